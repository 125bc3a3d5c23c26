import { ArrowLeft, Clock, Lock } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { trackBySlug } from '@/shared/constants';
import { NotFoundPanel } from '@/client/components/layout/not-found-panel';
import { Button } from '@/client/components/ui/button';
import { Progress } from '@/client/components/ui/progress';
import { Skeleton } from '@/client/components/ui/spinner';
import { TrackIcon } from '@/client/components/ui/track-icon';
import { paths } from '@/client/config/paths';
import { useAssessmentAttempt } from '../hooks/use-assessment-attempt';
import { QuestionField } from './question-field';
import { ResultsView } from './results-view';

export function AssessmentNotFound() {
  return (
    <NotFoundPanel
      title="Assessment Not Found"
      text="There is no assessment at this address."
      linkTo={paths.dashboard.href()}
      linkLabel="Return to Dashboard"
    />
  );
}

/** /assessment/{track}: the questions, the summary after submitting and the review of answers. */
export function AssessmentPage({
  type,
  userId,
  certificateLink,
}: {
  type: string;
  userId: string;
  /** Shown in the summary after a pass: her certificate for the track. */
  certificateLink: ReactNode;
}) {
  const sitting = useAssessmentAttempt(type, userId);
  const { assessment } = sitting;
  if (assessment.isPending || sitting.loading) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-10" aria-busy="true">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (assessment.isError) return <AssessmentNotFound />;
  const data = assessment.data;
  const { questions, answers, answered, allAnswered, view, attempt, locked, lastAttempt } = sitting;
  const track = trackBySlug(type)!;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={paths.dashboard.href()}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to Dashboard
      </Link>
      <header className="mt-4 rounded-xl border border-slate-200 bg-white p-5">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <TrackIcon slug={type} className="size-7 shrink-0 text-brand-700" />
          {data.title}
        </h1>
        <p className="mt-1 text-slate-700">{data.description}</p>
        {view === 'answering' && !locked ? (
          <div className="mt-4">
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
              <span aria-live="polite">
                {answered} of {questions.length} answered
              </span>
              <span className="flex items-center gap-1">
                <Clock className="size-4" aria-hidden /> About {data.timeLimit} minutes · pass at{' '}
                {data.passingScore}%
              </span>
            </div>
            <Progress
              className="mt-2"
              value={(answered / questions.length) * 100}
              label="Assessment progress"
            />
          </div>
        ) : null}
      </header>

      {view === 'summary' && attempt ? (
        <section
          aria-labelledby="summary-heading"
          className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-6 text-center"
        >
          <h2 id="summary-heading" className="text-2xl font-bold text-emerald-950">
            Assessment Submitted
          </h2>
          <p className="mt-2 text-4xl font-extrabold text-slate-900">{attempt.score}%</p>
          <p className="text-slate-800">
            {attempt.correctCount} of {attempt.scoredCount} scored questions correct ·{' '}
            {attempt.passed ? 'Passed' : 'Needs Retake'}
          </p>
          {attempt.passed ? certificateLink : null}
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            <Button onClick={sitting.review}>Review Answers</Button>
            <Button variant="outline" onClick={() => window.location.reload()}>
              Retake Assessment
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.dashboard.href({ refreshed: true })}>Return to Dashboard</Link>
            </Button>
          </div>
        </section>
      ) : null}

      {view === 'results' && attempt ? (
        <div className="mt-6">
          <ResultsView
            track={type}
            title={data.title}
            score={attempt.score}
            passed={attempt.passed}
            completedAt={attempt.completedAt}
            results={attempt.results}
            onClose={sitting.closeReview}
            onRetake={sitting.retakeFromReview}
          />
        </div>
      ) : null}

      {view === 'answering' && !locked && lastAttempt && !sitting.typedSomething ? (
        <section
          aria-labelledby="last-attempt-heading"
          className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-5"
        >
          <div>
            <h2 id="last-attempt-heading" className="font-semibold text-slate-900">
              Your last score: {lastAttempt.score}%{' '}
              <span className={lastAttempt.passed ? 'text-emerald-800' : 'text-amber-900'}>
                ({lastAttempt.passed ? 'Passed' : 'Needs Retake'})
              </span>
            </h2>
            <p className="text-sm text-slate-700">
              Taken {new Date(lastAttempt.completedAt).toLocaleDateString()}. Review it, or answer
              below to take it again.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={sitting.reviewLastAttempt}>Review Answers</Button>
            <Button variant="outline" onClick={sitting.retake}>
              Retake Assessment
            </Button>
          </div>
        </section>
      ) : null}

      {view === 'answering' && locked ? (
        <section className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-8 text-center">
          <Lock className="size-10 text-slate-500" aria-hidden />
          <h2 className="text-xl font-semibold text-slate-900">Complete course to unlock</h2>
          <p className="max-w-md text-slate-700">
            The {track.label} assessment opens once you have the {track.label} mini-course and have
            finished every module.
          </p>
          {/* Wraps on a phone: "Learning & Development" does not fit one line at 360 px. */}
          <Button asChild className="h-auto py-2 whitespace-normal">
            <Link to={paths.course.href(type)}>Go to the {track.label} course</Link>
          </Button>
        </section>
      ) : null}

      {view === 'answering' && !locked ? (
        <form
          className="mt-6 grid gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            void sitting.submit();
          }}
        >
          {questions.map((question, index) => (
            <Fragment key={question.id}>
              {index === 0 || questions[index - 1]!.category !== question.category ? (
                <h2 className="mt-2 border-b border-slate-200 pb-1 text-lg font-semibold text-slate-900">
                  {question.category}
                </h2>
              ) : null}
              <div className="rounded-xl border border-slate-200 bg-white p-5">
                <QuestionField
                  number={index + 1}
                  question={question}
                  value={answers[question.id]}
                  onChange={(value) => sitting.answer(question.id, value)}
                />
              </div>
            </Fragment>
          ))}
          <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-slate-50/95 py-4 backdrop-blur">
            <p className="text-sm text-slate-700">
              {allAnswered
                ? 'All questions answered.'
                : `Answer every question to submit (${questions.length - answered} left).`}
            </p>
            <Button type="submit" size="lg" disabled={!allAnswered || sitting.submitting}>
              {sitting.submitting ? 'Submitting...' : 'Submit Assessment'}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
