import { assertUncommonPassword, hashPassword } from '../../core/auth/password';
import { deleteSessionsOfUser } from '../../core/auth/sessions.queries';
import { findUserById, markEmailVerified, setPasswordHash } from '../../core/users/users.queries';
import { passwordChangedMessage } from '../../lib/mail/account-emails';
import { queueMailIn } from '../../lib/mail/mail-outbox';
import { LINK_PAGES, type AuthContext } from './auth-context';
import { retireEmailTokens, useEmailToken, type TokenUse } from './email-tokens.queries';
import { accountKey } from './sign-in';
import { clearKey } from './throttle.queries';

export type ResetOutcome =
  { status: 'ok'; userId: string; endedSessions: number } | Exclude<TokenUse, { status: 'ok' }>;

/**
 * A new password by an emailed link, in one transaction: the link is claimed (once, whoever
 * races), the password set, the address proven, the other links retired, every session ended, the
 * sign-in pause a stranger caused lifted and the "your password was changed" email queued. A
 * failure anywhere leaves the link unused, the old password in place and no email.
 */
export async function resetPassword(
  ctx: Pick<AuthContext, 'db' | 'queue' | 'absoluteUrl' | 'sessionCache'>,
  input: { token: string; password: string },
): Promise<ResetOutcome> {
  assertUncommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  type Claimed =
    Exclude<TokenUse, { status: 'ok' }> | { status: 'ok'; userId: string; ended: string[] };
  const outcome = await ctx.db.transaction(async (tx): Promise<Claimed> => {
    const use = await useEmailToken(tx, input.token, 'reset_password');
    if (use.status !== 'ok') return use;
    await setPasswordHash(tx, use.userId, passwordHash);
    await markEmailVerified(tx, use.userId, use.email);
    await retireEmailTokens(tx, use.userId, 'reset_password');
    const ended = await deleteSessionsOfUser(tx, use.userId);
    const user = await findUserById(tx, use.userId);
    if (user) {
      // Proof she owns the address: the guesses that paused sign-in no longer matter.
      await clearKey(tx, accountKey(user.email));
      await queueMailIn(
        tx,
        ctx.queue,
        passwordChangedMessage(user, {
          how: 'reset',
          endedSessions: ended.length,
          resetUrl: ctx.absoluteUrl(LINK_PAGES.forgotPassword),
        }),
      );
    }
    return { status: 'ok', userId: use.userId, ended };
  });
  if (outcome.status !== 'ok') return outcome;
  // After the commit: a request that read the old rows before it must not keep them cached.
  ctx.sessionCache.forgetTokenHashes(outcome.ended);
  ctx.sessionCache.forgetUser(outcome.userId);
  return { status: 'ok', userId: outcome.userId, endedSessions: outcome.ended.length };
}
