import { useQuery } from '@tanstack/react-query';
import { History, Info } from 'lucide-react';
import { feedStatusQueryOptions } from '../api/get-feed-status';
import { feedFreshness } from '../lib/feed-freshness';

/** 'Refreshed 12 minutes ago', or a plain warning when the feed is only the saved sample. */
export function FeedFreshnessNote() {
  const status = useQuery(feedStatusQueryOptions());
  if (!status.data) return null;
  const freshness = feedFreshness(status.data);
  if (freshness.kind === 'none') return null;
  if (freshness.kind === 'live') {
    return (
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
        <History className="size-4" aria-hidden />
        Refreshed from live job boards{' '}
        <time dateTime={status.data.refreshedAt ?? undefined}>{freshness.refreshed}</time>
      </p>
    );
  }
  return (
    <p
      role="note"
      className="mt-3 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        These are saved sample postings from real job boards, shown until this server reaches the
        live boards. Some may have closed, so check each posting before you apply.
      </span>
    </p>
  );
}
