import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPeoplePage } from '@/shared/contracts/admin';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/lib/query-keys';

export const findPeople = (email: string, page: number, signal?: AbortSignal) =>
  apiRequest<AdminPeoplePage>(
    `/api/admin/users?${new URLSearchParams({ email, page: String(page) }).toString()}`,
    { signal },
  );

export const findPeopleQueryOptions = (email: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.peopleSearch(email, page),
    queryFn: ({ signal }) => findPeople(email, page, signal),
  });

/** People whose address is `email` or starts with it; nothing is asked until one is typed. */
export const useFindPeople = (email: string, page: number) =>
  useQuery({
    ...findPeopleQueryOptions(email, page),
    enabled: email.trim() !== '',
    placeholderData: keepPreviousData,
  });
