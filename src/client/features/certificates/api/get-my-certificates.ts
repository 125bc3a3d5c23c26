import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnCertificate } from '@/shared/contracts/certificates';
import { apiRequest } from '@/client/lib/api-client';
import { certificateKeys } from '@/client/lib/query-keys';

export const myCertificatesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: certificateKeys.mine(userId),
    queryFn: ({ signal }) =>
      apiRequest<OwnCertificate[]>(`/api/users/${userId}/certificates`, { signal }),
  });

export const useMyCertificates = (userId: string) => useQuery(myCertificatesQueryOptions(userId));
