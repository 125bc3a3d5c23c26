import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRACK_SLUGS } from '@/shared/constants';
import type { InterviewQuestion, Story, StoryInput } from '@/shared/contracts/interview';
import { ApiError, apiRequest } from '@/client/lib/api-client';
import { interviewKeys } from '@/client/lib/query-keys';

/** Her story bank and its warnings ("one story answers everything", "fewer than five"). */
const storiesKey = (userId: string) => [...interviewKeys.all(userId), 'stories'] as const;

export interface StoryBank {
  stories: Story[];
  warnings: string[];
}

export const useStories = (userId: string) =>
  useQuery({
    queryKey: storiesKey(userId),
    queryFn: ({ signal }) => apiRequest<StoryBank>(`/api/users/${userId}/stories`, { signal }),
  });

/** Stories drafted from her translated lines and certificates: not saved until she saves one. */
export const useDraftStories = (userId: string) =>
  useMutation({
    mutationFn: () =>
      apiRequest<{ drafts: StoryInput[] }>(`/api/users/${userId}/stories/drafts`, {
        method: 'POST',
      }).then((r) => r.drafts),
  });

/** The facts the server could not find in her resume or evidence, when it refused a story (422). */
export function refusedFacts(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const body = error.body as { facts?: unknown } | undefined;
  return Array.isArray(body?.facts)
    ? body.facts.filter((f): f is string => typeof f === 'string')
    : [];
}

/** Saves a new story (no id) or her edit of one; her bank, its warnings and her progress refetch. */
export function useSaveStory(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, story }: { id?: string; story: StoryInput }) =>
      id
        ? apiRequest<Story>(`/api/users/${userId}/stories/${id}`, { method: 'PATCH', body: story })
        : apiRequest<Story>(`/api/users/${userId}/stories`, { method: 'POST', body: story }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all(userId) }),
  });
}

export function useDeleteStory(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/users/${userId}/stories/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewKeys.all(userId) }),
  });
}

/** The competencies a story may be tagged with: those the roles' question banks probe, by role. */
export function useCompetencyOptions(userId: string) {
  return useQueries({
    queries: TRACK_SLUGS.map((role) => ({
      queryKey: interviewKeys.questions(userId, role, 'bank'),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<{ questions: InterviewQuestion[] }>(
          `/api/interview/questions?role=${encodeURIComponent(role)}`,
          { signal },
        ).then((r) => r.questions),
    })),
    combine: (results) =>
      TRACK_SLUGS.map((role, i) => {
        const seen = new Map<string, string>();
        for (const q of results[i]?.data ?? []) seen.set(q.competency, q.competencyLabel);
        return { role, options: [...seen].map(([id, label]) => ({ id, label })) };
      }).filter((group) => group.options.length > 0),
  });
}
