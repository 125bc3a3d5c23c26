import { ArrowLeft, Flag, Sparkles } from 'lucide-react';
import type { ResumeAnalysis, ResumeComparison, RoleFit } from '@/shared/contracts/resumes';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { displayFileName, formatUploadTime } from '../lib/upload-labels';
import { provedPoints } from '../lib/proved-points';
import type { AnalysisSource } from '../lib/setup-result';
import { FitChart } from './fit-chart';
import { UploadComparison } from './upload-comparison';
import { RoleDetail } from './role-detail';
import { WhatWeRead } from './what-we-read';

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

function ScoreLine({ fit }: { fit: RoleFit | undefined }) {
  if (!fit) return null;
  return (
    <p className="mt-1 text-sm text-slate-700">
      <span className="font-semibold text-slate-900">{fit.score}/100</span> · {fit.label}
      {provedPoints(fit) > 0 ? (
        <span className="block text-emerald-900">
          {fit.scoreFromResume} from your resume, +{provedPoints(fit)} from what you proved here
        </span>
      ) : null}
    </p>
  );
}

interface AnalysisReviewProps {
  analysis: ResumeAnalysis;
  /**
   * The roles she chose herself (the manual profile, or a target she set that differs from the
   * best fit): shown as "Your choice", beside the best fit, never in its place.
   */
  chosenRoles: readonly string[];
  /** The role her path follows when the resume names none clearly (the keyword fallback). */
  pathRole?: string | null;
  /** Which file and upload this analysis came from. */
  source?: AnalysisSource | null;
  /** Against the analysis this upload replaced. */
  comparison?: ResumeComparison | null;
  onContinue?: () => void;
  onBack?: () => void;
}

/**
 * Review step: 'Resume Analysis Complete' ('AI Career Analysis Complete' only when a language
 * model refined it). One story: the best fit by her resume (the highest
 * score, the role the summary names, the "Best fit" bar), her own choice beside it when she made
 * one, her stated goal as a goal, the evidence with its matched words, and the gaps of every role
 * with the module that closes each.
 */
export function AnalysisReview({
  analysis,
  chosenRoles,
  pathRole = null,
  source,
  comparison,
  onContinue,
  onBack,
}: AnalysisReviewProps) {
  const bestRole = analysis.bestFitRole;
  const fitOf = (role: string) => analysis.roles.find((r) => r.role === role);
  const best = bestRole ? fitOf(bestRole) : undefined;
  const chosenOthers = chosenRoles
    .map(fitOf)
    .filter((fit): fit is RoleFit => fit !== undefined && fit !== best);
  const others = analysis.roles.filter((r) => r !== best && !chosenOthers.includes(r));
  const chosenIsBest = bestRole !== null && chosenRoles.includes(bestRole);
  const goal = analysis.goal ?? null;

  return (
    <div className="grid gap-6">
      <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-5">
        <h3 className="flex items-center gap-2 text-xl font-bold text-emerald-950">
          <Sparkles className="size-5" aria-hidden />{' '}
          {analysis.source === 'llm' ? 'AI Career Analysis Complete' : 'Resume Analysis Complete'}
        </h3>
        {source ? (
          <p className="mt-1 text-sm text-emerald-950">
            Analysis of{' '}
            <span className="font-semibold break-all">{displayFileName(source.fileName)}</span>
            {source.uploadedAt ? (
              <>
                , uploaded{' '}
                <time dateTime={source.uploadedAt}>{formatUploadTime(source.uploadedAt)}</time>
              </>
            ) : null}
          </p>
        ) : null}

        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg border border-emerald-300 bg-white p-4">
            <p className="text-slate-950">
              <span className="block text-xs font-semibold tracking-wide text-emerald-900 uppercase">
                Best fit by your resume<span className="sr-only">:</span>
              </span>{' '}
              <span className="block text-2xl font-bold">{best ? best.role : 'Not clear yet'}</span>
            </p>
            <ScoreLine fit={best} />
          </div>
          {chosenRoles.length > 0 ? (
            <div className="rounded-lg border border-slate-300 bg-white p-4">
              <p className="text-slate-950">
                <span className="block text-xs font-semibold tracking-wide text-slate-700 uppercase">
                  Your choice<span className="sr-only">:</span>
                </span>{' '}
                <span className="block text-2xl font-bold">{chosenRoles.join(', ')}</span>
              </p>
              {chosenRoles.length === 1 ? <ScoreLine fit={fitOf(chosenRoles[0]!)} /> : null}
              <p className="mt-2 text-sm text-slate-800">
                {chosenIsBest
                  ? 'Your choice is also the best fit by your resume.'
                  : best
                    ? 'Your learning path follows your choice. Its gaps below show what to add to your resume.'
                    : 'Your learning path follows your choice.'}
              </p>
            </div>
          ) : !best && pathRole ? (
            <div className="rounded-lg border border-slate-300 bg-white p-4">
              <p className="text-slate-950">
                <span className="block text-xs font-semibold tracking-wide text-slate-700 uppercase">
                  Your starting path<span className="sr-only">:</span>
                </span>{' '}
                <span className="block text-2xl font-bold">{pathRole}</span>
              </p>
              <p className="mt-2 text-sm text-slate-800">
                Picked from the skills we found, until your resume shows more. You can choose
                another with Edit profile.
              </p>
            </div>
          ) : null}
        </div>

        <p className="mt-4 text-slate-800">{analysis.summary}</p>

        {goal ? (
          <div className="mt-4 flex gap-3 rounded-lg border border-emerald-200 bg-white p-3 text-sm">
            <Flag className="mt-0.5 size-4 shrink-0 text-emerald-800" aria-hidden />
            <div className="min-w-0">
              <p className="break-words text-slate-900">
                <span className="font-semibold">Your goal:</span> “{goal.quote}”
              </p>
              <p className="mt-1 text-slate-700">
                {goal.role && bestRole && goal.role !== bestRole
                  ? `It names ${goal.role}. What you want is not counted as evidence; your experience points to ${bestRole} first.`
                  : 'What you want is not counted as evidence of what you have done.'}
              </p>
            </div>
          </div>
        ) : null}

        <WhatWeRead analysis={analysis} />

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

      <FitChart roles={analysis.roles} bestFitRole={bestRole} chosenRoles={chosenRoles} />

      {comparison ? <UploadComparison comparison={comparison} bestFitRole={bestRole} /> : null}

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

      {chosenOthers.map((fit) => (
        <section
          key={fit.role}
          className="rounded-xl border border-slate-200 bg-white p-5"
          aria-labelledby={`chosen-${fit.roleType}`}
        >
          <h3 id={`chosen-${fit.roleType}`} className="text-lg font-semibold text-slate-900">
            {fit.role} (your choice): what counts and what is missing
          </h3>
          <div className="mt-4">
            <RoleDetail fit={fit} />
          </div>
        </section>
      ))}

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
