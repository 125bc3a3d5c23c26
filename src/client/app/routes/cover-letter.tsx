import { Link, useParams } from 'react-router';
import { RequireUser } from '@/client/components/auth/require-user';
import { paths } from '@/client/config/paths';
import { CoverLetterEditor } from '@/client/features/cover-letters/components/cover-letter-editor';
import { useSession } from '@/client/hooks/use-session';

export function CoverLetterRoute() {
  return (
    <RequireUser reason="Sign in to see your cover letter.">
      <CoverLetter />
    </RequireUser>
  );
}

function CoverLetter() {
  const { user } = useSession();
  const { applicationId = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={paths.applications.href()}
        className="text-sm text-brand-700 underline-offset-4 hover:underline"
      >
        Back to your applications
      </Link>
      <h1 className="mt-2 mb-6 text-2xl font-bold">Cover letter</h1>
      <CoverLetterEditor userId={user!.id} applicationId={applicationId} />
    </div>
  );
}
