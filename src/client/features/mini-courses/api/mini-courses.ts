import { queryOptions } from '@tanstack/react-query';
import type { MiniCourse } from '@/shared/contracts/mini-courses';
import { apiRequest } from '@/client/lib/api-client';

export const miniCourseQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['mini-courses', slug],
    queryFn: ({ signal }) => apiRequest<MiniCourse>(`/api/mini-courses/${slug}`, { signal }),
    staleTime: 0,
  });

/** Completes a module, keeping her practice response with it when she wrote one. */
export const completeModule = (slug: string, moduleId: number, response?: string) =>
  apiRequest<{ completed: true; completedCount: number; courseComplete: boolean }>(
    `/api/mini-courses/${slug}/modules/${moduleId}/complete`,
    { method: 'POST', body: response?.trim() ? { response } : {} },
  );
