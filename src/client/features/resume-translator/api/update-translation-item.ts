import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TrackSlug } from '@/shared/constants';
import type {
  ResumeTranslation,
  TranslationItemResponse,
  TranslationList,
  UpdateTranslationItem,
} from '@/shared/contracts/resume-translator';
import { apiRequest } from '@/client/lib/api-client';
import { resumeTranslationKeys } from '@/client/lib/query-keys';
import { withItem } from '../lib/translation-cache';
import { translationPath } from './get-translation';

export const patchTranslationItem = (
  userId: string,
  roleType: TrackSlug,
  itemId: string,
  body: UpdateTranslationItem,
) =>
  apiRequest<TranslationItemResponse>(
    `${translationPath(userId, roleType)}/items/${encodeURIComponent(itemId)}`,
    { method: 'PATCH', body },
  );

/** Puts the server's answer for one item into the translation and the role list's progress. */
export function storeItemResponse(
  queryClient: QueryClient,
  userId: string,
  roleType: TrackSlug,
  response: TranslationItemResponse,
) {
  queryClient.setQueryData<ResumeTranslation>(
    resumeTranslationKeys.detail(userId, roleType),
    (translation) => (translation ? withItem(translation, response) : translation),
  );
  queryClient.setQueryData<TranslationList>(resumeTranslationKeys.list(userId), (list) =>
    list
      ? {
          ...list,
          translations: list.translations.map((t) =>
            t.roleType === roleType ? { ...t, progress: response.progress } : t,
          ),
        }
      : list,
  );
}

/**
 * Her decision on one line: accept (true), keep her original (false), not reviewed (null), or her
 * own wording (`text`, fact-checked by the server: a 422 names what her resume does not state).
 */
export function useUpdateTranslationItem(userId: string, roleType: TrackSlug, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTranslationItem) =>
      patchTranslationItem(userId, roleType, itemId, body),
    onSuccess: (response) => storeItemResponse(queryClient, userId, roleType, response),
  });
}
