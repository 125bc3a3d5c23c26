import { TRACKS, type TrackSlug } from '@/shared/constants';
import type { AssessmentStatus } from '@/shared/contracts/learning';
import type { Content } from '../../content/load-content';
import type { Database } from '../../db/client';
import {
  latestAttempts,
  paidAndCompleted,
  type AttemptRow,
  type PaidAndCompleted,
} from './learning.queries';

export interface TrackState {
  courseId: number;
  hasPaid: boolean;
  moduleCount: number;
  completedModules: number[];
  courseComplete: boolean;
  attempt: AttemptRow | null;
  assessmentStatus: AssessmentStatus;
}

/** decisions.md: locked until the course is paid and every module complete; completed once an attempt exists. */
export function assessmentStatusOf(state: {
  hasPaid: boolean;
  courseComplete: boolean;
  attempt: unknown;
}): AssessmentStatus {
  if (state.attempt) return 'completed';
  return state.hasPaid && state.courseComplete ? 'available' : 'locked';
}

/** Everything that decides what a learner may open next, per track, in two statements. */
export async function loadLearningState(
  db: Database,
  content: Content,
  userId: string,
  /** Her paid courses and completed modules, when the caller reads them for more (her dashboard). */
  access: Promise<PaidAndCompleted> = paidAndCompleted(db, userId),
): Promise<Record<TrackSlug, TrackState>> {
  const [{ paid, completed: modules }, attempts] = await Promise.all([
    access,
    latestAttempts(db, userId),
  ]);
  return Object.fromEntries(
    TRACKS.map((track) => {
      const moduleCount = content.miniCourses[track.slug].modules.length;
      const done = [...(modules.get(track.slug) ?? [])]
        .filter((id) => id >= 1 && id <= moduleCount)
        .sort((a, b) => a - b);
      const base = {
        courseId: track.courseId,
        hasPaid: paid.has(track.courseId),
        moduleCount,
        completedModules: done,
        courseComplete: done.length === moduleCount,
        attempt: attempts.get(track.slug) ?? null,
      };
      return [track.slug, { ...base, assessmentStatus: assessmentStatusOf(base) }];
    }),
  ) as Record<TrackSlug, TrackState>;
}
