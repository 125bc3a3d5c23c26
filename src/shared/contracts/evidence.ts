import { z } from 'zod';
import { ROLE_NAMES } from '../constants';
import { UserIdSchema } from './users';
import { EVIDENCE_STATEMENT_MAX } from './values/evidence';
export * from './values/evidence';

/**
 * Her evidence bank (issue 34): one model of what she has shown, that every screen and document
 * reads. Items are the things that show a skill (her resume's lines, her certificates, the
 * practice work she kept, what she states herself); verdicts judge each skill once, from them.
 */

export const EVIDENCE_KINDS = [
  'resume-line',
  'certificate',
  'practice',
  'story',
  'stated',
] as const;
export const VERDICT_STATUSES = ['strength', 'gap', 'unknown'] as const;

export const EvidenceItemSchema = z.object({
  id: z.string(),
  kind: z.enum(EVIDENCE_KINDS),
  /** Her line as written, or what she did here ("Passed the Sales assessment, 87%"). */
  text: z.string(),
  /** The skills (competency labels) it shows. */
  skills: z.array(z.string()),
  /** Hers: she wrote it, earned it or stated it. Nothing she has not approved is ever an item. */
  approved: z.boolean(),
});
export type EvidenceItem = z.infer<typeof EvidenceItemSchema>;

export const SkillVerdictSchema = z.object({
  /** The skill, as every screen names it ("Instructional and curriculum design"). */
  skill: z.string(),
  /** The competency id the analysis scores ("ld.design"). */
  competencyId: z.string(),
  /** The role whose hiring managers look for it. */
  role: z.enum(ROLE_NAMES),
  /** strength: her evidence shows it; gap: it does not; unknown: some evidence, not enough to say. */
  status: z.enum(VERDICT_STATUSES),
  /** The items that show it, strongest first. */
  evidenceIds: z.array(z.string()),
  /** What she said when our verdict was wrong; null when she has not said. */
  stated: z.enum(['have', 'have-not']).nullable(),
});
export type SkillVerdict = z.infer<typeof SkillVerdictSchema>;

export const EvidenceBankSchema = z.object({
  /** Whether a resume was read: without one, the items are the skills on her profile. */
  hasResume: z.boolean(),
  items: z.array(EvidenceItemSchema),
  verdicts: z.array(SkillVerdictSchema),
});
export type EvidenceBank = z.infer<typeof EvidenceBankSchema>;

export const VerdictParamsSchema = z.object({
  id: UserIdSchema,
  competencyId: z
    .string()
    .regex(/^[a-z]+\.[a-z-]+$/, 'competencyId must look like "ld.design"')
    .max(60),
});

/** PUT /api/users/{id}/evidence/verdicts/{competencyId}: "this verdict is wrong". */
export const StateVerdictSchema = z.discriminatedUnion(
  'stance',
  [
    z.object({
      stance: z.literal('have'),
      text: z
        .string({ message: 'Say where you did it' })
        .trim()
        .min(10, 'Say where you did it, in a sentence (at least 10 characters)')
        .max(
          EVIDENCE_STATEMENT_MAX,
          `Keep it to ${EVIDENCE_STATEMENT_MAX} characters: one line of your resume`,
        ),
    }),
    z.object({ stance: z.literal('have-not') }),
  ],
  { message: 'stance must be "have" (with text) or "have-not"' },
);
export type StateVerdict = z.infer<typeof StateVerdictSchema>;
