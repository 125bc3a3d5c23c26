import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Application } from '@/shared/contracts/applications';
import { apiRequest } from '@/client/lib/api-client';
import { applicationKeys } from '@/client/lib/query-keys';

export const applicationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: applicationKeys.list(userId),
    queryFn: ({ signal }) =>
      apiRequest<Application[]>(`/api/users/${userId}/applications`, { signal }),
  });

export const useApplications = (userId: string) => useQuery(applicationsQueryOptions(userId));

export const applicationsCsvHref = (userId: string) =>
  `/api/users/${userId}/applications/export.csv`;
