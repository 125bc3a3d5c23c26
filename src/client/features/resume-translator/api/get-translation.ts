import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeTranslation } from '@/shared/contracts/resume-translator';
import type { TrackSlug } from '@/shared/constants';
import { apiRequest } from '@/client/lib/api-client';
import { resumeTranslationKeys } from '@/client/lib/query-keys';
import { translationsPath } from './get-translations';

export const translationPath = (userId: string, roleType: TrackSlug) =>
  `${translationsPath(userId)}/${roleType}`;

/** One role's translation. Read only once the list says it is built: an unbuilt one is a 404. */
export const translationQueryOptions = (userId: string, roleType: TrackSlug) =>
  queryOptions({
    queryKey: resumeTranslationKeys.detail(userId, roleType),
    queryFn: ({ signal }) =>
      apiRequest<ResumeTranslation>(translationPath(userId, roleType), { signal }),
  });

export const useTranslation = (userId: string, roleType: TrackSlug, enabled: boolean) =>
  useQuery({ ...translationQueryOptions(userId, roleType), enabled });
