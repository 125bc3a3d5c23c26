import { targetTracksOrDefault } from '@/shared/contracts/values/jobs';
import { RequireUser } from '@/client/components/auth/require-user';
import { ApplicationTracker } from '@/client/features/applications/components/application-tracker';
import { JobAlertsCard } from '@/client/features/applications/components/job-alerts-card';
import { useCoverLetterStates } from '@/client/features/cover-letters/api/cover-letter';
import { CoverLetterStatus } from '@/client/features/cover-letters/components/cover-letter-status';
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
  const letters = useCoverLetterStates(me.id);
  const stateOf = (applicationId: string) =>
    letters.data?.letters.find((l) => l.applicationId === applicationId)?.state ?? 'none';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <ApplicationTracker
        userId={me.id}
        cardExtra={(application) => (
          <CoverLetterStatus applicationId={application.id} state={stateOf(application.id)} />
        )}
      />
      <div className="mt-10 max-w-3xl">
        {/* A new alert starts with her target roles. */}
        <JobAlertsCard userId={me.id} defaultRoles={targetTracksOrDefault(me.targetRoles)} />
      </div>
    </div>
  );
}
