import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { CheckLink } from './http';
import { applyLinksDue, recordApplyLinkCheck } from './ingest.queries';

/**
 * Links checked after each ingest: few, one request each, so a run stays short and no employer's
 * site sees more than a handful of requests an hour from us.
 */
export const APPLY_LINKS_PER_RUN = 20;

/** A link that answered is asked again after a day. */
export const APPLY_LINK_RECHECK_MS = 24 * 60 * 60_000;

/**
 * Checks the apply links of the live listings checked longest ago (never-checked first). A link
 * that answers 404 or 410 closes its listing at once, and keeps it closed while the board lists
 * the same link; any other status, a timeout or a network error closes nothing. Returns how many
 * listings closed.
 */
export async function checkApplyLinks(deps: {
  db: Database;
  log: FastifyBaseLogger;
  checkLink: CheckLink;
  now: Date;
  signal?: AbortSignal;
  limit?: number;
}): Promise<number> {
  const due = await applyLinksDue(
    deps.db,
    new Date(deps.now.getTime() - APPLY_LINK_RECHECK_MS),
    deps.limit ?? APPLY_LINKS_PER_RUN,
  );
  let closed = 0;
  for (const listing of due) {
    deps.signal?.throwIfAborted();
    const status = await deps.checkLink(listing.applyUrl, deps.signal);
    const gone = status === 404 || status === 410;
    await recordApplyLinkCheck(deps.db, listing.id, deps.now, gone);
    if (gone) {
      closed++;
      deps.log.info(
        { listing: listing.externalId, status },
        'apply link is gone: the posting is closed',
      );
    }
  }
  return closed;
}
