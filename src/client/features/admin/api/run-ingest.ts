import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IngestRun } from '@/shared/contracts/jobs';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys, invalidateKeys, jobKeys } from '@/client/lib/query-keys';

export const runIngest = () => apiRequest<IngestRun>('/api/admin/jobs/ingest', { method: 'POST' });

/** An ingest also sends the alerts that are due, so both run lists and the feed are read again. */
export function useRunIngest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runIngest,
    onSettled: () =>
      invalidateKeys(queryClient, [adminKeys.ingestRuns(), adminKeys.alertRuns(), jobKeys.all]),
  });
}
