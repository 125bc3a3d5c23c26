import { findUserByEmail } from '../../core/users/users.queries';
import { passwordResetMessage } from '../../lib/mail/account-emails';
import { queueMailIn } from '../../lib/mail/mail-outbox';
import { LINK_PAGES, RESET_PASSWORD_TTL_MINUTES, type AuthContext } from './auth-context';
import { issueEmailToken } from './email-tokens.queries';
import { reserve } from './throttle.queries';

/** Reset emails per address per hour: past it, no email (the answer stays the same). */
const RESET_EMAILS_PER_ACCOUNT = 3;

/**
 * A forgotten password: when an account uses `email` (and has had fewer than 3 links this hour),
 * a single-use link is issued and the email carrying it queued, in one transaction that commits
 * before the request is answered, so a crash after the answer cannot lose it (issue 26).
 *
 * The hourly budget is spent by the address asked for, known or not, so an unknown address does
 * the same throttle write as a known one; what a known one adds (the token and the job, two
 * inserts) tells nothing that registration's "already exists" answer does not.
 */
export async function requestPasswordReset(
  ctx: Pick<AuthContext, 'db' | 'queue' | 'absoluteUrl'>,
  email: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const budget = await reserve(tx, [
      {
        key: `reset:account:${email.toLowerCase()}`,
        max: RESET_EMAILS_PER_ACCOUNT,
        windowSeconds: 3600,
      },
    ]);
    const user = await findUserByEmail(tx, email);
    if (!user || !budget.ok) return;
    const token = await issueEmailToken(tx, {
      userId: user.id,
      purpose: 'reset_password',
      email: user.email,
      ttlMinutes: RESET_PASSWORD_TTL_MINUTES,
    });
    await queueMailIn(
      tx,
      ctx.queue,
      passwordResetMessage(user, {
        url: ctx.absoluteUrl(`${LINK_PAGES.resetPassword}?token=${token}`),
        ttlMinutes: RESET_PASSWORD_TTL_MINUTES,
      }),
    );
  });
}
