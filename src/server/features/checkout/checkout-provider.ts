/** What checkout needs from a payment provider: Stripe's hosted checkout, or the built-in test page. */
export interface CheckoutCourse {
  id: number;
  slug: string;
  title: string;
  description: string;
  priceCents: number;
}

export interface CreateSessionInput {
  userId: string;
  email: string;
  course: CheckoutCourse;
  /**
   * Paths on this site (with the literal {CHECKOUT_SESSION_ID}, replaced by the provider): the
   * hosted page gets them as absolute URLs on PUBLIC_URL; the test page, same-origin, as they are.
   */
  successPath: string;
  cancelPath: string;
}

export interface RetrievedSession {
  id: string;
  /** open: still payable; complete: paid (or finished); expired: can no longer be paid. */
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  /** The hosted page, while the session is open. */
  url: string | null;
  /** When the provider stops taking payment on it; null when it does not expire on its own. */
  expiresAt: Date | null;
  userId: string | null;
  courseId: number | null;
  amountTotal: number | null;
  currency: string | null;
}

export interface CheckoutProvider {
  mode: 'stripe' | 'test';
  createSession(input: CreateSessionInput): Promise<{ id: string; url: string }>;
  /** null when the provider has no such session. */
  retrieveSession(id: string): Promise<RetrievedSession | null>;
  /** Makes an open session unpayable; a session that is no longer open is left as it is. */
  expireSession(id: string): Promise<void>;
}
