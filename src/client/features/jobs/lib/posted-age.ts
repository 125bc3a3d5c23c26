import {
  differenceInDays,
  differenceInHours,
  differenceInMinutes,
  formatDistanceStrict,
} from 'date-fns';

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

/**
 * When a board last listed the job, as a teacher reads it: "Confirmed on the employer's site 3
 * hours ago", "Confirmed on Remotive 2 days ago"; null when nothing live confirms it.
 */
export function confirmedLine(
  confirmed: { at: string; byEmployer: boolean; on: string } | null,
  now = new Date(),
): string | null {
  if (!confirmed) return null;
  const at = new Date(confirmed.at);
  const where = confirmed.byEmployer ? "the employer's site" : confirmed.on;
  const minutes = Math.max(0, differenceInMinutes(now, at));
  const when =
    minutes < 1
      ? 'just now'
      : formatDistanceStrict(at, now > at ? now : at, { roundingMethod: 'floor', addSuffix: true });
  return `Confirmed on ${where} ${when}`;
}

/** The other boards listing the same job, each once: "Also on Lever". */
export function otherBoards(
  source: { name: string },
  sources: { name: string; url: string }[],
): { name: string; url: string }[] {
  const seen = new Set([source.name]);
  return sources.filter((board) => !seen.has(board.name) && seen.add(board.name));
}
