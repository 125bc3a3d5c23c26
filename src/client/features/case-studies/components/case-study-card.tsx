import { BookOpenCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { CaseStudySummary } from '@/shared/contracts/case-studies';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { useCaseStudyList } from '../api/list-case-studies';

/** The course page's case studies: a card per case, what it is about and how far she has got. */
export function CaseStudyCards({ track }: { track: string }) {
  const list = useCaseStudyList(track);
  if (!list.data || list.data.cases.length === 0) return null;
  const { cases, locked } = list.data;
  return (
    <section aria-labelledby="case-studies-heading" className="grid gap-3">
      <h2 id="case-studies-heading" className="text-lg font-semibold text-slate-900">
        {cases.length === 1 ? 'Case study' : `Case studies (${cases.length})`}
      </h2>
      <ul className="grid gap-3">
        {cases.map((study) => (
          <li key={study.id}>
            <CaseStudyCard track={track} study={study} locked={locked} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function progressLine(study: CaseStudySummary): string | null {
  if (study.submittedAt) return 'You submitted your answers';
  if (study.answeredCount > 0)
    return `Draft saved: ${study.answeredCount} of ${study.questionCount} questions answered`;
  return null;
}

function CaseStudyCard({
  track,
  study,
  locked,
}: {
  track: string;
  study: CaseStudySummary;
  locked: boolean;
}) {
  const headingId = `case-study-${study.id}-heading`;
  const progress = progressLine(study);
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-start"
      aria-labelledby={headingId}
    >
      <BookOpenCheck className="size-6 shrink-0 text-brand-700" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Case study · {study.questionCount} questions
        </p>
        <h3 id={headingId} className="font-semibold text-slate-900">
          {study.title}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{study.summary}</p>
        {progress ? (
          <p
            className={`mt-1 text-sm ${study.submittedAt ? 'text-emerald-800' : 'text-slate-700'}`}
          >
            {progress}
          </p>
        ) : null}
      </div>
      <Button asChild size="sm" variant={locked ? 'outline' : 'default'}>
        <Link to={paths.caseStudy.href(track, study.id)} aria-describedby={headingId}>
          {locked
            ? 'Preview the case'
            : study.submittedAt
              ? 'Review the case'
              : study.answeredCount > 0
                ? 'Continue the case'
                : 'Work the case'}
        </Link>
      </Button>
    </article>
  );
}
