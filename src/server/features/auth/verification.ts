import type { UserRow } from '../../core/users/users.queries';
import { verifyEmailMessage } from '../../lib/mail/account-emails';
import { LINK_PAGES, VERIFY_EMAIL_TTL_MINUTES, type AuthContext } from './auth-context';
import { issueEmailToken } from './email-tokens.queries';

/** Mails her a link that proves she receives mail at her address (decided after the answer, sent from the outbox). */
export function sendVerificationEmail(ctx: AuthContext, user: UserRow): void {
  ctx.mail.send('verify email', async (tx) => {
    const token = await issueEmailToken(tx, {
      userId: user.id,
      purpose: 'verify_email',
      email: user.email,
      ttlMinutes: VERIFY_EMAIL_TTL_MINUTES,
    });
    return verifyEmailMessage(user, {
      url: ctx.absoluteUrl(`${LINK_PAGES.verifyEmail}?token=${token}`),
      ttlMinutes: VERIFY_EMAIL_TTL_MINUTES,
    });
  });
}
