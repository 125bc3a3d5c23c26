import { useParams } from 'react-router';
import { trackBySlug } from '@/shared/constants';
import { RequireUser } from '@/client/components/auth/require-user';
import {
  AssessmentNotFound,
  AssessmentPage,
} from '@/client/features/assessments/components/assessment-page';
import { CertificateLink } from '@/client/features/certificates/components/certificate-link';
import { useSession } from '@/client/hooks/use-session';

export function AssessmentRoute() {
  const { roleId = '' } = useParams();
  if (!trackBySlug(roleId)) return <AssessmentNotFound />;
  return (
    <RequireUser reason="Sign in to take this assessment.">
      <Assessment type={roleId} />
    </RequireUser>
  );
}

/** After a pass, the summary links the certificate it earned. */
function Assessment({ type }: { type: string }) {
  const { user } = useSession();
  const userId = user!.id;
  return (
    <AssessmentPage
      type={type}
      userId={userId}
      certificateLink={<CertificateLink track={type} userId={userId} />}
    />
  );
}
