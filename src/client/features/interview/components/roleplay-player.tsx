import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ROLEPLAY_REPLY_MAX } from '@/shared/contracts/values/interview-roleplay';
import type {
  RoleplayAttempt,
  RoleplayStep,
  RoleplayTurn,
  RoleplayView,
} from '@/shared/contracts/interview-roleplay';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { errorMessage } from '@/client/lib/api-client';
import { useRoleplayAttempts, useRoleplayNext, useSubmitRoleplay } from '../api/roleplays';
import { AnswerFeedback } from './answer-feedback';

const OUTCOME: Record<RoleplayAttempt['outcome'], string> = {
  strong: 'A strong conversation',
  mixed: 'Part of the way there',
  weak: 'Not there yet',
};

interface Said {
  line: string;
  reply: string;
}

/**
 * One roleplay, turn by turn: the other person's line, her replies as buttons or in her own words,
 * and at the end the scored feedback in the same layout as an answer's. Focus moves to each new
 * line, so she can play it with the keyboard alone.
 */
export function RoleplayPlayer({ userId, roleplay }: { userId: string; roleplay: RoleplayView }) {
  const [turns, setTurns] = useState<RoleplayTurn[]>([]);
  const [said, setSaid] = useState<Said[]>([]);
  const [step, setStep] = useState<RoleplayStep>(roleplay.opening);
  const [text, setText] = useState('');
  const [result, setResult] = useState<RoleplayAttempt | null>(null);
  const next = useRoleplayNext(roleplay.id);
  const submit = useSubmitRoleplay(userId, roleplay.id);
  const lineRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  useEffect(() => {
    // Not on arrival: the page's own heading takes focus then.
    if (first.current) {
      first.current = false;
      return;
    }
    lineRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (result) document.getElementById('outcome-heading')?.focus();
  }, [result]);

  const name = roleplay.counterpart.name;
  const busy = next.isPending || submit.isPending;

  function reply(turn: RoleplayTurn, words: string) {
    if (step.type !== 'turn') return;
    const all = [...turns, turn];
    const line = step.line;
    next.mutate(all, {
      onSuccess: (reached) => {
        setTurns(all);
        setSaid((before) => [...before, { line, reply: words }]);
        setText('');
        setStep(reached);
        if (reached.type === 'ending') submit.mutate(all, { onSuccess: setResult });
      },
    });
  }

  function restart() {
    setTurns([]);
    setSaid([]);
    setText('');
    setResult(null);
    next.reset();
    submit.reset();
    setStep(roleplay.opening);
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="setting-heading" className="space-y-2">
        <h2 id="setting-heading" className="text-xl font-semibold">
          The situation
        </h2>
        <p className="font-medium">{roleplay.you}</p>
        <p className="break-words">{roleplay.brief}</p>
        <p>
          You are talking with {name}, {roleplay.counterpart.role}.
        </p>
        <h3 className="font-semibold">What the feedback looks for</h3>
        <ul className="list-disc pl-5">
          {roleplay.skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      </section>

      {said.length > 0 ? (
        <section aria-labelledby="so-far-heading">
          <h2 id="so-far-heading" className="text-xl font-semibold">
            The conversation so far
          </h2>
          <ol className="mt-2 space-y-3">
            {said.map((s, i) => (
              <li key={i} className="space-y-1 break-words">
                <p>
                  <span className="font-medium">{name}: </span>
                  {s.line}
                </p>
                <p className="rounded bg-slate-100 p-2">
                  <span className="font-medium">You: </span>
                  {s.reply}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section aria-labelledby="line-heading" className="space-y-3">
        <h2 id="line-heading" ref={lineRef} tabIndex={-1} className="text-xl font-semibold">
          {step.type === 'turn' ? `${name} says` : `${name} ends the call`}
        </h2>
        <blockquote className="border-l-4 border-blue-700 pl-3 break-words">{step.line}</blockquote>

        {step.type === 'turn' ? (
          <>
            <fieldset disabled={busy} className="space-y-2">
              <legend className="font-semibold">Pick your reply</legend>
              {step.choices.map((choice) => (
                <Button
                  key={choice.id}
                  variant="outline"
                  className="h-auto w-full justify-start py-2 text-left whitespace-normal"
                  onClick={() => reply({ choiceId: choice.id }, choice.text)}
                >
                  {choice.text}
                </Button>
              ))}
            </fieldset>
            {step.typedReply ? (
              <form
                className="space-y-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  const words = text.trim();
                  if (words) reply({ text: words }, words);
                }}
              >
                <label htmlFor="roleplay-reply" className="block font-semibold">
                  Or say it in your own words
                </label>
                <textarea
                  id="roleplay-reply"
                  value={text}
                  maxLength={ROLEPLAY_REPLY_MAX}
                  onChange={(event) => setText(event.target.value)}
                  rows={4}
                  className="w-full rounded border border-slate-400 p-2"
                />
                <Button type="submit" disabled={busy || !text.trim()}>
                  Send my reply
                </Button>
              </form>
            ) : null}
          </>
        ) : null}
        {next.isError ? (
          <p role="alert" className="text-red-700">
            {errorMessage(next.error, 'We could not send your reply. Please try again.')}
          </p>
        ) : null}
        {submit.isPending ? <p role="status">Scoring your conversation…</p> : null}
        {submit.isError ? (
          <div role="alert" className="space-y-2 text-red-700">
            <p>{errorMessage(submit.error, 'We could not score the conversation.')}</p>
            <Button
              variant="outline"
              onClick={() => submit.mutate(turns, { onSuccess: setResult })}
            >
              Try again
            </Button>
          </div>
        ) : null}
      </section>

      {result ? <RoleplayResult userId={userId} result={result} onRestart={restart} /> : null}
    </div>
  );
}

function RoleplayResult({
  userId,
  result,
  onRestart,
}: {
  userId: string;
  result: RoleplayAttempt;
  onRestart: () => void;
}) {
  const attempts = useRoleplayAttempts(userId, result.roleplayId);
  const passed = result.checks.filter((c) => c.passed).length;
  const earlier = (attempts.data ?? []).filter((a) => a.id !== result.id);
  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      <section aria-labelledby="outcome-heading" className="space-y-2">
        <h2 id="outcome-heading" tabIndex={-1} className="text-xl font-semibold">
          {OUTCOME[result.outcome]}: {passed} of {result.checks.length} checks passed
        </h2>
        <p className="break-words">{result.ending.summary}</p>
        {earlier.length > 0 ? (
          <p className="text-sm text-slate-700">
            Your earlier attempts:{' '}
            {earlier
              .map((a) => `${a.checks.filter((c) => c.passed).length} of ${a.checks.length}`)
              .join(', ')}{' '}
            checks passed.
          </p>
        ) : null}
      </section>
      <AnswerFeedback
        answer={result}
        question={undefined}
        textHeading="Your replies, with the words each check found"
      />
      <div className="flex flex-wrap gap-3">
        <Button onClick={onRestart}>Play it again</Button>
        <Link to={paths.interview.href()} className="self-center text-blue-800 underline">
          Back to interview practice
        </Link>
      </div>
    </div>
  );
}
