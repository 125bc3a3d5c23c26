import { RequireUser } from '@/client/components/auth/require-user';
import { useTrackedJobs } from '@/client/features/applications/hooks/use-tracked-jobs';
import { JobFeed } from '@/client/features/jobs/components/job-feed';
import { useSession } from '@/client/hooks/use-session';

export function JobsRoute() {
  return (
    <RequireUser reason="Sign in to see your jobs.">
      <Jobs />
    </RequireUser>
  );
}

/** The feed, with her applications board's 'Track application' on every job. */
function Jobs() {
  const { user } = useSession();
  const me = user!;
  const applications = useTrackedJobs(me.id);
  return <JobFeed user={me} tracked={applications.tracked} onTrack={applications.track} />;
}
