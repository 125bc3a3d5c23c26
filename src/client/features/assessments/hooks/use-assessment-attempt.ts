import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AttemptResult } from '@/shared/contracts/assessments';
import { paths } from '@/client/config/paths';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useAssessment } from '../api/get-assessment';
import { latestAttemptQueryOptions } from '../api/get-latest-attempt';
import { useSubmitAttempt } from '../api/submit-attempt';
import {
  clearDraft,
  readDraft,
  readResults,
  saveDraft,
  saveResults,
  type DraftAnswers,
} from '../lib/results-storage';

/** Answering -> submitted summary -> results review (spec part-2 §4). */
export type AttemptView = 'answering' | 'summary' | 'results';

const isAnswered = (value: string | number | undefined) =>
  value !== undefined && String(value).trim() !== '';

/**
 * One sitting of a track's assessment: her answers (kept as a draft on this device), the
 * submission, the summary and the review, her last attempt when she comes back, and
 * ?showResults=true, which opens the review of her stored attempt.
 */
export function useAssessmentAttempt(type: string, userId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const showResults = searchParams.get('showResults') === 'true';
  const assessment = useAssessment(type);
  const submission = useSubmitAttempt(type, userId);
  const [answers, setAnswers] = useState<DraftAnswers>({});
  const [view, setView] = useState<AttemptView>('answering');
  const [attempt, setAttempt] = useState<AttemptResult | null>(null);
  // Set in the submit itself, so pressing Enter twice submits once.
  const [submitting, setSubmitting] = useState(false);
  // ?showResults=true: skeletons until the stored attempt has been asked for, whatever the answer.
  const [resultsSettled, setResultsSettled] = useState(false);
  const lockedToastShown = useRef(false);
  const loadedResults = useRef(false);

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
          void navigate(paths.dashboard.href(), { replace: true });
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

  // Her answers so far come back after a reload; the 1–5 scale starts unanswered like the rest.
  const [draftLoaded, setDraftLoaded] = useState(false);
  if (!draftLoaded && questions.length > 0) {
    // Set during render, once the questions arrive (React's pattern for state derived from data).
    setAnswers({
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
  const typedSomething = questions.some((q) => q.type !== 'scale' && isAnswered(answers[q.id]));
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
  const answered = questions.filter((q) => isAnswered(answers[q.id])).length;
  const allAnswered = questions.length > 0 && answered === questions.length;

  const submit = async () => {
    if (!allAnswered || submitting) return;
    setSubmitting(true);
    try {
      const result = await submission.mutateAsync(answers);
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

  return {
    assessment,
    /** Skeletons: the questions, or with ?showResults=true the stored attempt, are on their way. */
    loading: assessment.isPending || (showResults && !resultsSettled),
    locked,
    questions,
    answers,
    answer: (questionId: string, value: string | number) =>
      setAnswers((current) => ({ ...current, [questionId]: value })),
    answered,
    allAnswered,
    typedSomething,
    view,
    attempt,
    submitting,
    submit,
    /** Her last attempt, offered before she starts again (not once she has typed or chose Retake). */
    lastAttempt: retaking ? null : lastAttempt,
    reviewLastAttempt: () => {
      setAttempt(lastAttempt);
      setView('results');
    },
    retake: () => setRetaking(true),
    review: () => setView('results'),
    closeReview: () => setView('summary'),
    /** Retake from the review: a fresh page (the spec reloads); from a stored review, the plain page. */
    retakeFromReview: () =>
      showResults
        ? navigate(paths.assessment.href(type), { replace: true })
        : window.location.reload(),
  };
}
