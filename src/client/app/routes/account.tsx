import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RequireUser } from '@/client/components/auth/require-user';
import { paths } from '@/client/config/paths';
import { AccountData } from '@/client/features/account/components/account-data';
import { BouncedAddress } from '@/client/features/account/components/bounced-address';
import {
  CHANGE_EMAIL_ANCHOR,
  ChangeEmail,
} from '@/client/features/account/components/change-email';
import { ChangePassword } from '@/client/features/account/components/change-password';
import { SignedInSessions } from '@/client/features/account/components/signed-in-sessions';
import { TimeZone } from '@/client/features/account/components/time-zone';
import { YourName } from '@/client/features/account/components/your-name';
import { EmailStatus } from '@/client/features/auth/components/email-status';
import { InterviewAccountSummary } from '@/client/features/interview/components/interview-account-summary';
import { MyCertificates } from '@/client/features/certificates/components/my-certificates';
import { useSession } from '@/client/hooks/use-session';
import { meQueryOptions } from '@/client/lib/me-query';

export function AccountRoute() {
  return (
    <RequireUser reason="Sign in to see your account.">
      <Account />
    </RequireUser>
  );
}

function Account() {
  const { user } = useSession();
  const me = user!;
  const bounced = useQuery(meQueryOptions()).data?.emailBounced;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your account</h1>
        <p className="mt-1 text-slate-700">
          Signed in as <span className="break-all">{me.email}</span>. What we keep and why is on the{' '}
          <Link to={paths.privacy.href()} className="font-semibold text-brand-700 underline">
            privacy page
          </Link>
          .
        </p>
      </div>
      <BouncedAddress email={me.email} bounced={bounced} changeAnchor={CHANGE_EMAIL_ANCHOR} />
      <YourName user={me} />
      <TimeZone user={me} />
      <EmailStatus email={me.email} />
      <ChangeEmail email={me.email} />
      <ChangePassword email={me.email} />
      <SignedInSessions />
      <MyCertificates userId={me.id} />
      <InterviewAccountSummary userId={me.id} />
      <AccountData userId={me.id} />
    </div>
  );
}
