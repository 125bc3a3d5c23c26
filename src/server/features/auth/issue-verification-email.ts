import type { Database } from '../../db/client';
import type { UserRow } from '../../core/users/users.queries';
import { verifyEmailMessage } from '../../lib/mail/account-emails';
import { queueMailIn } from '../../lib/mail/mail-outbox';
import { LINK_PAGES, VERIFY_EMAIL_TTL_MINUTES, type AuthContext } from './auth-context';
import { issueEmailToken } from './email-tokens.queries';

/**
 * Issues a link that proves she receives mail at her address and queues the email carrying it, in
 * `tx`: the token and its email commit together, before the request is answered.
 */
export async function issueVerificationEmail(
  ctx: Pick<AuthContext, 'queue' | 'absoluteUrl'>,
  tx: Database,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
): Promise<void> {
  const token = await issueEmailToken(tx, {
    userId: user.id,
    purpose: 'verify_email',
    email: user.email,
    ttlMinutes: VERIFY_EMAIL_TTL_MINUTES,
  });
  await queueMailIn(
    tx,
    ctx.queue,
    verifyEmailMessage(user, {
      url: ctx.absoluteUrl(`${LINK_PAGES.verifyEmail}?token=${token}`),
      ttlMinutes: VERIFY_EMAIL_TTL_MINUTES,
    }),
  );
}
