import { Languages } from 'lucide-react';
import { Link } from 'react-router';
import { trackByRoleName } from '@/shared/constants';
import type { RoleFit } from '@/shared/contracts/resumes';
import { Badge } from '@/client/components/ui/badge';
import { paths } from '@/client/config/paths';
import { cn } from '@/client/lib/cn';
import { TRACK_STYLE } from '@/client/lib/track-style';
import { provedPoints } from '../lib/proved-points';

/** Diagonal stripes over the role's colour: the part of the bar she proved here. */
const STRIPES =
  'bg-[image:repeating-linear-gradient(135deg,transparent_0_3px,rgb(255_255_255/0.5)_3px_6px)]';

interface FitChartProps {
  roles: RoleFit[];
  /** The analysis's best fit (the highest score): the only row marked "Best fit". */
  bestFitRole: string | null;
  /** Roles she chose herself, marked "Your choice" (never moved onto the best-fit row). */
  chosenRoles?: readonly string[];
}

/**
 * How well each of the three roles fits, drawn as bars so the difference is seen, not read. The
 * "Best fit" mark follows the analysis, her own choice has its own mark, and each role links to
 * the translation of her resume for it.
 */
export function FitChart({ roles, bestFitRole, chosenRoles = [] }: FitChartProps) {
  const anyProved = roles.some((fit) => provedPoints(fit) > 0);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-5">
      <figcaption className="text-sm font-semibold text-slate-900">
        {anyProved
          ? 'How well each role fits your resume and what you proved here'
          : 'How well each role fits your resume'}
      </figcaption>
      {anyProved ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block h-2.5 w-5 rounded-full bg-slate-600" aria-hidden />
            From your resume
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span
              className={cn('inline-block h-2.5 w-5 rounded-full bg-slate-600', STRIPES)}
              aria-hidden
            />
            Verified: modules and assessments you completed
          </span>
        </p>
      ) : null}
      <ul className="mt-4 grid gap-5">
        {roles.map((fit) => {
          const best = fit.role === bestFitRole;
          const chosen = chosenRoles.includes(fit.role);
          const track = trackByRoleName(fit.role);
          const proved = provedPoints(fit);
          return (
            <li key={fit.role} data-role={fit.role} data-best-fit={best || undefined}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
                <span className={cn('text-slate-800', best && 'font-semibold text-slate-950')}>
                  {fit.role}
                  {best ? (
                    <Badge variant="success" className="ml-2 align-middle">
                      Best fit
                    </Badge>
                  ) : null}
                  {chosen ? (
                    <Badge variant="outline" className="ml-2 align-middle">
                      Your choice
                    </Badge>
                  ) : null}
                </span>
                <span className="shrink-0 font-semibold text-slate-900">
                  {fit.score}
                  <span className="font-normal text-slate-700">/100 · {fit.label}</span>
                  {proved > 0 ? (
                    <span className="ml-1 font-normal text-emerald-900">(+{proved} verified)</span>
                  ) : null}
                </span>
              </div>
              <div
                className="mt-1.5 flex h-3 w-full overflow-hidden rounded-full bg-slate-100"
                aria-hidden
              >
                <div
                  className={cn('h-full', TRACK_STYLE[fit.roleType].bar)}
                  style={{ width: `${fit.score - proved}%` }}
                />
                {proved > 0 ? (
                  <div
                    data-proved
                    className={cn('h-full', TRACK_STYLE[fit.roleType].bar, STRIPES)}
                    style={{ width: `${proved}%` }}
                  />
                ) : null}
              </div>
              {track ? (
                <Link
                  to={paths.resumeTranslator.href(track.slug)}
                  className="mt-1.5 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  <Languages className="size-4" aria-hidden />
                  Translate my resume for {fit.role}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
