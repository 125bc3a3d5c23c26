/** Ends in her id, so a deliberate logout removes it with her other keys (session-store.ts). */
const keyOf = (userId: string) => `c2c:email-unconfirmed_${userId}`;

/**
 * Whether her address was still unconfirmed the last time the server said so (at sign-up, or in
 * GET /api/auth/me), kept in localStorage: the verify-email banner is then part of the page's
 * first paint instead of pushing the page down when `me` answers a moment later (issue 33).
 * The server's answer still decides: it replaces what is remembered as soon as it comes.
 */
export const unconfirmedEmailMemory = {
  remembers(userId: string): boolean {
    try {
      return window.localStorage.getItem(keyOf(userId)) === '1';
    } catch {
      return false;
    }
  },
  set(userId: string, unconfirmed: boolean): void {
    try {
      if (unconfirmed) window.localStorage.setItem(keyOf(userId), '1');
      else window.localStorage.removeItem(keyOf(userId));
    } catch {
      // Storage disabled: the banner waits for the server's answer, as it did.
    }
  },
};
