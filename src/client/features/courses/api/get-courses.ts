import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@/shared/contracts/courses';
import { apiRequest } from '@/client/lib/api-client';

export const coursesQueryOptions = () =>
  queryOptions({
    queryKey: ['courses'],
    queryFn: ({ signal }) => apiRequest<Course[]>('/api/courses', { signal }),
  });

export const useCourses = () => useQuery(coursesQueryOptions());
