import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IngestRun } from '@/shared/contracts/jobs';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/lib/query-keys';

export const ingestRunsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.ingestRuns(),
    queryFn: ({ signal }) =>
      apiRequest<IngestRun[]>('/api/admin/jobs/ingest-runs?limit=10', { signal }),
  });

export const useIngestRuns = () => useQuery(ingestRunsQueryOptions());
