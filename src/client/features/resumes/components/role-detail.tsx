import {
  BadgeCheck,
  BookOpen,
  CheckCircle2,
  MessageSquareQuote,
  Quote,
  Target,
} from 'lucide-react';
import { Link } from 'react-router';
import { trackByRoleName } from '@/shared/constants';
import type { Evidence, RoleFit } from '@/shared/contracts/resumes';
import { Badge } from '@/client/components/ui/badge';
import { paths } from '@/client/config/paths';
import { highlightSegments } from '../lib/highlight-terms';
import { UnclearSkills, VerdictControl } from './verdict-control';

/** Her own line, with the words that show the skill marked. */
function EvidenceQuote({ evidence }: { evidence: Evidence }) {
  return (
    <blockquote className="text-slate-900">
      “
      {highlightSegments(evidence.quote, evidence.terms).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 font-semibold text-slate-950">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
      ”
    </blockquote>
  );
}

/** What she proved here (a module completed, an assessment passed): not a quote, a record. */
function ProvedItem({ evidence }: { evidence: Evidence }) {
  const what = evidence.quote.replace(/^Verified: /, '');
  return (
    <li className="rounded-lg border-l-4 border-emerald-600 bg-emerald-50 p-3 text-sm break-words">
      <p className="flex items-start gap-2 text-slate-900">
        <BadgeCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
        <span>
          <span className="font-semibold">Verified:</span> {what.charAt(0).toUpperCase()}
          {what.slice(1)}
        </span>
      </p>
      <p className="mt-1 text-slate-700">
        <span className="font-semibold">Counts for</span> {evidence.skill}
      </p>
    </li>
  );
}

/**
 * One role of her analysis: the evidence in three kinds (her resume's lines with the words that
 * show the skill marked, what she proved here, what she told us), then her strengths and her first
 * three gaps with how to close each, every verdict open to "this is wrong".
 */
export function RoleDetail({ fit }: { fit: RoleFit }) {
  const track = trackByRoleName(fit.role);
  const fromResume = fit.evidence.filter((e) => !e.verified && !e.stated);
  const proved = fit.evidence.filter((e) => e.verified);
  const told = fit.evidence.filter((e) => e.stated);
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="grid content-start gap-5">
        <section aria-label={`Evidence for ${fit.role}`}>
          <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Quote className="size-4 text-brand-700" aria-hidden /> From your resume
          </h4>
          {fromResume.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              Nothing in the resume points to this role yet.
            </p>
          ) : (
            <ul className="mt-2 grid gap-3">
              {fromResume.map((e) => (
                <li
                  key={e.quote}
                  className="rounded-lg border-l-4 border-brand-600 bg-slate-50 p-3 text-sm break-words"
                >
                  <EvidenceQuote evidence={e} />
                  <p className="mt-1 text-slate-700">
                    <span className="font-semibold">{e.skill}</span>
                    {e.translation ? <> · In the role: {e.translation}</> : null}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        {proved.length > 0 ? (
          <section aria-label={`Verified in Classroom to Career for ${fit.role}`}>
            <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <BadgeCheck className="size-4 text-emerald-700" aria-hidden /> What you proved here
            </h4>
            <ul className="mt-2 grid gap-3">
              {proved.map((e) => (
                <ProvedItem key={e.quote} evidence={e} />
              ))}
            </ul>
          </section>
        ) : null}
        {told.length > 0 ? (
          <section aria-label={`What you told us for ${fit.role}`}>
            <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <MessageSquareQuote className="size-4 text-brand-700" aria-hidden /> What you told us
            </h4>
            <ul className="mt-2 grid gap-3">
              {told.map((e) => (
                <li
                  key={e.quote}
                  className="rounded-lg border-l-4 border-brand-400 bg-slate-50 p-3 text-sm break-words"
                >
                  <blockquote className="text-slate-900">“{e.quote}”</blockquote>
                  <p className="mt-1 text-slate-700">
                    <span className="font-semibold">Counts for</span> {e.skill}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="grid content-start gap-5">
        {fit.strengths.length > 0 ? (
          <section aria-label={`Strengths for ${fit.role}`}>
            <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <CheckCircle2 className="size-4 text-emerald-700" aria-hidden /> Strengths
            </h4>
            <ul className="mt-2 grid gap-2">
              {fit.strengths.map((s) => (
                <li key={s.skill} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Badge variant="success">{s.skill}</Badge>
                  <VerdictControl skill={s.skill} listed="strength" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {fit.gaps.length > 0 ? (
          <section aria-label={`Gaps for ${fit.role}`}>
            <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <Target className="size-4 text-amber-700" aria-hidden /> Skill gaps to close
            </h4>
            <ol className="mt-2 grid gap-3">
              {fit.gaps.slice(0, 3).map((g) => (
                <li
                  key={g.skill}
                  className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm"
                >
                  <p className="font-semibold text-slate-900">{g.skill}</p>
                  <p className="mt-1 text-slate-800">{g.why}</p>
                  <p className="mt-1 text-slate-800">
                    <span className="font-semibold">How to close it:</span> {g.howToClose}
                  </p>
                  {track && g.moduleId !== undefined ? (
                    <Link
                      to={paths.module.href(track.slug, g.moduleId)}
                      className="mt-2 inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-800 underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                    >
                      <BookOpen className="size-4" aria-hidden />
                      Module {g.moduleId} of the {track.label} course
                    </Link>
                  ) : null}
                  <VerdictControl skill={g.skill} listed="gap" />
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <UnclearSkills role={fit.role} />
      </div>
    </div>
  );
}
