import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RoleplayAttempt,
  RoleplayStep,
  RoleplaySummary,
  RoleplayTurn,
  RoleplayView,
} from '@/shared/contracts/interview-roleplay';
import { apiRequest } from '@/client/lib/api-client';
import { interviewKeys } from '@/client/lib/query-keys';

/** The scripted roleplays, one per role. */
export const useRoleplays = (userId: string) =>
  useQuery({
    queryKey: interviewKeys.roleplays(userId),
    queryFn: ({ signal }) =>
      apiRequest<{ roleplays: RoleplaySummary[] }>('/api/interview/roleplays', { signal }).then(
        (r) => r.roleplays,
      ),
  });

/** One scenario as she plays it: the setting, who she talks to and the opening line. */
export const useRoleplay = (userId: string, roleplayId: string) =>
  useQuery({
    queryKey: interviewKeys.roleplay(userId, roleplayId),
    queryFn: ({ signal }) =>
      apiRequest<RoleplayView>(`/api/interview/roleplays/${encodeURIComponent(roleplayId)}`, {
        signal,
      }),
  });

/** Her earlier attempts at one roleplay, oldest first. */
export const useRoleplayAttempts = (userId: string, roleplayId: string) =>
  useQuery({
    queryKey: interviewKeys.roleplayAttempts(userId, roleplayId),
    queryFn: ({ signal }) =>
      apiRequest<{ attempts: RoleplayAttempt[] }>(
        `/api/users/${userId}/roleplay-attempts?roleplayId=${encodeURIComponent(roleplayId)}`,
        { signal },
      ).then((r) => r.attempts),
  });

/** Where her replies so far lead: the server knows the branches, so a typed reply goes there too. */
export const useRoleplayNext = (roleplayId: string) =>
  useMutation({
    mutationFn: (turns: RoleplayTurn[]) =>
      apiRequest<{ step: RoleplayStep }>(
        `/api/interview/roleplays/${encodeURIComponent(roleplayId)}/next`,
        { method: 'POST', body: { turns } },
      ).then((r) => r.step),
  });

/** Her finished conversation, scored and kept; her attempts refetch. */
export function useSubmitRoleplay(userId: string, roleplayId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (turns: RoleplayTurn[]) =>
      apiRequest<RoleplayAttempt>(`/api/users/${userId}/roleplay-attempts`, {
        method: 'POST',
        body: { roleplayId, turns },
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: interviewKeys.roleplayAttempts(userId, roleplayId),
      }),
  });
}
