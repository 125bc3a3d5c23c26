import { CircleDashed, CircleCheck, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { TRACKS, type TrackSlug } from '@/shared/constants';
import type { TranslationList } from '@/shared/contracts/resume-translator';
import { TrackIcon } from '@/client/components/ui/track-icon';
import { paths } from '@/client/config/paths';
import { cn } from '@/client/lib/cn';

/**
 * The three roles as a segmented control of links (each role has its own address), each saying
 * whether her resume is translated for it yet and how far her review is.
 */
export function RolePicker({
  current,
  list,
}: {
  current: TrackSlug;
  /** Undefined while the list loads. */
  list: TranslationList | undefined;
}) {
  return (
    <nav aria-label="Role to translate for" className="mt-6">
      <ul className="grid grid-cols-1 gap-1 rounded-xl bg-slate-100 p-1 sm:grid-cols-3">
        {TRACKS.map((track) => {
          const entry = list?.translations.find((t) => t.roleType === track.slug);
          const active = track.slug === current;
          const status = !list
            ? ' '
            : !entry
              ? 'Not translated yet'
              : entry.stale
                ? 'Resume changed: rebuild'
                : entry.progress.label;
          const StatusIcon = !entry ? CircleDashed : entry.stale ? RefreshCw : CircleCheck;
          return (
            <li key={track.slug}>
              <Link
                to={paths.resumeTranslator.href(track.slug)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-full items-start gap-3 rounded-lg px-3 py-2.5 text-left transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                  active
                    ? 'bg-white text-slate-950 shadow-sm ring-1 ring-slate-200'
                    : 'text-slate-800 hover:bg-white/70',
                )}
              >
                <TrackIcon slug={track.slug} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold">{track.roleName}</span>
                  <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-700">
                    {list ? <StatusIcon className="size-3.5 shrink-0" aria-hidden /> : null}
                    {status}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
