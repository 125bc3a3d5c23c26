/**
 * Which checkout this tab started, so /payment-success only ever claims a purchase that happened
 * here (walk-through defect 25): set just before leaving for the payment page, read on return.
 * Read by hand rather than with zod: every page with a buy button imports this module, and zod
 * would be in their first view for it alone (ADR 015, "Signed-in routes").
 */
const KEY = 'c2c:checkout-started';
/** A hosted checkout page expires after a day; a marker older than that proves nothing. */
const MAX_AGE_MS = 24 * 3_600_000;

export function markCheckoutStarted(courseId: number, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ courseId, at: now }));
  } catch {
    // Storage disabled: the success page then says it has nothing to confirm.
  }
}

const PENDING_KEY = 'c2c:checkout-after-sign-in';

/** A visitor pressed a buy button: the course to take her to once she has signed in. */
export function rememberCheckoutAfterSignIn(courseId: number): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, String(courseId));
  } catch {
    // Storage disabled: she presses the button again after signing in.
  }
}

/** The course she was buying before signing in, once. */
export function takeCheckoutAfterSignIn(): number | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    const courseId = Number(raw);
    return raw && Number.isInteger(courseId) && courseId > 0 ? courseId : null;
  } catch {
    return null;
  }
}

/** True once per started checkout: the marker is used up when read. */
export function takeCheckoutMarker(now = Date.now()): boolean {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    if (!raw) return false;
    const marker: unknown = JSON.parse(raw);
    if (typeof marker !== 'object' || marker === null) return false;
    const { courseId, at } = marker as Record<string, unknown>;
    if (typeof courseId !== 'number' || typeof at !== 'number') return false;
    const age = now - at;
    return age >= 0 && age < MAX_AGE_MS;
  } catch {
    return false;
  }
}
