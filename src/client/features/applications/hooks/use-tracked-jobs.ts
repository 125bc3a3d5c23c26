import type { Job } from '@/shared/contracts/jobs';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useTrackApplication } from '../api/create-application';
import { useApplications } from '../api/get-applications';

/** For a list of feed jobs: which are already on her board, and 'Track application' for the rest. */
export function useTrackedJobs(userId: string) {
  const applications = useApplications(userId);
  const trackApplication = useTrackApplication(userId);
  const tracked: ReadonlySet<string> = new Set(
    (applications.data ?? []).flatMap((application) =>
      application.jobId ? [application.jobId] : [],
    ),
  );
  const track = (job: Pick<Job, 'id' | 'title'>) =>
    trackApplication.mutate(
      { jobId: job.id },
      {
        onSuccess: () =>
          toast({
            title: 'Application tracked',
            description: `${job.title} is on your applications board.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'This job could not be tracked. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  return { tracked, track };
}
