import { queryOptions } from '@tanstack/react-query';
import type { OwnCertificate, PublicCertificate } from '@/shared/contracts/certificates';
import { apiRequest } from '@/client/lib/api-client';

export const certificateKeys = {
  mine: (userId: string) => ['users', userId, 'certificates'] as const,
  public: (id: string) => ['certificates', id] as const,
};

export const myCertificatesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: certificateKeys.mine(userId),
    queryFn: ({ signal }) =>
      apiRequest<OwnCertificate[]>(`/api/users/${userId}/certificates`, { signal }),
  });

export const publicCertificateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: certificateKeys.public(id),
    queryFn: ({ signal }) => apiRequest<PublicCertificate>(`/api/certificates/${id}`, { signal }),
    retry: false,
  });

export const certificatePdfHref = (id: string) => `/api/certificates/${id}/pdf`;
