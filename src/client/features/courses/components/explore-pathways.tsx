import { CheckCircle2, DollarSign, Lightbulb } from 'lucide-react';
import { useNavigate } from 'react-router';
import { SALARY_BANDS, TRACKS, formatPriceShort, type RoleType } from '@/shared/constants';
import { badgeVariants } from '@/client/components/ui/badge-variants';
import { Breadcrumb } from '@/client/components/ui/breadcrumb';
import { buttonVariants } from '@/client/components/ui/button-variants';
import { cardStyles } from '@/client/components/ui/card-styles';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';
import { sessionStore } from '@/client/lib/session-store';
import { PATHWAY_COPY } from '../lib/pathway-copy';

const ACCENT: Record<RoleType, string> = {
  sales: 'border-t-blue-600',
  customer_success: 'border-t-emerald-600',
  learning_development: 'border-t-purple-600',
};

/**
 * /explore: the three pathways, what each includes, and the way in (spec part-1 §2). It makes no
 * server call: the module counts are counted from the course content at build time, so the page
 * is pre-rendered whole (ADR 015). Styled as the first view of / is, from the class modules and
 * without `cn`: the UI kit's components would bring the signed-in pages' shared chunk with them.
 */
export function ExplorePathways() {
  const { isSignedIn } = useSession();
  const navigate = useNavigate();

  /** To the dashboard when signed in; otherwise to sign up, then the dashboard (walk-through M4). */
  const start = () => {
    if (isSignedIn) return navigate(paths.dashboard.href());
    sessionStore.setRedirect(paths.dashboard.href());
    return navigate(paths.signup.href());
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb
        items={[{ label: 'Home', href: paths.home.href() }, { label: 'Learning Pathways' }]}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Learning Pathways
      </h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        Three roles where teachers thrive. Each pathway pairs a short course with a readiness
        assessment and a career kit, so you can test the fit before you leap.
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {TRACKS.map(({ roleType, slug }) => {
          const copy = PATHWAY_COPY[roleType];
          return (
            <div
              key={roleType}
              className={`${cardStyles.root} flex flex-col border-t-4 ${ACCENT[roleType]}`}
            >
              <div className={cardStyles.header}>
                <h2 className="text-xl leading-tight font-semibold text-slate-900">{copy.title}</h2>
                <p className={cardStyles.description}>{copy.summary}</p>
                <p className="mt-2 flex items-center gap-1 text-sm font-semibold text-slate-900">
                  <DollarSign className="size-4 text-emerald-700" aria-hidden />
                  <span>
                    <span className="sr-only">Salary band: </span>
                    {SALARY_BANDS[roleType]}
                  </span>
                </p>
              </div>
              <div className={`${cardStyles.content} flex-1`}>
                <h3 className="text-sm font-semibold text-slate-900">Skills you will use</h3>
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {copy.skills.map((skill) => (
                    <li key={skill}>
                      <span className={badgeVariants({ variant: 'secondary' })}>{skill}</span>
                    </li>
                  ))}
                </ul>
                <h3 className="mt-5 text-sm font-semibold text-slate-900">
                  What the pathway includes
                </h3>
                <ul className="mt-2 grid gap-1.5 text-sm text-slate-700">
                  <li className="flex items-center gap-2">
                    <CheckCircle2 className="size-4 text-emerald-700" aria-hidden />
                    {`${__COURSE_MODULE_COUNTS__[slug]} modules`}
                  </li>
                  <li className="flex items-center gap-2">
                    <CheckCircle2 className="size-4 text-emerald-700" aria-hidden />
                    {`Course ${formatPriceShort(__COURSE_PRICES__[slug])}, first module free`}
                  </li>
                  {['Practice tasks', 'Case studies', 'Assessment and certification'].map(
                    (item) => (
                      <li key={item} className="flex items-center gap-2">
                        <CheckCircle2 className="size-4 text-emerald-700" aria-hidden />
                        {item}
                      </li>
                    ),
                  )}
                </ul>
                <div className="mt-5 rounded-lg bg-amber-50 p-3 text-sm text-slate-800">
                  <p className="flex items-center gap-1 font-semibold text-slate-900">
                    <Lightbulb className="size-4 text-amber-700" aria-hidden /> Why teachers excel
                  </p>
                  <p className="mt-1">{copy.whyTeachersExcel}</p>
                </div>
              </div>
              <div className={cardStyles.footer}>
                <button
                  type="button"
                  className={buttonVariants({ size: 'wrap', className: 'w-full' })}
                  onClick={start}
                >
                  Start {copy.title} Learning Path
                </button>
              </div>
            </div>
          );
        })}
      </div>
      <div className="mt-10 flex flex-col items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-6 text-center">
        <p className="text-slate-800">
          Not sure which one fits? Upload your resume and we will recommend a path.
        </p>
        <button type="button" className={buttonVariants({ size: 'wrapLg' })} onClick={start}>
          Get Personalized Learning Paths
        </button>
      </div>
    </div>
  );
}
