import { Check, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/client/lib/cn';

/** How long each step is shown before the next: the whole build takes a few seconds. */
const STEP_MS = 1400;

/** What the server does while it builds, in her words (translate-resume.ts, in order). */
const steps = (role: string, rebuilding: boolean) => [
  rebuilding ? 'Reading your new resume' : 'Reading your latest resume',
  `Finding the ${role} skill each line of your experience shows`,
  `Rewriting those lines in the words ${role} recruiters use`,
  'Checking every suggestion against what your resume says',
  'Writing your summary and skills section',
];

/**
 * The build's progress: the steps it goes through, the current one announced politely. The
 * request gives no progress of its own, so the steps advance on a clock and the last one waits
 * for the answer.
 */
export function BuildingProgress({ role, rebuilding }: { role: string; rebuilding: boolean }) {
  const [step, setStep] = useState(0);
  const all = steps(role, rebuilding);
  useEffect(() => {
    const timer = setInterval(
      () => setStep((current) => Math.min(current + 1, all.length - 1)),
      STEP_MS,
    );
    return () => clearInterval(timer);
  }, [all.length]);
  const percent = Math.round(((step + 1) / (all.length + 1)) * 100);
  return (
    <section
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      aria-labelledby="building-heading"
      aria-busy="true"
    >
      <h2 id="building-heading" className="text-lg font-semibold text-slate-900">
        {rebuilding ? 'Rebuilding' : 'Translating'} your resume for {role}
      </h2>
      <p className="mt-1 text-sm text-slate-700">This takes a few seconds.</p>
      <div
        role="progressbar"
        aria-label="Translation progress"
        aria-valuetext={all[step]}
        className="mt-4 h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full bg-brand-600 motion-safe:animate-pulse transition-[width] duration-700"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p role="status" className="sr-only">
        {all[step]}
      </p>
      <ol className="mt-4 grid gap-2 text-sm">
        {all.map((text, index) => (
          <li
            key={text}
            className={cn(
              'flex items-start gap-2',
              index < step
                ? 'text-slate-700'
                : index === step
                  ? 'font-semibold text-slate-900'
                  : 'text-slate-600',
            )}
          >
            {index < step ? (
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
            ) : index === step ? (
              <Loader2
                className="mt-0.5 size-4 shrink-0 text-brand-700 motion-safe:animate-spin"
                aria-hidden
              />
            ) : (
              <span className="mt-0.5 size-4 shrink-0" aria-hidden />
            )}
            <span>
              {text}
              {index < step ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
