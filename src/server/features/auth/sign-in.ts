import type { FastifyRequest } from 'fastify';
import { verifyPassword } from '../../core/auth/password';
import { claimLockNotice, findUserByEmail, type UserRow } from '../../core/users/users.queries';
import { accountLockedMessage } from '../../lib/mail/account-emails';
import { queueMailIn } from '../../lib/mail/mail-outbox';
import { LINK_PAGES, type AuthContext } from './auth-context';
import { readDeviceCookie } from './device-cookie';
import {
  attemptsInWindow,
  clearKey,
  giveBack,
  reserve,
  type Budget,
  type Reservation,
} from './throttle.queries';

export type SignInResult =
  | { status: 'ok'; user: UserRow }
  | { status: 'wrong' }
  /** `accountLocked`: the account's budget is spent (a password reset lifts it); else the address's. */
  | { status: 'throttled'; retryAfter: number; accountLocked: boolean };

/** "Sign-in paused" emails: at most one a day, whatever the attacker does. */
const LOCK_NOTICE_QUIET_HOURS = 24;

export const accountKey = (email: string) => `login:account:${email.toLowerCase()}`;

/**
 * One sign-in attempt (ADR 013):
 * 1. A browser holding her device cookie is counted under that cookie alone; any other browser
 *    under the account (5 in 15 minutes) and its address (20 in 15 minutes). Unknown emails are
 *    counted the same way, so the limits say nothing about who has an account.
 * 2. The slot is reserved before the password is checked, atomically (throttle.queries.ts): when
 *    the budget is spent the password is never checked, however many requests arrive at once.
 * 3. A right password gives the slot back and clears the failures of what it was counted under; a
 *    wrong one leaves it as a failure. The failure that locks the account emails her, once.
 */
export async function signIn(
  ctx: AuthContext,
  request: FastifyRequest,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const { db, config } = request.server;
  const limits = config.login;
  const windowSeconds = limits.windowMinutes * 60;
  const account: Budget = {
    key: accountKey(credentials.email),
    max: limits.maxFailuresPerEmail,
    windowSeconds,
  };
  const address: Budget = {
    key: `login:ip:${request.ip}`,
    max: limits.maxFailuresPerIp,
    windowSeconds,
  };

  const user = await findUserByEmail(db, credentials.email);
  const device = readDeviceCookie(request, ctx.signer);
  let countedUnder: Budget[] | undefined;
  let reservation: Reservation | undefined;
  if (user && device?.userId === user.id) {
    const own: Budget = {
      key: `login:device:${device.nonce}`,
      max: limits.maxFailuresPerEmail,
      windowSeconds,
    };
    reservation = await reserve(db, [own]);
    // A device cookie that failed too often itself is a new browser again.
    if (reservation.ok) countedUnder = [own];
  }
  if (!countedUnder) {
    reservation = await reserve(db, [account, address]);
    countedUnder = [account, address];
  }
  if (!reservation?.ok) {
    return {
      status: 'throttled',
      retryAfter: reservation?.retryAfter ?? windowSeconds,
      accountLocked: reservation?.key === account.key,
    };
  }

  // Verify even with no account (against a dummy hash): an unknown email must cost the same.
  const matches = await verifyPassword(user?.passwordHash, credentials.password);
  if (user && matches) {
    await giveBack(db, reservation.attemptId);
    await clearKey(db, countedUnder[0]!.key);
    return { status: 'ok', user };
  }

  if (countedUnder[0] === account) {
    // Counted for unknown emails too, so a wrong email and a wrong password do the same work.
    const failures = await attemptsInWindow(db, account);
    // The day's one notice is claimed and its email queued together, before the answer.
    const noticed =
      user &&
      failures >= account.max &&
      (await db.transaction(async (tx) => {
        if (!(await claimLockNotice(tx, user.id, LOCK_NOTICE_QUIET_HOURS))) return false;
        await queueMailIn(
          tx,
          ctx.queue,
          accountLockedMessage(user, {
            failures: account.max,
            lockMinutes: limits.windowMinutes,
            resetUrl: ctx.absoluteUrl(LINK_PAGES.forgotPassword),
          }),
        );
        return true;
      }));
    if (user && noticed) {
      request.log.warn(
        { userId: user.id },
        'sign-in paused for new browsers after failed attempts',
      );
    }
  }
  return { status: 'wrong' };
}
