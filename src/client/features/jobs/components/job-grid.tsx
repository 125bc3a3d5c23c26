import type { CuratedJob, Job } from '@/shared/contracts/jobs';
import { Skeleton } from '@/client/components/ui/spinner';
import { JobCard } from './job-card';

/** Placeholder cards while a list loads. */
export function JobSkeletons({ count }: { count: number }) {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading jobs">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-56 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** Job cards two by two, each with its bookmark star and 'Track application'. */
export function JobGrid({
  jobs,
  recommended = false,
  bookmarked,
  onToggle,
  tracked,
  onTrack,
}: {
  jobs: (Job | CuratedJob)[];
  recommended?: boolean;
  bookmarked: ReadonlySet<string>;
  onToggle: (jobId: string) => void;
  tracked: ReadonlySet<string>;
  onTrack: (job: Job) => void;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {jobs.map((job) => (
        <JobCard
          key={job.id}
          job={job}
          recommended={recommended}
          bookmarked={bookmarked.has(job.id)}
          onToggleBookmark={() => onToggle(job.id)}
          tracked={tracked.has(job.id)}
          onTrack={() => onTrack(job)}
        />
      ))}
    </div>
  );
}
