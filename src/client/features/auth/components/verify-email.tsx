import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';
import { errorMessage } from '@/client/lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';
import { useRequestVerificationEmail } from '../api/request-verification-email';

const MISSING =
  'This link is missing its code. Open the whole link from the email, or ask for a new one.';

const HEADINGS = {
  verify: { busy: 'Confirming your email address…', done: 'Email address confirmed' },
  change: { busy: 'Changing your email address…', done: 'Email address changed' },
};

/**
 * The link in the "Confirm your email address" email, or (`purpose` 'change') in the "Confirm
 * your new email address" one: confirms on arrival, signed in or not.
 */
export function VerifyEmail({
  token,
  purpose = 'verify',
}: {
  token: string;
  purpose?: 'verify' | 'change';
}) {
  const { isSignedIn } = useSession();
  const confirm = useConfirmEmail(purpose);
  const { mutate } = confirm;
  // Once per page: a second post of a used link would answer "already verified" anyway, but
  // there is no reason to spend the link twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const failed = !token || confirm.isError;
  const heading = failed
    ? 'This link did not work'
    : confirm.isSuccess
      ? HEADINGS[purpose].done
      : HEADINGS[purpose].busy;
  const Icon = failed ? CircleAlert : confirm.isSuccess ? CircleCheck : Loader2;

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col px-4 py-12 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
            <Icon
              aria-hidden
              className={
                failed
                  ? 'size-6 shrink-0 text-red-700'
                  : confirm.isSuccess
                    ? 'size-6 shrink-0 text-emerald-700'
                    : 'size-6 shrink-0 animate-spin text-brand-700'
              }
            />
            {heading}
          </h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-slate-700 [overflow-wrap:anywhere]" role={failed ? 'alert' : 'status'}>
            {!token
              ? MISSING
              : confirm.isError
                ? errorMessage(
                    confirm.error,
                    'We could not confirm your address just now. Please open the link again.',
                  )
                : confirm.isSuccess
                  ? confirm.data.message
                  : 'One moment.'}
          </p>
          {failed && isSignedIn && purpose === 'verify' ? <ResendLink /> : null}
          {failed && isSignedIn && purpose === 'change' ? (
            <Link
              to={paths.account.href()}
              className="text-sm font-semibold text-brand-700 underline"
            >
              Ask for a new link on your account page
            </Link>
          ) : null}
          {failed && !isSignedIn ? (
            <p className="text-sm text-slate-700">
              Sign in to ask for a new link from your account page.
            </p>
          ) : null}
          {failed || confirm.isSuccess ? (
            <Button asChild variant={failed ? 'outline' : 'default'} className="w-fit">
              {isSignedIn ? (
                <Link to={paths.dashboard.href()}>Go to your dashboard</Link>
              ) : (
                <Link to={paths.login.href()}>Sign in</Link>
              )}
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

function ResendLink() {
  const resend = useRequestVerificationEmail();
  return (
    <div className="grid gap-2">
      <div>
        <Button disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending…' : 'Send a new link'}
        </Button>
      </div>
      <p role="status" className={resend.isSuccess ? 'text-sm text-slate-800' : 'sr-only'}>
        {resend.isSuccess ? resend.data.message : ''}
      </p>
      {resend.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(resend.error, 'We could not send a new link. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}
