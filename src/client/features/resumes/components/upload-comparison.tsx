import { ArrowDown, ArrowUp, GitCompareArrows, Minus } from 'lucide-react';
import { trackByRoleName } from '@/shared/constants';
import type { ResumeComparison } from '@/shared/contracts/resumes';
import { cn } from '@/client/lib/cn';
import { TRACK_STYLE } from '@/client/lib/track-style';
import { displayFileName, formatUploadTime } from '../lib/upload-labels';

function Change({ change }: { change: number }) {
  if (change === 0)
    return (
      <span className="inline-flex items-center gap-1 text-slate-700">
        <Minus className="size-4" aria-hidden />
        no change
      </span>
    );
  const up = change > 0;
  const Arrow = up ? ArrowUp : ArrowDown;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-semibold',
        up ? 'text-emerald-800' : 'text-red-700',
      )}
    >
      <Arrow className="size-4" aria-hidden />
      <span aria-hidden>{up ? `+${change}` : `−${Math.abs(change)}`}</span>
      <span className="sr-only">
        {up ? 'up' : 'down'} {Math.abs(change)} {Math.abs(change) === 1 ? 'point' : 'points'}
      </span>
    </span>
  );
}

/** New evidence shown at most; the rest is counted. */
const NEW_EVIDENCE_SHOWN = 5;

/** One line of her resume once, with every role it now counts for (first: the skill it shows). */
function groupByQuote(newEvidence: ResumeComparison['newEvidence']) {
  const lines = new Map<string, { role: string; skill: string }[]>();
  for (const e of newEvidence) {
    const uses = lines.get(e.quote) ?? [];
    uses.push({ role: e.role, skill: e.skill });
    lines.set(e.quote, uses);
  }
  return [...lines].map(([quote, uses]) => ({ quote, uses }));
}

/**
 * What a new upload changed against the analysis it replaced: each role's score before and after
 * (two bars and an arrow), whether the best fit moved, and the evidence this upload added.
 */
export function UploadComparison({
  comparison,
  bestFitRole,
}: {
  comparison: ResumeComparison;
  bestFitRole: string | null;
}) {
  const { previous } = comparison;
  const newLines = groupByQuote(comparison.newEvidence);
  return (
    <section
      aria-labelledby="upload-comparison"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h3
        id="upload-comparison"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <GitCompareArrows className="size-5 text-brand-700" aria-hidden />
        What changed since your last upload
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Compared with{' '}
        <span className="font-semibold break-all">{displayFileName(previous.fileName)}</span>,
        uploaded <time dateTime={previous.uploadedAt}>{formatUploadTime(previous.uploadedAt)}</time>
        .
      </p>
      <p className="mt-2 text-sm text-slate-900">
        {comparison.bestFitChanged
          ? `Your best fit changed from ${previous.bestFitRole ?? 'no clear role'} to ${bestFitRole ?? 'no clear role'}.`
          : `Your best fit is still ${bestFitRole ?? 'not clear'}.`}
      </p>
      <ul className="mt-4 grid gap-4" aria-label="Scores before and after">
        {comparison.scores.map((score) => {
          const roleType = trackByRoleName(score.role)?.roleType;
          return (
            <li key={score.role}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
                <span className="text-slate-900">{score.role}</span>
                <span className="inline-flex items-center gap-2 text-slate-900">
                  <span>
                    {score.before}
                    <span aria-hidden> → </span>
                    <span className="sr-only"> before, now </span>
                    <span className="font-semibold">{score.after}</span>
                  </span>
                  <Change change={score.change} />
                </span>
              </div>
              <div className="mt-1.5 grid gap-1" aria-hidden>
                <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100">
                  <div
                    className="h-full rounded-full bg-slate-400"
                    style={{ width: `${score.before}%` }}
                  />
                </div>
                <div className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100">
                  <div
                    className={cn(
                      'h-full rounded-full',
                      roleType ? TRACK_STYLE[roleType].bar : 'bg-brand-700',
                    )}
                    style={{ width: `${score.after}%` }}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-1.5 w-5 rounded-full bg-slate-400" /> Before
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-flex h-2.5 w-6 overflow-hidden rounded-full">
            <span className="flex-1 bg-blue-600" />
            <span className="flex-1 bg-emerald-600" />
            <span className="flex-1 bg-purple-600" />
          </span>{' '}
          This upload
        </span>
      </p>
      {newLines.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-slate-900">New evidence in this upload</h4>
          <ul className="mt-2 grid gap-2">
            {newLines.slice(0, NEW_EVIDENCE_SHOWN).map(({ quote, uses }) => (
              <li
                key={quote}
                className="rounded-lg border-l-4 border-emerald-600 bg-emerald-50 p-3 text-sm break-words"
              >
                <p className="text-slate-900">“{quote}”</p>
                <p className="mt-1 text-slate-700">
                  <span className="font-semibold">{uses[0]!.skill}</span> · counts for{' '}
                  {uses.map((use) => use.role).join(', ')}
                </p>
              </li>
            ))}
          </ul>
          {newLines.length > NEW_EVIDENCE_SHOWN ? (
            <p className="mt-2 text-sm text-slate-700">
              And {newLines.length - NEW_EVIDENCE_SHOWN} more{' '}
              {newLines.length - NEW_EVIDENCE_SHOWN === 1 ? 'line' : 'lines'} of this resume now
              count as evidence.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
