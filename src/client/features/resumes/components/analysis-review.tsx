import { ArrowLeft, CheckCircle2, Quote, Sparkles, Target } from 'lucide-react';
import type { ResumeAnalysis, RoleFit } from '@/shared/contracts/resumes';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { FitChart } from './fit-chart';

/** The O*NET attribution CC BY 4.0 asks for wherever its data is used. */
function OnetAttribution() {
  return (
    <p className="text-xs text-slate-600">
      Skill profiles include information from the{' '}
      <a
        className="underline"
        href="https://www.onetcenter.org/database.html"
        target="_blank"
        rel="noreferrer"
      >
        O*NET 29.3 Database
      </a>{' '}
      by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used
      under the{' '}
      <a
        className="underline"
        href="https://creativecommons.org/licenses/by/4.0/"
        target="_blank"
        rel="noreferrer"
      >
        CC BY 4.0 license
      </a>
      . O*NET® is a trademark of USDOL/ETA.
    </p>
  );
}

function RoleDetail({ fit }: { fit: RoleFit }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section aria-label={`Evidence for ${fit.role}`}>
        <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Quote className="size-4 text-brand-700" aria-hidden /> From your resume
        </h4>
        {fit.evidence.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            Nothing in the resume points to this role yet.
          </p>
        ) : (
          <ul className="mt-2 grid gap-3">
            {fit.evidence.map((e) => (
              <li
                key={e.quote}
                className="rounded-lg border-l-4 border-brand-600 bg-slate-50 p-3 text-sm"
              >
                <blockquote className="text-slate-900">“{e.quote}”</blockquote>
                <p className="mt-1 text-slate-700">
                  <span className="font-semibold">{e.skill}</span>
                  {e.translation ? <> · In the role: {e.translation}</> : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="grid content-start gap-5">
        {fit.strengths.length > 0 ? (
          <section aria-label={`Strengths for ${fit.role}`}>
            <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <CheckCircle2 className="size-4 text-emerald-700" aria-hidden /> Strengths
            </h4>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {fit.strengths.map((s) => (
                <li key={s.skill}>
                  <Badge variant="success">{s.skill}</Badge>
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
            <ul className="mt-2 grid gap-3">
              {fit.gaps.map((g) => (
                <li
                  key={g.skill}
                  className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm"
                >
                  <p className="font-semibold text-slate-900">{g.skill}</p>
                  <p className="mt-1 text-slate-800">{g.why}</p>
                  <p className="mt-1 text-slate-800">
                    <span className="font-semibold">How to close it:</span> {g.howToClose}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}

interface AnalysisReviewProps {
  analysis: ResumeAnalysis;
  recommendedRole: string;
  summary: string;
  onContinue?: () => void;
  onBack?: () => void;
}

/** Review step: 'AI Career Analysis Complete' with the recommendation, the chart, evidence and gaps. */
export function AnalysisReview({
  analysis,
  recommendedRole,
  summary,
  onContinue,
  onBack,
}: AnalysisReviewProps) {
  const best = analysis.roles.find((r) => r.role === recommendedRole) ?? analysis.roles[0];
  const others = analysis.roles.filter((r) => r !== best);
  return (
    <div className="grid gap-6">
      <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-5">
        <h3 className="flex items-center gap-2 text-xl font-bold text-emerald-950">
          <Sparkles className="size-5" aria-hidden /> AI Career Analysis Complete
        </h3>
        <p className="mt-3 text-sm font-semibold tracking-wide text-emerald-900 uppercase">
          AI Recommended for You
        </p>
        <p className="mt-1 text-2xl font-bold text-slate-950">{recommendedRole}</p>
        <p className="mt-3 text-slate-800">{summary}</p>
        {onContinue || onBack ? (
          <div className="mt-4 flex flex-wrap gap-3">
            {onContinue ? <Button onClick={onContinue}>Get Started with This Path</Button> : null}
            {onBack ? (
              <Button variant="outline" onClick={onBack}>
                <ArrowLeft aria-hidden />
                Back to Upload
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <FitChart roles={analysis.roles} bestFitRole={recommendedRole} />

      {best ? (
        <section
          className="rounded-xl border border-slate-200 bg-white p-5"
          aria-labelledby="best-fit-detail"
        >
          <h3 id="best-fit-detail" className="text-lg font-semibold text-slate-900">
            Why {best.role}
          </h3>
          <div className="mt-4">
            <RoleDetail fit={best} />
          </div>
        </section>
      ) : null}

      {others.map((fit) => (
        <details key={fit.role} className="group rounded-xl border border-slate-200 bg-white p-5">
          <summary className="cursor-pointer text-base font-semibold text-slate-900 marker:text-brand-700">
            {fit.role}: {fit.score}/100, what counts and what is missing
          </summary>
          <div className="mt-4">
            <RoleDetail fit={fit} />
          </div>
        </details>
      ))}

      {analysis.skills.length > 0 ? (
        <section
          aria-labelledby="skills-found"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h3 id="skills-found" className="text-base font-semibold text-slate-900">
            Skills we found
          </h3>
          <ul className="mt-3 flex flex-wrap gap-1.5">
            {analysis.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="secondary">{skill}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <OnetAttribution />
    </div>
  );
}
