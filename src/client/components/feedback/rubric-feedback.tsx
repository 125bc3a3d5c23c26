import { Check, CircleHelp, X } from 'lucide-react';
import { useId } from 'react';
import type { RubricFeedback as Feedback, RubricLevel } from '@/shared/contracts/rubric-feedback';

const LEVELS: Record<RubricLevel, { title: string; note: string }> = {
  'not-yet': {
    title: 'Not yet',
    note: 'A few basics are still missing. The notes below say what to add.',
  },
  'entry-ready': {
    title: 'Ready for an entry-level interview',
    note: 'You have every basic a hiring manager looks for. The notes below show how to make it strong.',
  },
  strong: {
    title: 'Strong',
    note: 'You met every point a text check can see. This is work you can show in an interview.',
  },
};

/**
 * Her practice response or case answer against its leveled rubric: the level, then each check,
 * met (with her own words), not yet (with what would meet it) or hers to judge. Shared by the
 * mini-courses and the case studies.
 */
export function RubricFeedback({
  feedback,
  headingLevel = 'h2',
}: {
  feedback: Feedback;
  headingLevel?: 'h2' | 'h3';
}) {
  const headingId = useId();
  const Heading = headingLevel;
  const level = LEVELS[feedback.level];
  const improved = new Set(feedback.improved);
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="rubric-feedback"
    >
      <Heading id={headingId} className="font-semibold text-slate-900">
        Feedback on your answer: {level.title}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{level.note}</p>
      <ul className="mt-3 space-y-3">
        {feedback.checks.map((check) => (
          <li key={check.id} className="flex gap-2 break-words">
            {check.selfJudged ? (
              <CircleHelp aria-hidden className="mt-1 size-4 shrink-0 text-slate-700" />
            ) : check.passed ? (
              <Check aria-hidden className="mt-1 size-4 shrink-0 text-green-700" />
            ) : (
              <X aria-hidden className="mt-1 size-4 shrink-0 text-red-700" />
            )}
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                <span className="sr-only">
                  {check.selfJudged ? 'For you to judge: ' : check.passed ? 'Met: ' : 'Not yet: '}
                </span>
                {check.label}
                {improved.has(check.id) ? (
                  <span className="ml-2 rounded bg-green-100 px-1.5 text-sm text-green-900">
                    New this time
                  </span>
                ) : null}
              </p>
              {check.selfJudged ? (
                <p className="text-sm text-slate-700">
                  For you to judge: no text check can see this.
                </p>
              ) : check.passed && check.quote ? (
                <p className="text-sm text-slate-700">
                  Your words: <q className="font-medium text-slate-900">{check.quote}</q>
                </p>
              ) : check.hint ? (
                <p className="text-sm text-slate-700">{check.hint}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
