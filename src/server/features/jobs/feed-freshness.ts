/**
 * The feed's one freshness contract (issue 31): a page may show the database as it was at most
 * this long ago, however it was answered (the page cache, this instance's search index, or the
 * statement). Every instance keeps to it without hearing from the others.
 */
export const FEED_MAX_LAG_MS = 60_000;

/**
 * How often each instance reads the feed's version to notice another instance's ingest. A change
 * is built once it has held still for one poll, or, while it keeps moving, once it is half the
 * contract old; the index answers until then and the statement after FEED_MAX_LAG_MS.
 */
export const FEED_VERSION_POLL_MS = 15_000;
