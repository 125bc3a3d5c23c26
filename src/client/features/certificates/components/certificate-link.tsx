import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { useMyCertificates } from '../api/get-my-certificates';

/** After a pass: her certificate for the track, with the link an employer can check. */
export function CertificateLink({ track, userId }: { track: string; userId: string }) {
  const certificates = useMyCertificates(userId);
  const certificate = certificates.data?.find((c) => c.track === track && c.status === 'valid');
  if (!certificate) return null;
  return (
    <p className="mt-3 text-emerald-950">
      You have earned a certificate.{' '}
      <Link className="font-semibold underline" to={paths.certificate.href(certificate.id)}>
        View and share your certificate
      </Link>
    </p>
  );
}
