import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslationList } from '@/shared/contracts/resume-translator';
import { apiRequest } from '@/client/lib/api-client';
import { resumeTranslationKeys } from '@/client/lib/query-keys';

export const translationsPath = (userId: string) => `/api/users/${userId}/resume-translations`;

/** The roles she has translated her resume for: the role picker shows which are built. */
export const translationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: resumeTranslationKeys.list(userId),
    queryFn: ({ signal }) => apiRequest<TranslationList>(translationsPath(userId), { signal }),
  });

export const useTranslations = (userId: string) => useQuery(translationsQueryOptions(userId));
