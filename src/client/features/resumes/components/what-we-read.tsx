import type { ResumeAnalysis } from '@/shared/contracts/resumes';

/** Where the stated years came from: her own figure, or counted from the dates of her jobs. */
export function yearsText(analysis: ResumeAnalysis): string | null {
  const years = analysis.yearsExperience;
  if (years === null) return null;
  const figure = `${years} ${years === 1 ? 'year' : 'years'}`;
  if (analysis.yearsExperienceSource === 'stated') return `${figure} (from your resume)`;
  if (analysis.yearsExperienceSource === 'dates') return `${figure} (counted from your dates)`;
  return figure;
}

/** The facts the analysis read (current role, experience, education); nothing when it read none. */
export function WhatWeRead({ analysis }: { analysis: ResumeAnalysis }) {
  const facts: [string, string][] = [];
  if (analysis.extractedRole) facts.push(['Current role', analysis.extractedRole]);
  const years = yearsText(analysis);
  if (years) facts.push(['Experience', years]);
  if (analysis.education[0]) facts.push(['Education', analysis.education[0]]);
  if (facts.length === 0) return null;
  return (
    <div className="mt-4">
      <p className="text-xs font-semibold tracking-wide text-emerald-900 uppercase">
        Read from your resume
      </p>
      <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="font-semibold text-emerald-950">{term}</dt>
            <dd className="break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
