/** Paths the server writes into its answers and the client links to: one spelling each. */

import type { TrackSlug } from './constants';

/** A track's career kit as a PDF (GET, public; personalised when signed in). */
export const careerKitPdfPath = (track: TrackSlug) => `/api/career-kits/${track}/pdf`;

/** The built-in test checkout page that stands in for hosted checkout without a payment key. */
export const testCheckoutPagePath = (sessionId: string) =>
  `/test-checkout/${encodeURIComponent(sessionId)}`;

/**
 * A certificate's public verification page. Anyone with the link may check it, but search engines
 * are asked not to index it (X-Robots-Tag): whether her name is findable is her choice.
 */
export const certificatePagePath = (certificateId: string) => `/certificates/${certificateId}`;
export const isCertificatePagePath = (pathname: string) =>
  /^\/certificates\/[^/]+\/?$/.test(pathname);
