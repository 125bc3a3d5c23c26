/** Business constants from the spec (part-1 §9, part-2 §9). One copy each. */

export const ROLE_NAMES = [
  'Sales Representative',
  'Customer Success Manager',
  'Learning & Development Specialist',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** The roleType enum used by courses, learning paths and career kits. */
export const ROLE_TYPES = ['sales', 'customer_success', 'learning_development'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** The one track id (docs/architecture.md): /course/{slug}, /assessment/{slug}, every table's track. */
export const TRACK_SLUGS = ['sales', 'customer-success', 'learning-development'] as const;
export type TrackSlug = (typeof TRACK_SLUGS)[number];

export interface Track {
  roleName: RoleName;
  roleType: RoleType;
  slug: TrackSlug;
  /** Course id in payments (part-1 §3). */
  courseId: number;
  /** Short name used on cards and in "Take the {track} Assessment". */
  label: string;
  color: 'blue' | 'green' | 'purple';
}

export const TRACKS: readonly Track[] = [
  {
    roleName: 'Sales Representative',
    roleType: 'sales',
    slug: 'sales',
    courseId: 6,
    label: 'Sales',
    color: 'blue',
  },
  {
    roleName: 'Customer Success Manager',
    roleType: 'customer_success',
    slug: 'customer-success',
    courseId: 7,
    label: 'Customer Success',
    color: 'green',
  },
  {
    roleName: 'Learning & Development Specialist',
    roleType: 'learning_development',
    slug: 'learning-development',
    courseId: 8,
    label: 'Learning & Development',
    color: 'purple',
  },
];

/** The one internal track id is the slug; this gives the track of one that is known to be valid. */
export const TRACK_BY_SLUG = Object.fromEntries(TRACKS.map((t) => [t.slug, t])) as Record<
  TrackSlug,
  Track
>;

export const TRACK_BY_ROLE_NAME = Object.fromEntries(TRACKS.map((t) => [t.roleName, t])) as Record<
  RoleName,
  Track
>;

export function trackBySlug(slug: string): Track | undefined {
  return TRACKS.find((t) => t.slug === slug);
}
export function trackByRoleType(roleType: string): Track | undefined {
  return TRACKS.find((t) => t.roleType === roleType);
}
export function trackByRoleName(name: string): Track | undefined {
  return TRACKS.find((t) => t.roleName === name);
}
export function trackByCourseId(courseId: number): Track | undefined {
  return TRACKS.find((t) => t.courseId === courseId);
}

export const PASS_MARK_PERCENT = 70;
export const ASSESSMENT_QUESTION_COUNT = 24;

/** New passwords only: older, shorter ones still sign in (the login contract asks for any). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** The kinds of resume file read (by their bytes, never their name). */
export const RESUME_FILE_TYPES = ['pdf', 'docx', 'doc', 'txt'] as const;
export type ResumeFileType = (typeof RESUME_FILE_TYPES)[number];
/** Profile form resume text longer than this is sent through the upload call (part-1 §5). */
export const RESUME_TEXT_UPLOAD_THRESHOLD = 100;
export const DEFAULT_YEARS_EXPERIENCE = 5;

export const DASHBOARD_JOBS_PER_PATH = 2;

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Salary bands shown on /explore (part-1 §9). */
export const SALARY_BANDS: Record<RoleType, string> = {
  sales: '$45k-$85k',
  customer_success: '$50k-$90k',
  learning_development: '$55k-$95k',
};

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
/** Button labels show whole dollars: "Unlock course · $29". */
export function formatPriceShort(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : formatPrice(cents);
}

/** The one label of every button that buys a course, with its price (walk-through m8). */
export function unlockCourseLabel(priceCents: number): string {
  return `Unlock course · ${formatPriceShort(priceCents)}`;
}
