import { useEffect, useRef, useState } from 'react';
import { TRACK_BY_SLUG, type TrackSlug } from '@/shared/constants';
import { INTERVIEW_ANSWER_MAX } from '@/shared/contracts/values/interview';
import type { InterviewAnswer, InterviewQuestion } from '@/shared/contracts/interview';
import { Button } from '@/client/components/ui/button';
import { errorMessage } from '@/client/lib/api-client';
import {
  useInterviewAnswers,
  useInterviewBank,
  useInterviewQuestions,
  useSubmitAnswer,
  type InterviewSet,
} from '../api/interview';
import { bandAnnouncement, bandText, formatSeconds } from '../lib/timer-band';
import { AnswerFeedback, AttemptsChart } from './answer-feedback';
import { AnswerRecorder } from './answer-recorder';
import { SuggestedStory } from './suggested-story';

const SETS: { value: InterviewSet; label: string }[] = [
  { value: 'least-practised', label: "5 I've practised least" },
  { value: 'teacher-pack', label: 'Teacher pack' },
];

export function InterviewPractice({ userId, roles }: { userId: string; roles: TrackSlug[] }) {
  const [role, setRole] = useState<TrackSlug>(roles[0] ?? 'sales');
  const [set, setSet] = useState<InterviewSet>('least-practised');
  const [started, setStarted] = useState(false);
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState<InterviewAnswer[]>([]);

  if (!started) {
    return (
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setIndex(0);
          setDone([]);
          setStarted(true);
        }}
      >
        <fieldset>
          <legend className="font-semibold">Which role are you practising for?</legend>
          {roles.map((slug) => (
            <label key={slug} className="mt-1 flex items-center gap-2">
              <input
                type="radio"
                name="role"
                value={slug}
                checked={role === slug}
                onChange={() => setRole(slug)}
              />
              {TRACK_BY_SLUG[slug].label}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend className="font-semibold">Which questions?</legend>
          {SETS.map((option) => (
            <label key={option.value} className="mt-1 flex items-center gap-2">
              <input
                type="radio"
                name="set"
                value={option.value}
                checked={set === option.value}
                onChange={() => setSet(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <Button type="submit">Start practising</Button>
      </form>
    );
  }
  return (
    <PracticeSet
      userId={userId}
      role={role}
      set={set}
      index={index}
      done={done}
      onAnswered={(answer) => setDone((list) => [...list, answer])}
      onNext={() => setIndex((i) => i + 1)}
      onRestart={() => setStarted(false)}
    />
  );
}

function PracticeSet(props: {
  userId: string;
  role: TrackSlug;
  set: InterviewSet;
  index: number;
  done: InterviewAnswer[];
  onAnswered: (answer: InterviewAnswer) => void;
  onNext: () => void;
  onRestart: () => void;
}) {
  const questions = useInterviewQuestions(props.userId, props.role, props.set);
  if (questions.isPending) return <p>Loading your questions…</p>;
  if (questions.isError)
    return <p role="alert">{errorMessage(questions.error, 'We could not load the questions.')}</p>;
  const list = questions.data;
  if (props.index >= list.length) {
    return (
      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="text-xl font-semibold">
          You practised {list.length} questions
        </h2>
        <ul className="mt-3 list-disc pl-5">
          {props.done.map((a) => (
            <li key={a.id}>
              {list.find((q) => q.id === a.questionId)?.prompt ?? a.questionId}:{' '}
              {a.checks.filter((c) => c.passed).length} of {a.checks.length} checks passed
            </li>
          ))}
        </ul>
        <Button className="mt-4" onClick={props.onRestart}>
          Practise another set
        </Button>
      </section>
    );
  }
  const question = list[props.index]!;
  return (
    <QuestionCard
      key={question.id}
      userId={props.userId}
      role={props.role}
      questionIndex={props.index}
      count={list.length}
      question={question}
      onAnswered={props.onAnswered}
      onNext={props.onNext}
    />
  );
}

function QuestionCard({
  userId,
  role,
  question,
  questionIndex,
  count,
  onAnswered,
  onNext,
}: {
  userId: string;
  role: TrackSlug;
  question: InterviewQuestion;
  questionIndex: number;
  count: number;
  onAnswered: (answer: InterviewAnswer) => void;
  onNext: () => void;
}) {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<InterviewAnswer | null>(null);
  const timer = useBandTimer(question.band);
  const submit = useSubmitAnswer(userId);
  const attempts = useInterviewAnswers(userId, answer ? question.id : undefined);
  const bank = useInterviewBank(userId, role, answer !== null);
  const opened = bank.data?.find((q) => q.id === question.id) ?? question;

  return (
    <article aria-labelledby="question-heading" className="space-y-4">
      <p className="text-sm text-slate-700">
        Question {questionIndex + 1} of {count}
      </p>
      <h2 id="question-heading" className="text-xl font-semibold break-words">
        {question.prompt}
      </h2>
      <p className="text-sm">
        {question.kind === 'teacher'
          ? 'A question for teachers'
          : question.kind === 'role-task'
            ? 'A task from the role'
            : 'A question about a time you did something'}
        . It shows: {question.competencyLabel}. {bandText(question.band)}.
      </p>
      <SuggestedStory userId={userId} suggestion={question.suggestedStory} />
      {answer ? (
        <>
          <AnswerFeedback answer={answer} question={opened} />
          <AttemptsChart answers={attempts.data ?? []} />
          <div className="flex flex-wrap gap-3">
            <Button
              variant="outline"
              onClick={() => {
                setAnswer(null);
                setText('');
                timer.reset();
              }}
            >
              Try again
            </Button>
            <Button onClick={onNext}>
              {questionIndex + 1 < count ? 'Next question' : 'See my summary'}
            </Button>
          </div>
        </>
      ) : (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            timer.stop();
            submit.mutate(
              {
                questionId: question.id,
                text,
                source: 'typed',
                ...(timer.seconds > 0 ? { seconds: timer.seconds } : {}),
              },
              {
                onSuccess: (saved) => {
                  setAnswer(saved);
                  onAnswered(saved);
                },
              },
            );
          }}
        >
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-mono text-lg" aria-hidden>
              {formatSeconds(timer.seconds)}
            </span>
            <Button
              type="button"
              variant="outline"
              onClick={timer.running ? timer.stop : timer.start}
            >
              {timer.running ? 'Stop the timer' : 'Start the timer'}
            </Button>
          </div>
          <p aria-live="polite" className="sr-only">
            {timer.announcement}
          </p>
          <AnswerRecorder />
          <p className="text-sm text-slate-700">
            Turning your recording into text is not available: the speech recognition built into
            browsers sends your voice to an outside server, and your voice stays with you. Type your
            answer below to get feedback.
          </p>
          <label htmlFor="answer" className="block font-medium">
            Your answer
          </label>
          <textarea
            id="answer"
            value={text}
            maxLength={INTERVIEW_ANSWER_MAX}
            onChange={(event) => setText(event.target.value)}
            rows={8}
            aria-describedby="answer-count"
            className="w-full rounded border border-slate-400 p-2"
          />
          <p id="answer-count" className="text-sm text-slate-700">
            {text.length.toLocaleString('en-US')} of {INTERVIEW_ANSWER_MAX.toLocaleString('en-US')}{' '}
            characters
          </p>
          {submit.isError ? (
            <p role="alert" className="text-red-700">
              {errorMessage(submit.error, 'We could not check your answer. Please try again.')}
            </p>
          ) : null}
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? 'Checking…' : 'Submit'}
          </Button>
        </form>
      )}
    </article>
  );
}

/** A timer she starts and stops; it speaks at start, stop and the band's edges only. */
function useBandTimer(band: { min: number; max: number }) {
  const [seconds, setSeconds] = useState(0);
  const [running, setRunning] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(0);
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => window.clearInterval(id);
  }, [running]);
  useEffect(() => {
    const said = bandAnnouncement(previous.current, seconds, band);
    previous.current = seconds;
    if (said) setAnnouncement(said);
  }, [seconds, band]);
  return {
    seconds,
    running,
    announcement,
    start: () => {
      setRunning(true);
      setAnnouncement('Timer started.');
    },
    stop: () => {
      setRunning(false);
      setAnnouncement(`Timer stopped at ${formatSeconds(seconds)}.`);
    },
    reset: () => {
      setRunning(false);
      setSeconds(0);
      previous.current = 0;
    },
  };
}
