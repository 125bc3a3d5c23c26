import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCertificate } from '@/shared/contracts/certificates';
import { apiRequest } from '@/client/lib/api-client';
import { certificateKeys } from '@/client/lib/query-keys';

/** The public verification record behind a certificate's link. */
export const publicCertificateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: certificateKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<PublicCertificate>(`/api/certificates/${id}`, { signal }),
  });

export const usePublicCertificate = (id: string) => useQuery(publicCertificateQueryOptions(id));

export const certificatePdfHref = (id: string) => `/api/certificates/${id}/pdf`;
