import { BookOpenCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { useCaseStudy } from '../api/get-case-study';

/** The course page's pointer to its case study: what it is about, and whether she has done it. */
export function CaseStudyCard({ track }: { track: string }) {
  const study = useCaseStudy(track);
  if (!study.data) return null;
  const { title, summary, locked, submittedAt } = study.data;
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-start"
      aria-labelledby="case-study-heading"
    >
      <BookOpenCheck className="size-6 shrink-0 text-brand-700" aria-hidden />
      <div className="flex-1">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Case study</p>
        <h2 id="case-study-heading" className="font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{summary}</p>
        {submittedAt ? (
          <p className="mt-1 text-sm text-emerald-800">You submitted your answers</p>
        ) : null}
      </div>
      <Button asChild size="sm" variant={locked ? 'outline' : 'default'}>
        <Link to={paths.caseStudy.href(track)}>
          {locked ? 'Preview the case' : submittedAt ? 'Review the case' : 'Work the case'}
        </Link>
      </Button>
    </section>
  );
}
