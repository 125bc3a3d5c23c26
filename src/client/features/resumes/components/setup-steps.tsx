import { Check } from 'lucide-react';
import { Progress } from '@/client/components/ui/progress';
import { cn } from '@/client/lib/cn';
import type { SetupStep } from '../lib/setup-flow';

const STEPS: { id: SetupStep; label: string }[] = [
  { id: 'upload', label: 'Upload' },
  { id: 'parsing', label: 'Parse' },
  { id: 'review', label: 'Review' },
  { id: 'complete', label: 'Done' },
];

const STATUS: Record<SetupStep, string> = {
  upload: 'Step 1 of 4',
  parsing: 'Step 2 of 4',
  review: 'Step 3 of 4',
  complete: 'Complete!',
};

/** The progress card: Upload, Parse, Review, Done (spec part-1 §2). */
export function SetupSteps({ step }: { step: SetupStep }) {
  const current = STEPS.findIndex((s) => s.id === step);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Set up your profile</h2>
        <p className="text-sm font-semibold text-brand-800" aria-live="polite">
          {STATUS[step]}
        </p>
      </div>
      <Progress
        className="mt-3"
        value={step === 'complete' ? 100 : (current / STEPS.length) * 100 + 12.5}
        label="Profile setup progress"
      />
      <ol className="mt-4 grid grid-cols-4 gap-2 text-center text-xs font-medium sm:text-sm">
        {STEPS.map((s, index) => {
          const done = index < current || step === 'complete';
          const active = index === current && step !== 'complete';
          return (
            <li
              key={s.id}
              className="flex flex-col items-center gap-1"
              aria-current={active ? 'step' : undefined}
            >
              <span
                className={cn(
                  'flex size-7 items-center justify-center rounded-full border-2 text-xs font-bold',
                  done && 'border-emerald-600 bg-emerald-600 text-white',
                  active && 'border-brand-700 bg-brand-50 text-brand-800',
                  !done && !active && 'border-slate-300 text-slate-600',
                )}
              >
                {done ? <Check className="size-4" aria-hidden /> : index + 1}
              </span>
              <span className={cn(active ? 'text-slate-900' : 'text-slate-700')}>
                {s.label}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
