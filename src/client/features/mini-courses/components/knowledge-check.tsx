import { CheckCircle2, ListChecks, XCircle } from 'lucide-react';
import { useId } from 'react';
import type { CheckAnswers, CheckResult, ModuleCheck } from '@/shared/contracts/mini-courses';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';

interface KnowledgeCheckProps {
  checks: readonly ModuleCheck[];
  answers: CheckAnswers;
  results: Record<string, CheckResult>;
  onChoose: (checkId: string, option: number) => void;
  onSubmit: () => void;
  allAnswered: boolean;
  passed: boolean;
  checking: boolean;
}

/**
 * The short check above "Mark Complete" (walkthrough m6): one radio group per question, then
 * right or wrong per question with why the chosen option is right or wrong. Trying again is fine.
 */
export function KnowledgeCheck({
  checks,
  answers,
  results,
  onChoose,
  onSubmit,
  allAnswered,
  passed,
  checking,
}: KnowledgeCheckProps) {
  const ids = { heading: useId(), base: useId() };
  const marked = checks.filter((c) => results[c.id]);
  const right = marked.filter((c) => results[c.id]?.correct).length;

  return (
    <div
      role="group"
      aria-labelledby={ids.heading}
      className="mt-5 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3
        id={ids.heading}
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <ListChecks className="size-5 shrink-0 text-brand-700" aria-hidden /> Check your
        understanding
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Answer {checks.length === 2 ? 'both questions' : `all ${checks.length} questions`} right to
        complete this module. You can change an answer and check again as often as you like.
      </p>

      <div className="mt-4 grid gap-5">
        {checks.map((check, number) => {
          const name = `${ids.base}-${check.id}`;
          const result = results[check.id];
          return (
            <fieldset key={check.id} className="grid min-w-0 gap-2">
              <legend className="font-medium text-slate-900">
                <span className="mr-2 text-brand-700">{number + 1}.</span>
                {check.question}
              </legend>
              <div className="grid gap-2">
                {check.options.map((option, index) => (
                  <label
                    key={option}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm text-slate-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                      answers[check.id] === index
                        ? 'border-brand-600 bg-brand-50'
                        : 'border-slate-200 hover:border-slate-400',
                    )}
                  >
                    <input
                      type="radio"
                      name={name}
                      className="mt-0.5 size-4 shrink-0 accent-brand-700"
                      checked={answers[check.id] === index}
                      onChange={() => onChoose(check.id, index)}
                    />
                    <span className="min-w-0">{option}</span>
                  </label>
                ))}
              </div>
              {result?.explanation ? (
                <p
                  className={cn(
                    'flex items-start gap-2 rounded-md p-3 text-sm',
                    result.correct ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900',
                  )}
                >
                  {result.correct ? (
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
                  ) : (
                    <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
                  )}
                  <span className="min-w-0">{result.explanation}</span>
                </p>
              ) : null}
            </fieldset>
          );
        })}
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={onSubmit} disabled={!allAnswered || checking}>
          {checking ? 'Checking...' : 'Check my answers'}
        </Button>
        <p aria-live="polite" className="text-sm font-medium text-slate-800">
          {!allAnswered && marked.length === 0
            ? 'Choose an answer for each question first.'
            : passed
              ? 'All right! You can mark this module complete.'
              : marked.length === checks.length
                ? `${right} of ${checks.length} right. Read why, change your answer and check again.`
                : null}
        </p>
      </div>
    </div>
  );
}
