import type { ApplicationStage } from '@/shared/contracts/applications';

/** Stages where nothing is left to chase: a follow-up date no longer matters. */
const CLOSED: ReadonlySet<ApplicationStage> = new Set(['accepted', 'rejected', 'withdrawn']);

export type FollowUpState = 'overdue' | 'due' | 'upcoming' | null;

/** Today as the browser's calendar day (YYYY-MM-DD), the unit follow-ups are set in. */
export function localDay(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** 'due' today, 'overdue' before today, 'upcoming' later; null when none is set or it is closed. */
export function followUpState(
  followUpAt: string | null,
  stage: ApplicationStage,
  today: string,
): FollowUpState {
  if (!followUpAt || CLOSED.has(stage)) return null;
  if (followUpAt < today) return 'overdue';
  return followUpAt === today ? 'due' : 'upcoming';
}
