import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every query key the client uses, one factory per feature (ADR 012). They live here, not in the
 * features, because a write in one feature changes what another reads (completing a module
 * changes the learning paths), and features do not import each other: a mutation names what it
 * changes through these factories, never through a raw array. Keys are hierarchical, so a
 * family's prefix (`learningPathKeys.forUser(id)`) invalidates every list under it.
 *
 * What she alone may read sits under ['users', id, ...] or carries her id; signing in or out
 * clears the whole cache (spec part-1 §4), so nothing of hers outlives her session.
 */

export const authKeys = {
  me: () => ['auth', 'me'] as const,
  /** Where she is signed in (GET /api/auth/sessions); the cache is cleared when she signs out. */
  sessions: () => ['auth', 'sessions'] as const,
  /** Whether an emailed reset link still works (POST /api/auth/password-reset/check). */
  resetLink: (token: string) => ['auth', 'reset-link', token] as const,
};

export const applicationKeys = {
  list: (userId: string) => ['users', userId, 'applications'] as const,
};

export const exitPlanKeys = {
  plan: (userId: string) => ['users', userId, 'exit-plan'] as const,
  comparisons: (userId: string) => ['users', userId, 'offer-comparisons'] as const,
};

/** Her cover letters (issue 29): each letter, and their states on the tracker's cards. */
export const coverLetterKeys = {
  all: (userId: string) => ['users', userId, 'cover-letters'] as const,
  states: (userId: string) => ['users', userId, 'cover-letters', 'states'] as const,
  letter: (userId: string, applicationId: string) =>
    ['users', userId, 'cover-letters', applicationId] as const,
};

export const jobAlertKeys = {
  settings: (userId: string) => ['users', userId, 'job-alerts'] as const,
};

export const assessmentKeys = {
  all: ['assessments'] as const,
  /** The questions and her status on the track; its prefix covers her latest attempt too. */
  detail: (type: string) => [...assessmentKeys.all, type] as const,
  latestAttempt: (type: string) => [...assessmentKeys.detail(type), 'latest'] as const,
};

export const certificateKeys = {
  mine: (userId: string) => ['users', userId, 'certificates'] as const,
  /** The public verification page: anyone may read it. */
  detail: (id: string) => ['certificates', id] as const,
};

export const checkoutKeys = {
  testSession: (id: string) => ['test-checkout', id] as const,
};

export const courseKeys = {
  all: ['courses'] as const,
  /** The catalogue with her hasPaid, completed and module counts; null: as a visitor sees it. */
  list: (userId: string | null) => [...courseKeys.all, 'list', userId] as const,
};

export const paymentKeys = {
  forUser: (userId: string) => ['users', userId, 'payments'] as const,
};

export const jobKeys = {
  all: ['jobs'] as const,
  /** `filters` is the feed's whole filter object: keys compare by value. */
  feed: (filters: object) => [...jobKeys.all, 'feed', filters] as const,
  curatedAll: () => [...jobKeys.all, 'curated'] as const,
  /** `filters` as for the feed, without its sort: keys compare by value. */
  curated: (filters: object) => [...jobKeys.curatedAll(), filters] as const,
  status: () => [...jobKeys.all, 'status'] as const,
  description: (jobId: string) => [...jobKeys.all, 'description', jobId] as const,
};

export const bookmarkKeys = {
  /** The ids she bookmarked; its prefix covers the bookmarked jobs too. */
  ids: (userId: string) => ['users', userId, 'bookmarks'] as const,
  jobs: (userId: string) => [...bookmarkKeys.ids(userId), 'jobs'] as const,
};

export const learningPathKeys = {
  all: ['learning-paths'] as const,
  forUser: (userId: string) => [...learningPathKeys.all, userId] as const,
  list: (userId: string, suggestedRoles: readonly string[], userSkills: readonly string[]) =>
    [...learningPathKeys.forUser(userId), suggestedRoles, userSkills] as const,
  recommendedRoles: (userId: string) => ['users', userId, 'recommended-roles'] as const,
};

export const miniCourseKeys = {
  all: ['mini-courses'] as const,
  detail: (slug: string) => [...miniCourseKeys.all, slug] as const,
};

export const caseStudyKeys = {
  all: ['case-studies'] as const,
  list: (track: string) => [...caseStudyKeys.all, track] as const,
  detail: (track: string, caseId: string) => [...caseStudyKeys.all, track, caseId] as const,
};

export const resumeKeys = {
  latest: () => ['resumes', 'latest'] as const,
};

export const evidenceKeys = {
  /** Her evidence bank: the items and one verdict per skill (GET /api/users/{id}/evidence). */
  bank: (userId: string) => ['users', userId, 'evidence'] as const,
};

export const resumeTranslationKeys = {
  /** Every translation of hers: the list of roles and each role's translation. */
  all: (userId: string) => ['users', userId, 'resume-translations'] as const,
  /** The roles she has translated her resume for, with each one's progress and staleness. */
  list: (userId: string) => [...resumeTranslationKeys.all(userId), 'list'] as const,
  /** One role's translation; `roleType` is the track slug. */
  detail: (userId: string, roleType: string) =>
    [...resumeTranslationKeys.all(userId), 'role', roleType] as const,
};

/** The administrators' page: people found by address, and the ingest and alert run records. */
export const adminKeys = {
  all: ['admin'] as const,
  people: () => [...adminKeys.all, 'people'] as const,
  peopleSearch: (email: string, page: number) => [...adminKeys.people(), email, page] as const,
  ingestRuns: () => [...adminKeys.all, 'ingest-runs'] as const,
  alertRuns: () => [...adminKeys.all, 'alert-runs'] as const,
  queueJobs: (state: string) => [...adminKeys.all, 'queue-jobs', state] as const,
};

/**
 * What changes when her access to a course changes (a confirmed payment, an admin grant, a
 * checkout the server answers with "already yours"): payments, the catalogue's hasPaid, the
 * paths, the course pages' locks and the assessments' status.
 */
export const courseAccessKeys = (userId: string): QueryKey[] => [
  paymentKeys.forUser(userId),
  courseKeys.all,
  learningPathKeys.forUser(userId),
  miniCourseKeys.all,
  caseStudyKeys.all,
  assessmentKeys.all,
];

/** Marks each family stale and refetches what is on screen; resolves when those have answered. */
export function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The Interview Studio (issue 28): questions per role and set, her answers, her progress. */
export const interviewKeys = {
  all: (userId: string) => ['interview', userId] as const,
  questions: (userId: string, role: string, set: string) =>
    [...interviewKeys.all(userId), 'questions', role, set] as const,
  answers: (userId: string, questionId: string) =>
    [...interviewKeys.all(userId), 'answers', questionId] as const,
  progress: (userId: string) => [...interviewKeys.all(userId), 'progress'] as const,
  roleplays: (userId: string) => [...interviewKeys.all(userId), 'roleplays'] as const,
  roleplay: (userId: string, roleplayId: string) =>
    [...interviewKeys.roleplays(userId), roleplayId] as const,
  roleplayAttempts: (userId: string, roleplayId: string) =>
    [...interviewKeys.all(userId), 'roleplay-attempts', roleplayId] as const,
};
