import { queryOptions } from '@tanstack/react-query';
import type { JobDescription } from '@/shared/contracts/jobs';
import { apiRequest } from '@/client/lib/api-client';
import { jobKeys } from '@/client/lib/query-keys';

/** A posting's whole text, for a card whose feed page carried only its beginning. */
export const jobDescriptionQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.description(jobId),
    queryFn: ({ signal }) =>
      apiRequest<JobDescription>(`/api/jobs/${encodeURIComponent(jobId)}/description`, {
        signal,
      }),
    // A posting's text does not change while she reads the feed.
    staleTime: 30 * 60_000,
  });
