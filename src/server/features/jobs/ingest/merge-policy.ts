/**
 * How one posting listed on several boards becomes one job (docs/decisions/006-job-feed.md):
 * which listing's details the job shows and which apply link it keeps. Pure, so each rule is
 * tested on its own; `ingest.queries.ts` applies it.
 */

import { JOB_BOARDS, type JobBoard } from '@/shared/contracts/jobs';

/** Employer ATS links are the ones to apply through; board copies only credit the board. */
export const ATS_SOURCES: ReadonlySet<JobBoard> = new Set([
  'greenhouse',
  'lever',
  'ashby',
  'smartrecruiters',
  'workable',
  'recruitee',
  'breezy',
  'pinpoint',
]);

/**
 * Two postings of one board within this many days of each other with the same title, company and
 * place are one job: an agency or an employer posting it again (issue 31). Further apart, it is
 * more likely a second opening, kept apart.
 */
export const SAME_SOURCE_DEDUP_WINDOW_MS = 7 * 86_400_000;

/**
 * Across boards the window is wider: an aggregator copies a posting days or weeks after the
 * employer's ATS listed it, dated by its own copy.
 */
export const DEDUP_WINDOW_MS = 30 * 86_400_000;

/**
 * A fingerprint that can merge postings: one that names a place (a city, or "remote"). Without
 * one, "Account Executive at Acme" may be any of several openings: uncertain, so never merged.
 */
export const fingerprintIsCertain = (key: string) => !key.endsWith('|');

/** "greenhouse:123" -> "greenhouse": the board a listing (or a job, by its first listing) came from. */
export function sourceOf(externalId: string): JobBoard {
  const source = externalId.split(':')[0];
  const board = JOB_BOARDS.find((known) => known === source);
  if (!board) throw new Error(`"${externalId}" names no board we read`);
  return board;
}

export const isAtsSource = (source: JobBoard) => ATS_SOURCES.has(source);

/**
 * What a board's fresh copy of a job we know updates on the job:
 * - `status`: only that it is still listed (a secondary listing never rewrites the details);
 * - `details`: the job's text and facts, keeping its apply link (a board copy must not replace an
 *   employer's ATS link that another live listing provides);
 * - `details-and-link`: everything, including the apply link.
 */
export function refreshFromListing(input: {
  /** The listing is the job's primary one (the job took its id). */
  isPrimary: boolean;
  listingSource: JobBoard;
  /** Another live listing of this job is on an employer's ATS. */
  jobHasOtherAtsListing: boolean;
}): 'status' | 'details' | 'details-and-link' {
  if (!input.isPrimary) return 'status';
  if (!isAtsSource(input.listingSource) && input.jobHasOtherAtsListing) return 'details';
  return 'details-and-link';
}

/** A new listing merged into a known job takes over its apply link only when it is the employer's ATS and the job's is not. */
export function mergedListingTakesLink(listingSource: JobBoard, jobId: string): boolean {
  return isAtsSource(listingSource) && !isAtsSource(sourceOf(jobId));
}
