import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackSlug } from '@/shared/constants';
import { TRACK_BY_SLUG } from '@/shared/constants';
import type { ResumeTranslation, TranslationList } from '@/shared/contracts/resume-translator';
import { apiRequest } from '@/client/lib/api-client';
import { resumeTranslationKeys } from '@/client/lib/query-keys';
import { listEntryOf, withListEntry } from '../lib/translation-cache';
import { translationsPath } from './get-translations';

/**
 * Builds (or, when her resume changed, rebuilds keeping her decisions) the translation for one
 * role. A 409 (RESUME_REQUIRED) means she has no resume yet. The answer is the whole translation,
 * so it is set, not refetched; the role list learns of it too.
 */
export function useBuildTranslation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleType: TrackSlug) =>
      apiRequest<ResumeTranslation>(translationsPath(userId), {
        method: 'POST',
        body: { role: TRACK_BY_SLUG[roleType].roleName },
      }),
    onSuccess: (translation) => {
      queryClient.setQueryData(
        resumeTranslationKeys.detail(userId, translation.roleType),
        translation,
      );
      queryClient.setQueryData<TranslationList>(resumeTranslationKeys.list(userId), (list) =>
        list ? withListEntry(list, listEntryOf(translation)) : list,
      );
    },
  });
}
