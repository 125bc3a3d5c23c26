import { targetTracksOrDefault } from '@/shared/contracts/jobs';
import { RequireUser } from '@/client/components/auth/require-user';
import { ApplicationTracker } from '@/client/features/applications/components/application-tracker';
import { JobAlertsCard } from '@/client/features/applications/components/job-alerts-card';
import { useSession } from '@/client/hooks/use-session';

export function ApplicationsRoute() {
  return (
    <RequireUser reason="Sign in to see your applications.">
      <Applications />
    </RequireUser>
  );
}

function Applications() {
  const { user } = useSession();
  const me = user!;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <ApplicationTracker userId={me.id} />
      <div className="mt-10 max-w-3xl">
        {/* A new alert starts with her target roles. */}
        <JobAlertsCard userId={me.id} defaultRoles={targetTracksOrDefault(me.targetRoles)} />
      </div>
    </div>
  );
}
