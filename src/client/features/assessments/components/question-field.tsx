import { Lightbulb } from 'lucide-react';
import type { PublicQuestion } from '@/shared/contracts/assessments';
import { Textarea } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';

interface QuestionFieldProps {
  number: number;
  question: PublicQuestion;
  value: string | number | undefined;
  onChange: (value: string | number) => void;
}

/** One question in the answering view, by type (spec part-2 §2). */
export function QuestionField({ number, question, value, onChange }: QuestionFieldProps) {
  const id = `q-${question.id}`;
  const labelId = `${id}-label`;
  const label = (
    <p id={labelId} className="font-medium text-slate-900">
      <span className="mr-2 text-brand-700">{number}.</span>
      {question.question}
    </p>
  );

  if (question.type === 'multiple_choice' || question.type === 'judgment') {
    return (
      <fieldset className="grid gap-2" aria-labelledby={labelId}>
        <legend className="sr-only">Question {number}</legend>
        {label}
        {question.type === 'judgment' ? (
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Judgment call
          </p>
        ) : null}
        <div className="grid gap-2">
          {(question.options ?? []).map((option, index) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm text-slate-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                value === index
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-200 hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                name={id}
                className="mt-0.5 size-4 accent-brand-700"
                checked={value === index}
                onChange={() => onChange(index)}
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  if (question.type === 'scale') {
    const min = question.min ?? 1;
    const max = question.max ?? 5;
    const steps = Array.from({ length: max - min + 1 }, (_, index) => min + index);
    // Radio buttons, not a range input: a range always shows a value, so it looked answered on
    // arrival (walkthrough M7); arrow keys move between the points as on a slider.
    return (
      <div className="grid gap-2">
        {label}
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-sm text-slate-600">Not confident</span>
          {steps.map((step) => (
            <label
              key={step}
              className={cn(
                'flex size-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium text-slate-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                value === step
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-200 hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                name={id}
                value={step}
                className="sr-only"
                checked={value === step}
                onChange={() => onChange(step)}
              />
              {step}
            </label>
          ))}
          <span className="text-sm text-slate-600">Very confident</span>
        </div>
        <p className="text-sm text-slate-700" aria-live="polite">
          {typeof value === 'number' ? `Your answer: ${value} of ${max}` : 'Not answered yet.'}
        </p>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="contents">
        {label}
      </label>
      <Textarea
        id={id}
        rows={question.type === 'text' ? 5 : 2}
        maxLength={question.type === 'text' ? 2000 : 300}
        placeholder={
          question.type === 'fill_blank'
            ? 'Fill in the blank with your answer...'
            : 'Type your answer here...'
        }
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={question.expected ? `${id}-tip` : undefined}
      />
      {question.type === 'fill_blank' && question.expected ? (
        <p id={`${id}-tip`} className="flex items-center gap-1.5 text-xs text-slate-600">
          <Lightbulb className="size-3.5 text-amber-600" aria-hidden /> Tip: {question.expected}
        </p>
      ) : null}
    </div>
  );
}
