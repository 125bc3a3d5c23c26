import { useParams } from 'react-router';
import { trackBySlug, type TrackSlug } from '@/shared/constants';
import { RequireUser } from '@/client/components/auth/require-user';
import { NotFoundPanel } from '@/client/components/layout/not-found-panel';
import { paths } from '@/client/config/paths';
import { ResumeTranslatorPage } from '@/client/features/resume-translator/components/resume-translator-page';
import { useSession } from '@/client/hooks/use-session';

export function ResumeTranslatorRoute() {
  const { roleType = '' } = useParams();
  const track = trackBySlug(roleType);
  if (!track) {
    return (
      <NotFoundPanel
        title="Role Not Found"
        text="The resume translator works for Sales, Customer Success and Learning & Development."
        linkTo={paths.resumeTranslator.href('customer-success')}
        linkLabel="Translate for Customer Success"
      />
    );
  }
  return (
    <RequireUser reason="Sign in to translate your resume.">
      <Translator roleType={track.slug} />
    </RequireUser>
  );
}

function Translator({ roleType }: { roleType: TrackSlug }) {
  const { user } = useSession();
  return <ResumeTranslatorPage userId={user!.id} roleType={roleType} />;
}
