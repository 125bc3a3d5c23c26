import { Check, X } from 'lucide-react';
import type { InterviewAnswer, InterviewQuestion } from '@/shared/contracts/interview';
import { highlightQuotes } from '../lib/highlight-quotes';

/** What landed, what to sharpen, a stronger version, and each check with her words marked. */
export function AnswerFeedback({
  answer,
  question,
  textHeading = 'Your answer, with the words each check found',
}: {
  /** An answer, or anything scored in its shape (a roleplay: her replies as the text). */
  answer: Pick<
    InterviewAnswer,
    'text' | 'checks' | 'landed' | 'sharpen' | 'stronger' | 'strongerSource' | 'followUp'
  >;
  question: InterviewQuestion | undefined;
  textHeading?: string;
}) {
  const parts = highlightQuotes(
    answer.text,
    answer.checks.map((c) => c.quote),
  );
  return (
    <section aria-labelledby="feedback-heading" className="mt-6 space-y-5">
      <h2 id="feedback-heading" className="text-xl font-semibold" tabIndex={-1}>
        Your feedback
      </h2>
      <div>
        <h3 className="font-semibold">What landed</h3>
        <ul className="list-disc pl-5">
          {answer.landed.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold">What to sharpen</h3>
        <ul className="list-disc pl-5">
          {answer.sharpen.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold">A stronger version</h3>
        <p className="whitespace-pre-wrap break-words">{answer.stronger}</p>
        {answer.strongerSource === 'model' ? (
          <p className="mt-1 text-sm text-slate-700">
            Reworded with the language model, checked against your evidence.
          </p>
        ) : null}
      </div>
      {answer.followUp ? (
        <p className="break-words">
          <span className="font-medium">A follow-up they might ask: </span>
          {answer.followUp}
        </p>
      ) : null}
      <div>
        <h3 className="font-semibold">{textHeading}</h3>
        <p className="whitespace-pre-wrap break-words rounded border border-slate-200 p-3">
          {parts.map((part, i) =>
            part.marked ? (
              <mark key={i} className="bg-yellow-200 text-slate-900">
                {part.text}
              </mark>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </p>
      </div>
      <div>
        <h3 className="font-semibold">Checks</h3>
        <ul className="space-y-2">
          {answer.checks.map((check) => (
            <li key={check.id} className="flex gap-2">
              {check.passed ? (
                <Check aria-hidden className="mt-1 size-4 shrink-0 text-green-700" />
              ) : (
                <X aria-hidden className="mt-1 size-4 shrink-0 text-red-700" />
              )}
              <span className="break-words">
                <span className="font-medium">{check.passed ? 'Done: ' : 'Not yet: '}</span>
                {check.label}
                {check.quote ? (
                  <>
                    {' '}
                    (<q>{check.quote}</q>)
                  </>
                ) : null}
                {!check.passed && check.hint ? (
                  <span className="block text-sm text-slate-700">{check.hint}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {question?.modelAnswers ? (
        <div className="space-y-2">
          <h3 className="font-semibold">Model answers</h3>
          {question.listeningFor ? (
            <p>
              <span className="font-medium">The interviewer is listening for: </span>
              {question.listeningFor}
            </p>
          ) : null}
          <p className="break-words">
            <span className="font-medium">A good first answer: </span>
            {question.modelAnswers.entry}
          </p>
          <p className="break-words">
            <span className="font-medium">A strong answer: </span>
            {question.modelAnswers.strong}
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** Checks passed per attempt at this question, drawn as bars with their numbers written. */
export function AttemptsChart({ answers }: { answers: InterviewAnswer[] }) {
  if (answers.length < 2) return null;
  return (
    <section aria-labelledby="attempts-heading" className="mt-6">
      <h3 id="attempts-heading" className="font-semibold">
        Your attempts at this question
      </h3>
      <ol className="mt-2 space-y-2">
        {answers.map((a, i) => {
          const passed = a.checks.filter((c) => c.passed).length;
          const total = a.checks.length || 1;
          return (
            <li key={a.id}>
              <span className="text-sm">
                Attempt {i + 1}: {passed} of {a.checks.length} checks passed
              </span>
              <div aria-hidden className="mt-1 h-3 w-full rounded bg-slate-200">
                <div
                  className="h-3 rounded bg-blue-700"
                  style={{ width: `${Math.round((passed / total) * 100)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
