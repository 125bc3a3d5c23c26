import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Clock, Lock } from 'lucide-react';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { trackBySlug } from '@/shared/constants';
import type { AttemptResult } from '@/shared/contracts/assessments';
import { RequireUser } from '@/client/components/auth/require-user';
import { NotFoundPanel } from '@/client/components/layout/not-found-panel';
import { Button } from '@/client/components/ui/button';
import { Progress } from '@/client/components/ui/progress';
import { TrackIcon } from '@/client/components/ui/track-icon';
import { Skeleton } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import {
  assessmentQueryOptions,
  latestAttemptQueryOptions,
  submitAttempt,
} from '@/client/features/assessments/api/assessments';
import { QuestionField } from '@/client/features/assessments/components/question-field';
import { ResultsView } from '@/client/features/assessments/components/results-view';
import { myCertificatesQueryOptions } from '@/client/features/certificates/api/certificates';
import {
  clearDraft,
  readDraft,
  readResults,
  saveDraft,
  saveResults,
} from '@/client/features/assessments/results-storage';
import { useSession } from '@/client/hooks/use-session';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';

/** Spec part-2 §4: everything is refetched again 500 ms after a submission. */
const POST_SUBMIT_REFETCH_MS = 500;

function AssessmentNotFound() {
  return (
    <NotFoundPanel
      title="Assessment Not Found"
      text="There is no assessment at this address."
      linkTo={paths.dashboard.href()}
      linkLabel="Return to Dashboard"
    />
  );
}

export function AssessmentRoute() {
  const { roleId = '' } = useParams();
  if (!trackBySlug(roleId)) return <AssessmentNotFound />;
  return (
    <RequireUser
      toastTitle="Authentication Required"
      toastDescription="Please log in to take this assessment."
      saveRedirect
    >
      <Assessment type={roleId} />
    </RequireUser>
  );
}

type View = 'answering' | 'summary' | 'results';

/** After a pass: her certificate for the track, with the link an employer can check. */
function CertificateLink({ type, userId }: { type: string; userId: string }) {
  const certificates = useQuery(myCertificatesQueryOptions(userId));
  const certificate = certificates.data?.find((c) => c.track === type && c.status === 'valid');
  if (!certificate) return null;
  return (
    <p className="mt-3 text-emerald-950">
      You have earned a certificate.{' '}
      <Link className="font-semibold underline" to={paths.certificate.href(certificate.id)}>
        View and share your certificate
      </Link>
    </p>
  );
}

