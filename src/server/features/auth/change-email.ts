import {
  findUserByEmail,
  findUserById,
  moveAccountTo,
  type UserRow,
} from '../../core/users/users.queries';
import { isUniqueViolation } from '../../db/errors';
import { emailChangeMessage, emailChangedMessage } from '../../lib/mail/account-emails';
import { queueMailIn } from '../../lib/mail/mail-outbox';
import { CHANGE_EMAIL_TTL_MINUTES, LINK_PAGES, type AuthContext } from './auth-context';
import { issueEmailToken, retireEmailTokens, useEmailToken } from './email-tokens.queries';

export type EmailChangeRequest =
  | { status: 'sent'; newEmail: string }
  | { status: 'gone' }
  | { status: 'wrong-password' }
  | { status: 'same-address' }
  | { status: 'taken' };

/**
 * She asks to sign in with another address: her password first (`checkPassword`, under its
 * per-account budget), then one link to the new address, queued in the transaction that issues
 * it. Nothing changes until the link is opened, so a typo cannot lock her out; an earlier link
 * she asked for stops working, so only the last address she typed can win.
 */
export async function requestEmailChange(
  ctx: Pick<AuthContext, 'db' | 'queue' | 'absoluteUrl'>,
  input: {
    userId: string;
    newEmail: string;
    currentPassword: string;
    checkPassword: (user: UserRow, password: string) => Promise<boolean>;
  },
): Promise<EmailChangeRequest> {
  const user = await findUserById(ctx.db, input.userId);
  if (!user) return { status: 'gone' };
  if (!(await input.checkPassword(user, input.currentPassword)))
    return { status: 'wrong-password' };
  if (user.email.toLowerCase() === input.newEmail.toLowerCase()) return { status: 'same-address' };
  const holder = await findUserByEmail(ctx.db, input.newEmail);
  if (holder) return { status: 'taken' };
  await ctx.db.transaction(async (tx) => {
    await retireEmailTokens(tx, user.id, 'change_email');
    const token = await issueEmailToken(tx, {
      userId: user.id,
      purpose: 'change_email',
      email: input.newEmail,
      ttlMinutes: CHANGE_EMAIL_TTL_MINUTES,
    });
    await queueMailIn(
      tx,
      ctx.queue,
      emailChangeMessage(user, {
        newEmail: input.newEmail,
        url: ctx.absoluteUrl(`${LINK_PAGES.confirmEmailChange}?token=${token}`),
        ttlMinutes: CHANGE_EMAIL_TTL_MINUTES,
      }),
    );
  });
  return { status: 'sent', newEmail: input.newEmail };
}

export type EmailChangeConfirm =
  | { status: 'changed'; userId: string; email: string }
  | { status: 'used' | 'expired' | 'invalid' | 'taken' };

/**
 * The link from the new address: her account moves to it, verified (the link proves mail reaches
 * it) and no longer marked bounced; links mailed to the old address stop working, and the old
 * address is told, in the same transaction, with a way to reach us if it was not her. Another
 * account that took the address meanwhile wins: the link then changes nothing.
 */
export async function confirmEmailChange(
  ctx: Pick<AuthContext, 'db' | 'queue' | 'sessionCache'>,
  input: { token: string; contactEmail: string },
): Promise<EmailChangeConfirm> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const use = await useEmailToken(tx, input.token, 'change_email');
      if (use.status !== 'ok') return { status: use.status };
      const before = await findUserById(tx, use.userId);
      if (!before) return { status: 'invalid' };
      const moved = await moveAccountTo(tx, use.userId, use.email);
      if (!moved) return { status: 'taken' };
      await retireEmailTokens(tx, use.userId, 'verify_email');
      await retireEmailTokens(tx, use.userId, 'reset_password');
      await queueMailIn(
        tx,
        ctx.queue,
        emailChangedMessage(before, { newEmail: use.email, contactEmail: input.contactEmail }),
      );
      return { status: 'changed' as const, userId: use.userId, email: use.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'taken' };
    throw error;
  }
}
