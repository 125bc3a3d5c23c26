import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MiniCourse } from '@/shared/contracts/mini-courses';
import { apiRequest } from '@/client/lib/api-client';
import { miniCourseKeys } from '@/client/lib/query-keys';

export const miniCourseQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: miniCourseKeys.detail(slug),
    queryFn: ({ signal }) => apiRequest<MiniCourse>(`/api/mini-courses/${slug}`, { signal }),
  });

export const useMiniCourse = (slug: string) => useQuery(miniCourseQueryOptions(slug));
