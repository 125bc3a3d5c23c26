import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { learningPathKeys } from '@/client/lib/query-keys';

/** Reads the learning paths again (the dashboard's ?refreshed=true after an assessment). */
export function useRefreshLearningPaths() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: learningPathKeys.all }),
    [queryClient],
  );
}
