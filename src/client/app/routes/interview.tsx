import { targetTracksOrDefault } from '@/shared/contracts/values/jobs';
import { TRACK_SLUGS } from '@/shared/constants';
import { Link } from 'react-router';
import { RequireUser } from '@/client/components/auth/require-user';
import { paths } from '@/client/config/paths';
import { InterviewPractice } from '@/client/features/interview/components/interview-practice';
import { RoleplayList } from '@/client/features/interview/components/roleplay-list';
import { useSession } from '@/client/hooks/use-session';

export function InterviewRoute() {
  return (
    <RequireUser reason="Sign in to practise interview questions.">
      <Interview />
    </RequireUser>
  );
}

function Interview() {
  const { user } = useSession();
  const me = user!;
  // Her target role first, then the others.
  const first = targetTracksOrDefault(me.targetRoles);
  const roles = [...first, ...TRACK_SLUGS.filter((slug) => !first.includes(slug))];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">Interview practice</h1>
      <p className="mb-6 text-slate-700">
        Answer one question at a time. You will see which of your own words worked, and what to add
        next time. Your{' '}
        <Link to={paths.interviewStories.href()} className="font-medium text-blue-800 underline">
          story bank
        </Link>{' '}
        keeps the moments from your teaching you want to tell.
      </p>
      <InterviewPractice userId={me.id} roles={roles} />
      <RoleplayList userId={me.id} />
    </div>
  );
}
