import { CheckCircle2, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { clsx } from 'clsx';

const QUESTION =
  'A customer stops logging in two weeks after onboarding. What is your best first move?';
const OPTIONS = [
  { text: 'Wait for the renewal conversation to bring it up', correct: false },
  { text: 'Reach out, ask what got in the way, and agree on one quick win', correct: true },
  { text: 'Send them the full product manual again', correct: false },
];

/** A taste of the assessments: the same kind of scenario, answered right here. */
export function SampleQuestion() {
  const [chosen, setChosen] = useState<number | null>(null);
  const name = useId();
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4 text-left">
      <legend className="px-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Sample question
      </legend>
      <p className="text-sm font-medium text-slate-900">{QUESTION}</p>
      <div className="mt-3 grid gap-2">
        {OPTIONS.map((option, index) => (
          <label
            key={option.text}
            className={clsx(
              'flex cursor-pointer items-start gap-2 rounded-md border p-2 text-sm text-slate-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
              chosen === index &&
                (option.correct ? 'border-emerald-500 bg-emerald-50' : 'border-red-400 bg-red-50'),
            )}
          >
            <input
              type="radio"
              name={name}
              className="mt-0.5 accent-brand-700"
              checked={chosen === index}
              onChange={() => setChosen(index)}
            />
            {option.text}
          </label>
        ))}
      </div>
      <p aria-live="polite" className="mt-3 min-h-5 text-sm">
        {chosen === null ? null : OPTIONS[chosen]?.correct ? (
          <span className="inline-flex items-center gap-1 text-emerald-800">
            <CheckCircle2 className="size-4" aria-hidden /> Right: like a student who goes quiet,
            early outreach beats waiting.
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-red-800">
            <XCircle className="size-4" aria-hidden /> Not quite. Think of a student who stops
            turning in homework.
          </span>
        )}
      </p>
    </fieldset>
  );
}