function Assessment({ type }: { type: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const showResults = searchParams.get('showResults') === 'true';
  const assessment = useQuery(assessmentQueryOptions(type));
  const [answers, setAnswers] = useState<Record<string, string | number>>({});
  const [view, setView] = useState<View>('answering');
  const [attempt, setAttempt] = useState<AttemptResult | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // ?showResults=true: skeletons until the stored attempt has been asked for, whatever the answer.
  const [resultsSettled, setResultsSettled] = useState(false);
  const loadingResults = showResults && !resultsSettled;
  const lockedToastShown = useRef(false);
  const loadedResults = useRef(false);
  const userId = user!.id;

  // ?showResults=true: the server's stored attempt is the truth; the local copy is a cache.
  useEffect(() => {
    if (!showResults || loadedResults.current) return;
    loadedResults.current = true;
    if (readResults(type, userId) === null)
      toast({
        title: 'Error',
        description: 'Could not load previous results',
        variant: 'destructive',
      });
    void queryClient
      .fetchQuery(latestAttemptQueryOptions(type))
      .then(({ attempt: latest }) => {
        if (!latest) {
          toast({
            title: 'No Results Found',
            description: 'Assessment results not found. Please retake the assessment.',
            variant: 'destructive',
          });
          navigate(paths.dashboard.href(), { replace: true });
          return;
        }
        saveResults(type, userId, latest);
        setAttempt(latest);
        setView('results');
      })
      .catch(() =>
        toast({
          title: 'Error',
          description: 'Could not load previous results',
          variant: 'destructive',
        }),
      )
      .finally(() => setResultsSettled(true));
  }, [showResults, type, userId, queryClient, navigate]);

  const locked = assessment.data?.status === 'locked';
  useEffect(() => {
    if (!locked || lockedToastShown.current || showResults) return;
    lockedToastShown.current = true;
    toast({
      title: 'Assessment Locked',
      description: 'Complete the course first to unlock the assessment.',
      variant: 'destructive',
    });
  }, [locked, showResults]);

  const questions = useMemo(() => assessment.data?.questions ?? [], [assessment.data]);

  // Her answers so far come back after a reload; the 1–5 scale counts the value it shows.
  const [draftLoaded, setDraftLoaded] = useState(false);
  if (!draftLoaded && questions.length > 0) {
    // Set during render, once the questions arrive (React's pattern for state derived from data).
    const scaleDefaults = Object.fromEntries(
      questions
        .filter((q) => q.type === 'scale')
        .map((q) => [q.id, Math.round(((q.min ?? 1) + (q.max ?? 5)) / 2)]),
    );
    setAnswers({
      ...scaleDefaults,
      ...readDraft(
        type,
        userId,
        questions.map((q) => q.id),
      ),
    });
    setDraftLoaded(true);
  }
  useEffect(() => {
    if (draftLoaded && view === 'answering') saveDraft(type, userId, answers);
  }, [answers, draftLoaded, view, type, userId]);
  const typedSomething = questions.some(
    (q) => q.type !== 'scale' && answers[q.id] !== undefined && String(answers[q.id]).trim() !== '',
  );
  useEffect(() => {
    if (view !== 'answering' || !typedSomething) return;
    // Closing or reloading the tab: the browser asks first (the draft is kept either way).
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [view, typedSomething]);

  // Reopening a finished assessment: her last score first, with Review and Retake.
  const latest = useQuery({ ...latestAttemptQueryOptions(type), enabled: !showResults });
  const [retaking, setRetaking] = useState(false);
  const lastAttempt = latest.data?.attempt ?? null;
  const answered = questions.filter(
    (q) => answers[q.id] !== undefined && String(answers[q.id]).trim() !== '',
  ).length;
  const allAnswered = questions.length > 0 && answered === questions.length;

  const submit = async () => {
    setSubmitting(true);
    try {
      const result = await submitAttempt(type, userId, answers);
      saveResults(type, userId, result);
      clearDraft(type, userId);
      setAttempt(result);
      setView('summary');
      window.scrollTo({ top: 0 });
      toast({
        title: 'Assessment Submitted Successfully!',
        description:
          'Your results have been saved. Your progress has been updated on the dashboard.',
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: ['learning-paths'] });
      setTimeout(() => void queryClient.invalidateQueries(), POST_SUBMIT_REFETCH_MS);
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Your answers could not be submitted. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  if (assessment.isPending || loadingResults) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-10" aria-busy="true">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (assessment.isError) return <AssessmentNotFound />;
  const data = assessment.data;
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
          {attempt.passed ? <CertificateLink type={type} userId={userId} /> : null}
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            <Button onClick={() => setView('results')}>Review Answers</Button>
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
            title={data.title}
            score={attempt.score}
            passed={attempt.passed}
            completedAt={attempt.completedAt}
            results={attempt.results}
            onClose={() => setView('summary')}
            onRetake={() =>
              showResults
                ? navigate(paths.assessment.href(type), { replace: true })
                : window.location.reload()
            }
          />
        </div>
      ) : null}

      {view === 'answering' && !locked && lastAttempt && !retaking && !typedSomething ? (
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
            <Button
              onClick={() => {
                setAttempt(lastAttempt);
                setView('results');
              }}
            >
              Review Answers
            </Button>
            <Button variant="outline" onClick={() => setRetaking(true)}>
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
          <Button asChild>
            <Link to={paths.course.href(type)}>Go to the {track.label} course</Link>
          </Button>
        </section>
      ) : null}

      {view === 'answering' && !locked ? (
        <form
          className="mt-6 grid gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (allAnswered && !submitting) void submit();
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
                  onChange={(value) =>
                    setAnswers((current) => ({ ...current, [question.id]: value }))
                  }
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
            <Button type="submit" size="lg" disabled={!allAnswered || submitting}>
              {submitting ? 'Submitting...' : 'Submit Assessment'}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
