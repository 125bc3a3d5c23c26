import { assertUncommonPassword, hashPassword } from '../../core/auth/password';
import { deleteSessionsOfUser } from '../../core/auth/sessions.queries';
import { findUserById, setPasswordHash, type UserRow } from '../../core/users/users.queries';
import { passwordChangedMessage } from '../../lib/mail/account-emails';
import { queueMailIn } from '../../lib/mail/mail-outbox';
import { LINK_PAGES, type AuthContext } from './auth-context';
import { retireEmailTokens } from './email-tokens.queries';

export type ChangeOutcome =
  | { status: 'ok'; endedSessions: number }
  | { status: 'gone' }
  | { status: 'wrong-password' }
  | { status: 'same-password' };

/**
 * A new password typed by the signed-in person: her current one is checked first (`checkPassword`,
 * under its per-account budget), then in one transaction the password is set, her reset links
 * retired, every other session ended (`keepTokenHash` is the one she is using) and the "your
 * password was changed" email queued, so the notice commits with the change.
 */
export async function changePassword(
  ctx: Pick<AuthContext, 'db' | 'queue' | 'absoluteUrl' | 'sessionCache'>,
  input: {
    userId: string;
    currentPassword: string;
    newPassword: string;
    keepTokenHash: string | undefined;
    checkPassword: (user: UserRow, password: string) => Promise<boolean>;
  },
): Promise<ChangeOutcome> {
  // Read fresh: another instance may have changed it in the seconds a cached row lives.
  const user = await findUserById(ctx.db, input.userId);
  if (!user) return { status: 'gone' };
  if (!(await input.checkPassword(user, input.currentPassword)))
    return { status: 'wrong-password' };
  if (input.newPassword === input.currentPassword) return { status: 'same-password' };
  assertUncommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await retireEmailTokens(tx, user.id, 'reset_password');
    const ended = await deleteSessionsOfUser(tx, user.id, input.keepTokenHash);
    await queueMailIn(
      tx,
      ctx.queue,
      passwordChangedMessage(user, {
        how: 'changed',
        endedSessions: ended.length,
        resetUrl: ctx.absoluteUrl(LINK_PAGES.forgotPassword),
      }),
    );
    return ended;
  });
  ctx.sessionCache.forgetTokenHashes(ended);
  ctx.sessionCache.forgetUser(user.id);
  return { status: 'ok', endedSessions: ended.length };
}
