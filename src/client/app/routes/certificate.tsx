import { useParams } from 'react-router';
import { CertificateView } from '@/client/features/certificates/components/certificate-view';

export function CertificateRoute() {
  const { certificateId = '' } = useParams();
  return <CertificateView certificateId={certificateId} />;
}
