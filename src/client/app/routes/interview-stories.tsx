import { Link } from 'react-router';
import { RequireUser } from '@/client/components/auth/require-user';
import { paths } from '@/client/config/paths';
import { StoryBank } from '@/client/features/interview/components/story-bank';
import { useSession } from '@/client/hooks/use-session';

export function InterviewStoriesRoute() {
  return (
    <RequireUser reason="Sign in to write your interview stories.">
      <InterviewStories />
    </RequireUser>
  );
}

function InterviewStories() {
  const { user } = useSession();
  const me = user!;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">Your story bank</h1>
      <p className="mb-6 text-slate-700">
        Write down the moments from your teaching you want to tell in an interview. When you
        practise, we suggest the story that fits each question.{' '}
        <Link to={paths.interview.href()} className="font-medium text-blue-800 underline">
          Back to interview practice
        </Link>
      </p>
      <StoryBank userId={me.id} />
    </div>
  );
}
