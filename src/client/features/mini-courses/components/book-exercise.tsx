import { CheckCircle2, Download, Sheet, XCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { BookExerciseResult, BookExerciseView } from '@/shared/contracts/mini-courses';
import { Button } from '@/client/components/ui/button';
import { Input, Label } from '@/client/components/ui/input';
import { LessonMarkdown } from '@/client/components/ui/markdown';
import { errorMessage } from '@/client/lib/api-client';
import { bookExerciseCsvUrl, useCheckBookExerciseMutation } from '../api/check-book-exercise';

/** "83.6", "83,6" or "83.6%" as a number; null when it is not one. */
const asNumber = (text: string): number | null => {
  const cleaned = text.trim().replace('%', '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
};

/**
 * The module's spreadsheet exercise (issue 32): she downloads the book of accounts, works out the
 * health scores, GRR and NRR in her own spreadsheet, and checks her numbers here.
 */
export function BookExercise({
  slug,
  moduleId,
  exercise,
}: {
  slug: string;
  moduleId: number;
  exercise: BookExerciseView;
}) {
  const id = useId();
  const fields = [
    ...exercise.askedAccounts.map((name, index) => ({
      key: `health-${index + 1}`,
      label: `Health score of ${name} (0 to 100)`,
    })),
    { key: 'grr', label: 'Gross revenue retention, in %' },
    { key: 'nrr', label: 'Net revenue retention, in %' },
  ];
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<BookExerciseResult[] | null>(null);
  const mutation = useCheckBookExerciseMutation(slug, moduleId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const numbers = Object.fromEntries(fields.map((f) => [f.key, asNumber(values[f.key] ?? '')]));
    const missing = fields.find((f) => numbers[f.key] === null);
    if (missing) {
      setProblem(`Enter a number for "${missing.label}".`);
      return;
    }
    setProblem(null);
    try {
      const checked = await mutation.mutateAsync({
        healthScores: Object.fromEntries(
          exercise.askedAccounts.map((name, index) => [name, numbers[`health-${index + 1}`]!]),
        ),
        grr: numbers.grr!,
        nrr: numbers.nrr!,
      });
      setResults(checked.results);
    } catch (error) {
      setProblem(errorMessage(error, 'Your numbers could not be checked. Please try again.'));
    }
  };

  const rightCount = results?.filter((r) => r.correct).length ?? 0;
  return (
    <section
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 break-words"
      aria-labelledby={`${id}-heading`}
    >
      <h2
        id={`${id}-heading`}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Sheet aria-hidden className="size-5 shrink-0" /> {exercise.title}
      </h2>
      <div className="mt-3">
        <LessonMarkdown>{exercise.instructions}</LessonMarkdown>
      </div>
      <Button asChild variant="outline" className="mt-4">
        <a href={bookExerciseCsvUrl(slug, moduleId)} download={exercise.downloadName}>
          <Download aria-hidden /> Download the spreadsheet (CSV)
        </a>
      </Button>
      <form className="mt-5 grid gap-4" onSubmit={submit} noValidate>
        {fields.map((field) => (
          <div key={field.key} className="grid gap-1">
            <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
            <Input
              id={`${id}-${field.key}`}
              inputMode="decimal"
              autoComplete="off"
              className="max-w-48"
              value={values[field.key] ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                setValues((all) => ({ ...all, [field.key]: value }));
              }}
            />
          </div>
        ))}
        <div>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Checking…' : 'Check my numbers'}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="mt-4">
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
        {results ? (
          <>
            <p className="text-sm font-medium text-slate-800">
              {rightCount === results.length
                ? 'All right: this is the analysis a CS manager expects you to do.'
                : `${rightCount} of ${results.length} right. Fix the others and check again.`}
            </p>
            <ul className="mt-2 grid gap-2" aria-label="Your numbers, checked">
              {results.map((result) => (
                <li key={result.id} className="flex gap-2 text-sm text-slate-800">
                  {result.correct ? (
                    <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-green-700" />
                  ) : (
                    <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700" />
                  )}
                  <span>
                    <strong>
                      {result.label}: {result.correct ? 'right' : 'not yet'}.
                    </strong>{' '}
                    {result.feedback}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
