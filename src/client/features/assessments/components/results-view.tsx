import { CheckCircle2, Download, MinusCircle, RotateCcw, X, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ResultRow } from '@/shared/contracts/assessments';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { SCORED_NOTE, downloadText, resultsFile } from '../lib/results-file';

interface ResultsViewProps {
  /** The track's slug, for the links back to the modules. */
  track: string;
  title: string;
  score: number;
  passed: boolean;
  completedAt: string;
  results: ResultRow[];
  onClose: () => void;
  onRetake: () => void;
}

/** 'Assessment Complete!': score, the incorrect-only filter, the per-question review and the download. */
export function ResultsView({
  track,
  title,
  score,
  passed,
  completedAt,
  results,
  onClose,
  onRetake,
}: ResultsViewProps) {
  const [onlyIncorrect, setOnlyIncorrect] = useState(false);
  const incorrect = results.filter((r) => r.isCorrect === false);
  const scored = results.filter((r) => r.isCorrect !== null).length;
  const right = results.filter((r) => r.isCorrect === true).length;
  const shown = onlyIncorrect ? incorrect : results;
  return (
    <section aria-labelledby="results-heading" className="grid gap-6">
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="results-heading" className="text-2xl font-bold text-slate-900">
          Assessment Complete!
        </h2>
        <p className="mt-2 text-lg text-slate-800">
          You scored <span className="font-bold">{score}%</span>: {right} of {scored} scored
          questions right
        </p>
        <p className="mt-1 text-sm text-slate-700">{SCORED_NOTE}</p>
        <Badge className="mt-2" variant={passed ? 'success' : 'warning'}>
          {passed ? 'Passed' : 'Needs Retake'}
        </Badge>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" onClick={onClose}>
            <X aria-hidden /> Close Results
          </Button>
          <Button
            variant="outline"
            aria-pressed={onlyIncorrect}
            onClick={() => setOnlyIncorrect((v) => !v)}
          >
            {onlyIncorrect ? 'Show All' : 'Show Only Incorrect'}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              const file = resultsFile(title, { score, passed, completedAt, results });
              downloadText(file.name, file.text);
            }}
          >
            <Download aria-hidden /> Download Results
          </Button>
          <Button variant="outline" onClick={onRetake}>
            <RotateCcw aria-hidden /> Retake Assessment
          </Button>
          <Button asChild>
            <Link to={paths.dashboard.href({ refreshed: true })}>Back to Dashboard</Link>
          </Button>
        </div>
        <p className="mt-3 text-sm text-slate-700" aria-live="polite">
          {onlyIncorrect
            ? `Showing ${incorrect.length} incorrect answer${incorrect.length === 1 ? '' : 's'}`
            : `Showing all ${results.length} questions`}
        </p>
      </div>
      <ol className="grid gap-3" aria-label="Question review">
        {shown.map((row) => {
          const number = results.indexOf(row) + 1;
          return (
            <li key={row.questionId} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-medium text-slate-900">
                  <span className="mr-2 text-brand-700">{number}.</span>
                  {row.question}
                </p>
                {row.isCorrect === null ? (
                  <Badge variant="secondary">
                    <MinusCircle className="size-3" aria-hidden /> Not scored
                  </Badge>
                ) : row.isCorrect ? (
                  <Badge variant="success">
                    <CheckCircle2 className="size-3" aria-hidden /> Correct
                  </Badge>
                ) : (
                  <Badge variant="destructive">
                    <XCircle className="size-3" aria-hidden /> Incorrect
                  </Badge>
                )}
              </div>
              <dl className="mt-3 grid gap-1 text-sm">
                <div className="flex flex-wrap gap-1">
                  <dt className="font-semibold text-slate-800">Your answer:</dt>
                  <dd className="text-slate-700">{row.userAnswer || 'No answer provided'}</dd>
                </div>
                {row.correct !== null ? (
                  <div className="flex flex-wrap gap-1">
                    <dt className="font-semibold text-slate-800">
                      {row.isCorrect === null ? 'A strong answer:' : 'Correct answer:'}
                    </dt>
                    <dd className="text-slate-700">{row.correct}</dd>
                  </div>
                ) : null}
              </dl>
              {row.isCorrect === false ? (
                <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-slate-800">
                  This question may come back when you retake the assessment, so we don't show the
                  answer here.{' '}
                  {row.revisit ? (
                    <>
                      Module {row.revisit.moduleId} covers it:{' '}
                      <Link
                        className="font-medium text-brand-700 underline underline-offset-2"
                        to={paths.module.href(track, row.revisit.moduleId)}
                      >
                        {row.revisit.title}
                      </Link>
                      .
                    </>
                  ) : null}
                </p>
              ) : null}
              {row.explanation ? (
                <p className="mt-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
                  {row.explanation}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
