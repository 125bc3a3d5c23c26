import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ROLE_NAMES, trackByRoleName } from '@/shared/constants';
import type { ResumeAnalysis } from '@/shared/contracts/resumes';
import type { LlmClient } from '../../../lib/llm-client';

/**
 * The model may pick another best fit only among roles the evidence scores this close to the top;
 * otherwise its answer (whose text argues for that role) is dropped.
 */
const MAX_OVERRIDE_GAP = 15;
const MAX_RESUME_CHARS = 12_000;

const RefinementSchema = z.object({
  bestFitRole: z.enum(ROLE_NAMES),
  assessment: z.string().trim().min(40).max(2500),
});

function prompt(text: string, analysis: ResumeAnalysis): string {
  const scores = analysis.roles.map(
    (r) =>
      `${r.role}: ${r.score}/100 (evidence: ${r.evidence.map((e) => `"${e.quote}"`).join('; ') || 'none'})`,
  );
  return [
    'You advise K-12 teachers moving into Sales Representative, Customer Success Manager or Learning & Development Specialist roles.',
    'A rule-based analysis of the resume below scored the three roles:',
    ...scores,
    'Reply with JSON only: {"bestFitRole": one of the three role names exactly, "assessment": 3-6 sentences to the teacher, in second person, naming the best-fit role, the resume evidence for it (quote it), and the two most useful next steps}.',
    'Resume:',
    text.slice(0, MAX_RESUME_CHARS),
  ].join('\n');
}

/** "Customer Success Manager" or its track's short name ("Customer Success"). */
function namesRole(text: string, role: (typeof ROLE_NAMES)[number]): boolean {
  const lower = text.toLowerCase();
  const label = trackByRoleName(role)?.label ?? role;
  return lower.includes(role.toLowerCase()) || lower.includes(label.toLowerCase());
}

/**
 * Optional refinement by an OpenAI-compatible model. Returns the analysis unchanged on a timeout,
 * an error, or an answer that does not validate.
 */
export async function refineWithLlm(
  text: string,
  analysis: ResumeAnalysis,
  llm: LlmClient,
  log: FastifyBaseLogger,
): Promise<ResumeAnalysis> {
  try {
    const refinement = await llm.askJson(prompt(text, analysis), RefinementSchema);
    const top = analysis.roles[0]?.score ?? 0;
    const chosen = analysis.roles.find((r) => r.role === refinement.bestFitRole);
    if (!chosen || top - chosen.score > MAX_OVERRIDE_GAP) {
      throw new Error(
        `model chose ${refinement.bestFitRole}, ${top - (chosen?.score ?? 0)} points behind the evidence`,
      );
    }
    // The text shown must argue for the role shown as the best fit.
    if (!namesRole(refinement.assessment, refinement.bestFitRole)) {
      throw new Error(`model's assessment does not name ${refinement.bestFitRole}`);
    }
    return {
      ...analysis,
      bestFitRole: refinement.bestFitRole,
      summary: refinement.assessment,
      source: 'llm',
    };
  } catch (error) {
    log.warn({ err: error }, 'language-model refinement failed; keeping the local analysis');
    return analysis;
  }
}
