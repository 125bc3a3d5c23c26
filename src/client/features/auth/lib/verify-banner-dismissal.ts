const KEY = 'c2c:verify-banner-dismissed';

/**
 * "Dismiss" on the verification banner lasts this visit: sessionStorage ends with the tab, so the
 * next visit asks again until her address is confirmed. It holds whose banner was dismissed, so
 * another person signing in on the same tab still sees her own.
 */
export const verifyBannerDismissal = {
  isDismissed(userId: string): boolean {
    try {
      return window.sessionStorage.getItem(KEY) === userId;
    } catch {
      return false;
    }
  },
  dismiss(userId: string): void {
    try {
      window.sessionStorage.setItem(KEY, userId);
    } catch {
      // Storage disabled: the banner stays hidden until the page is reloaded.
    }
  },
};
