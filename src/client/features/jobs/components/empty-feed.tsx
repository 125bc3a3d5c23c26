import { Briefcase } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { emptyFeedMessage, type EmptyFeedInput } from '../lib/empty-feed';

/** A dashed box that says a list is empty, and what to do about it. */
export function EmptyList({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <Briefcase className="size-8 text-slate-500" aria-hidden />
      <p className="font-semibold text-slate-900">{title}</p>
      {children}
    </div>
  );
}

/** An empty list that says why, and offers the one next step that can fill it. */
export function EmptyFeed({
  input,
  onClearFilters,
  onShowAll,
  onIncludeOlder,
}: {
  input: EmptyFeedInput;
  onClearFilters: () => void;
  onShowAll: () => void;
  onIncludeOlder: () => void;
}) {
  const message = emptyFeedMessage(input);
  return (
    <EmptyList title={message.title}>
      <p className="max-w-prose text-sm text-slate-700">{message.body}</p>
      {message.action === 'clear-filters' ? (
        <Button variant="outline" onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : message.action === 'all-jobs' ? (
        <Button variant="outline" onClick={onShowAll}>
          Browse all jobs
        </Button>
      ) : message.action === 'include-older' ? (
        <Button variant="outline" onClick={onIncludeOlder}>
          Include older postings
        </Button>
      ) : message.action === 'choose-roles' ? (
        <Button asChild>
          <Link to={paths.dashboard.href()}>Choose target roles</Link>
        </Button>
      ) : null}
    </EmptyList>
  );
}
