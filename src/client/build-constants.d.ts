import type { TrackSlug } from '@/shared/constants';

/** Values vite.config.ts writes into the bundle at build time (`define`). */
declare global {
  /** Modules per mini-course, counted from content/mini-courses (ADR 015). */
  const __COURSE_MODULE_COUNTS__: Record<TrackSlug, number>;
  /** Each course's price in cents, from content/courses.json. */
  const __COURSE_PRICES__: Record<TrackSlug, number>;
  /** A fingerprint of the user contract (lib/session-store.ts); undefined outside a build. */
  const __USER_CONTRACT__: string | undefined;
}
