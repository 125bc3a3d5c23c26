import type { ResumeAnalysis } from '@/shared/contracts/resumes';

const listOf = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * The plain-language assessment shown to the user (aiAssessment.originalAssessment). It opens by
 * naming bestFitRole (always roles[0]), quotes her experience, names the next steps for that role,
 * and says how her stated goal compares, without letting the goal change the recommendation.
 */
export function summarizeAnalysis(analysis: Omit<ResumeAnalysis, 'summary'>): string {
  const [best, ...others] = analysis.roles;
  if (!best || !analysis.bestFitRole) {
    return 'We could not find enough in this resume to recommend a role with confidence. Add your responsibilities and results as bullet points, or fill in your details manually, and we will match them to the three roles.';
  }
  const parts: string[] = [];
  parts.push(
    `Your resume fits ${best.role} best: ${best.score} out of 100 (${best.label.toLowerCase()}).`,
  );
  if (best.strengths.length > 0) {
    parts.push(
      `Your strongest evidence is in ${listOf(best.strengths.map((s) => s.skill.toLowerCase()))}.`,
    );
  }
  const quote = best.evidence[0]?.quote;
  if (quote) parts.push(`For example: "${quote.replace(/[.;,:]+$/, '')}".`);
  if (best.gaps.length > 0) {
    parts.push(
      `To strengthen your case, work on ${listOf(best.gaps.map((g) => g.skill.toLowerCase()))}.`,
    );
  }
  const goal = analysis.goal?.role;
  if (goal && goal === best.role) parts.push(`That is also the role your resume says you want.`);
  else if (goal) {
    const wanted = analysis.roles.find((r) => r.role === goal);
    parts.push(
      `Your resume says you want a ${goal} role${wanted ? ` (${wanted.score} out of 100)` : ''}: your experience points to ${best.role} first, and the gaps for ${goal} show what to add.`,
    );
  }
  if (others.length > 0) {
    parts.push(`Other roles: ${others.map((r) => `${r.role} ${r.score}`).join(', ')}.`);
  }
  return parts.join(' ');
}
