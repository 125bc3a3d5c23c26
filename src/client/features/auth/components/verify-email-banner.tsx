import { useQuery } from '@tanstack/react-query';
import { MailWarning, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';
import { errorMessage } from '@/client/lib/api-client';
import { meQueryOptions } from '@/client/lib/me-query';
import { useRequestVerificationEmail } from '../api/request-verification-email';
import { unconfirmedEmailMemory } from '../lib/unconfirmed-email-memory';
import { verifyBannerDismissal } from '../lib/verify-banner-dismissal';

/** Pages that say it themselves: the link's own page, and the account page's email section. */
const QUIET_ON: readonly string[] = [paths.verifyEmail.pattern, paths.account.pattern];

/**
 * Under the navigation while GET /api/auth/me says `emailVerified: false` (ADR 013): the account
 * works meanwhile, so it asks rather than blocks, offers a new link, and can be put away for the
 * rest of this visit. Until `me` answers on a page load, what the server said last decides, so the
 * banner is there from the first paint rather than arriving above the page and moving it down.
 */
export function VerifyEmailBanner() {
  const { isSignedIn, user } = useSession();
  const { pathname } = useLocation();
  const me = useQuery({ ...meQueryOptions(), enabled: isSignedIn });
  const resend = useRequestVerificationEmail();
  const titleId = useId();
  const [dismissedFor, setDismissedFor] = useState<string | null>(() =>
    user && verifyBannerDismissal.isDismissed(user.id) ? user.id : null,
  );

  // Her own answer only: a `me` of the account signed in before her in this tab is not hers.
  const answer = user && me.data?.user.id === user.id ? me.data : undefined;
  useEffect(() => {
    if (answer) unconfirmedEmailMemory.set(answer.user.id, !answer.emailVerified);
  }, [answer]);

  if (!user) return null;
  const unconfirmed = answer
    ? !answer.emailVerified
    : unconfirmedEmailMemory.remembers(user.id) && me.data !== null;
  if (!unconfirmed) return null;
  if (dismissedFor === user.id || verifyBannerDismissal.isDismissed(user.id)) return null;
  if (QUIET_ON.includes(pathname)) return null;

  const dismiss = () => {
    verifyBannerDismissal.dismiss(user.id);
    setDismissedFor(user.id);
    // The button is gone with the banner: keep her place at the start of the page.
    document.getElementById('main')?.focus();
  };

  return (
    <section aria-labelledby={titleId} className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-start gap-x-4 gap-y-3 px-4 py-3">
        <MailWarning
          className="mt-0.5 hidden size-5 shrink-0 text-amber-800 sm:block"
          aria-hidden
        />
        <div className="min-w-0 flex-1 basis-64 text-sm text-amber-950">
          <p id={titleId} className="font-semibold">
            Please confirm your email address
          </p>
          <p>
            We sent a confirmation link to{' '}
            <span className="font-medium break-all">{answer?.user.email ?? user.email}</span>.
            Opening it confirms the address is yours, so you can always reset your password.
          </p>
          <p role="status" className={resend.isSuccess ? 'mt-1 font-medium' : undefined}>
            {resend.isSuccess ? resend.data.message : ''}
          </p>
          {resend.isError ? (
            <p role="alert" className="mt-1 font-medium text-red-800">
              {errorMessage(resend.error, 'We could not send a new link. Please try again.')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? 'Sending…' : 'Send a new link'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={dismiss}
            aria-label="Dismiss for this visit"
            className="text-amber-950 hover:bg-amber-100"
          >
            <X aria-hidden />
            Dismiss
          </Button>
        </div>
      </div>
    </section>
  );
}
