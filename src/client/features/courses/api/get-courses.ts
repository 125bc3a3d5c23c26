import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@/shared/contracts/courses';
import type { User } from '@/shared/contracts/users';
import { apiRequest, failWith } from '@/client/lib/api-client';
import { courseKeys } from '@/client/lib/query-keys';

/** Spec part-2 §8: the error the catalogue's read throws. */
export const COURSES_ERROR = 'Failed to fetch courses';

/** The catalogue as a visitor sees it: nothing paid, nothing completed. */
export const coursesQueryOptions = () =>
  queryOptions({
    queryKey: courseKeys.list(null),
    queryFn: ({ signal }) => apiRequest<Course[]>('/api/courses', { signal }),
  });

export const useCourses = () => useQuery(coursesQueryOptions());

/** The catalogue with her hasPaid, completed and completed-module counts. */
export const userCoursesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: courseKeys.list(userId),
    queryFn: ({ signal }) =>
      apiRequest<Course[]>(`/api/courses?userId=${encodeURIComponent(userId)}`, { signal }).catch(
        failWith(COURSES_ERROR),
      ),
  });

export const useUserCourses = (userId: string) => useQuery(userCoursesQueryOptions(userId));

/** The catalogue as whoever is looking sees it: hers when signed in, a visitor's otherwise. */
export const useCatalogue = (user: User | null) =>
  useQuery(user ? userCoursesQueryOptions(user.id) : coursesQueryOptions());
