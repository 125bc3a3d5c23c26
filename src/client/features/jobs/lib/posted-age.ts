import { differenceInDays, differenceInHours } from 'date-fns';

/** Spec part-2 §2: hours under a day ('5h ago'), otherwise days ('3d ago'). */
export function postedAge(postedAt: string | null, now = new Date()): string | null {
  if (!postedAt) return null;
  const date = new Date(postedAt);
  const hours = Math.max(0, differenceInHours(now, date));
  return hours < 24 ? `${hours}h ago` : `${differenceInDays(now, date)}d ago`;
}
