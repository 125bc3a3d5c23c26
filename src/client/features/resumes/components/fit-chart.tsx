import type { RoleFit } from '@/shared/contracts/resumes';
import { cn } from '@/client/lib/cn';
import { TRACK_STYLE } from '@/client/lib/track-style';

/** How well each of the three roles fits, drawn as bars so the difference is seen, not read. */
export function FitChart({ roles, bestFitRole }: { roles: RoleFit[]; bestFitRole: string | null }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-5">
      <figcaption className="text-sm font-semibold text-slate-900">
        How well each role fits your resume
      </figcaption>
      <ul className="mt-4 grid gap-4">
        {roles.map((fit) => (
          <li key={fit.role}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span
                className={cn(
                  'text-slate-800',
                  fit.role === bestFitRole && 'font-semibold text-slate-950',
                )}
              >
                {fit.role}
                {fit.role === bestFitRole ? (
                  <span className="ml-2 text-xs font-semibold text-emerald-800">Best fit</span>
                ) : null}
              </span>
              <span className="shrink-0 font-semibold text-slate-900">
                {fit.score}
                <span className="font-normal text-slate-600">/100 · {fit.label}</span>
              </span>
            </div>
            <div
              className="mt-1.5 h-3 w-full overflow-hidden rounded-full bg-slate-100"
              aria-hidden
            >
              <div
                className={cn('h-full rounded-full', TRACK_STYLE[fit.roleType].bar)}
                style={{ width: `${fit.score}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
