import { differenceInDays, differenceInHours, formatDistanceStrict } from 'date-fns';

/** Spec part-2 §2: hours under a day ('5h ago'), otherwise days ('3d ago'). */
export function postedAge(postedAt: string | null, now = new Date()): string | null {
  if (!postedAt) return null;
  const date = new Date(postedAt);
  const hours = Math.max(0, differenceInHours(now, date));
  return hours < 24 ? `${hours}h ago` : `${differenceInDays(now, date)}d ago`;
}

/** A saved sample's age in words people read at a glance ("10 months old"), not "293d ago". */
export function sampleAge(postedAt: string | null, now = new Date()): string | null {
  if (!postedAt) return null;
  return `${formatDistanceStrict(new Date(postedAt), now, { roundingMethod: 'floor' })} old`;
}
