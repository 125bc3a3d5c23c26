import { Link } from 'react-router';
import type { InterviewQuestion } from '@/shared/contracts/interview';
import { paths } from '@/client/config/paths';
import { useStories } from '../api/stories';

/**
 * The story of her bank that fits the question, and the bank's warnings (one story answering
 * nearly everything, fewer than five stories), so she picks what to tell before she answers.
 */
export function SuggestedStory({
  userId,
  suggestion,
}: {
  userId: string;
  suggestion: InterviewQuestion['suggestedStory'];
}) {
  const bank = useStories(userId);
  const warnings = bank.data?.warnings ?? [];
  return (
    <div className="space-y-2 rounded-md bg-slate-50 p-3 text-sm">
      {suggestion ? (
        <p>
          A story that fits: <span className="font-semibold break-words">{suggestion.title}</span>.
          Tell it as Situation, Task, Action and Result.
        </p>
      ) : (
        <p>
          None of your stories fits this question yet.{' '}
          <Link to={paths.interviewStories.href()} className="font-medium text-blue-800 underline">
            Write one in your story bank
          </Link>
          .
        </p>
      )}
      {warnings.length > 0 ? (
        <ul className="list-disc pl-5">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
