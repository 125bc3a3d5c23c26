import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CoverLetter,
  CoverLetterStates,
  CreateCoverLetter,
  UpdateCoverLetter,
} from '@/shared/contracts/cover-letters';
import { ApiError, apiRequest } from '@/client/lib/api-client';
import { coverLetterKeys } from '@/client/lib/query-keys';

const letterUrl = (userId: string, applicationId: string) =>
  `/api/users/${userId}/applications/${applicationId}/cover-letter`;

export const coverLetterExportHref = (
  userId: string,
  applicationId: string,
  format: 'docx' | 'pdf',
) => `${letterUrl(userId, applicationId)}?format=${format}`;

/** Her letter for one application; null until she builds one. */
export const coverLetterQueryOptions = (userId: string, applicationId: string) =>
  queryOptions({
    queryKey: coverLetterKeys.letter(userId, applicationId),
    queryFn: ({ signal }) =>
      apiRequest<CoverLetter>(letterUrl(userId, applicationId), { signal }).catch(
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
  });

/** Asked only once the states say she has one, so a page without a letter asks nothing that fails. */
export const useCoverLetter = (userId: string, applicationId: string, exists: boolean) =>
  useQuery({ ...coverLetterQueryOptions(userId, applicationId), enabled: exists });

/** Each letter's state (draft, ready), for the tracker's cards. */
export const useCoverLetterStates = (userId: string) =>
  useQuery({
    queryKey: coverLetterKeys.states(userId),
    queryFn: ({ signal }) =>
      apiRequest<CoverLetterStates>(`/api/users/${userId}/cover-letters`, { signal }),
  });

function useSaveLetter(userId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return (letter: CoverLetter) => {
    queryClient.setQueryData(coverLetterKeys.letter(userId, applicationId), letter);
    void queryClient.invalidateQueries({ queryKey: coverLetterKeys.states(userId) });
  };
}

/** Builds (or rebuilds) the letter, short or standard, with a pasted posting when it needs one. */
export function useBuildCoverLetter(userId: string, applicationId: string) {
  const save = useSaveLetter(userId, applicationId);
  return useMutation({
    mutationFn: (body: CreateCoverLetter) =>
      apiRequest<CoverLetter>(letterUrl(userId, applicationId), { method: 'POST', body }),
    onSuccess: save,
  });
}

/** Her edit of one sentence, or the facts she marks as hers: answered with the new flags. */
export function useUpdateCoverLetter(userId: string, applicationId: string) {
  const save = useSaveLetter(userId, applicationId);
  return useMutation({
    mutationFn: (body: UpdateCoverLetter) =>
      apiRequest<CoverLetter>(letterUrl(userId, applicationId), { method: 'PATCH', body }),
    onSuccess: save,
  });
}
