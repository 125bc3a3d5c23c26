import { z } from 'zod';
import { ROLE_NAMES, TRACK_SLUGS } from '../constants';
import { UserIdSchema } from './users';
import { TRANSLATION_EDIT_MAX } from './values/resume-translator';
export * from './values/resume-translator';

/**
 * The resume translator (issue 14): her latest resume rewritten line by line in one role's
 * language, a summary and a skills section built only from her evidence, her decisions on each
 * line, and the tailored resume as DOCX or PDF.
 */

export const TranslatorRoleSchema = z.enum(ROLE_NAMES, {
  message: `role must be one of: ${ROLE_NAMES.join(', ')}`,
});

export const TranslationTrackSchema = z.enum(TRACK_SLUGS, {
  message: `roleType must be one of: ${TRACK_SLUGS.join(', ')}`,
});

export const CreateTranslationSchema = z.object({ role: TranslatorRoleSchema });
export type CreateTranslation = z.infer<typeof CreateTranslationSchema>;

export const TranslationParamsSchema = z.object({
  id: UserIdSchema,
  roleType: TranslationTrackSchema,
});

export const TranslationItemParamsSchema = TranslationParamsSchema.extend({
  itemId: z.string().trim().min(1).max(40),
});

export const UpdateTranslationItemSchema = z
  .object({
    /** true: use the rewrite; false: keep her original line; null: not reviewed yet. */
    accepted: z.boolean().nullable().optional(),
    /** Her own wording of the rewrite (fact-checked against her resume); null drops her edit. */
    text: z
      .string()
      .trim()
      .min(1, 'text cannot be empty: send null to go back to the suggestion')
      .max(TRANSLATION_EDIT_MAX, `text must be at most ${TRANSLATION_EDIT_MAX} characters`)
      .nullable()
      .optional(),
  })
  .refine((body) => body.accepted !== undefined || body.text !== undefined, {
    message: 'Send accepted, text or both',
  });
export type UpdateTranslationItem = z.infer<typeof UpdateTranslationItemSchema>;

export const TranslationExportQuerySchema = z.object({
  format: z.enum(['docx', 'pdf'], { message: 'format must be docx or pdf' }),
});

/**
 * Where an item prints: a summary sentence, a competency in the skills section, or a line of a
 * job. Summary and skill items are built only from what prints in her experience (her accepted
 * rewrites, else her own lines) and print only when she accepts them.
 */
export const TRANSLATION_SECTIONS = ['summary', 'skills', 'experience'] as const;
export const TranslationSectionSchema = z.enum(TRANSLATION_SECTIONS);
export type TranslationSection = z.infer<typeof TranslationSectionSchema>;

export const TranslationItemSchema = z.object({
  id: z.string(),
  section: TranslationSectionSchema,
  /** The job it belongs to (TranslationJob.id); '' for summary and skill items. */
  jobId: z.string(),
  /**
   * Her line, exactly as her resume has it. For a summary or skill item: the lines of her resume
   * it was built from, one per line ('\n' between them).
   */
  source: z.string(),
  /** The rewrite in the role's language: her edit when she made one, else ours. */
  suggestion: z.string(),
  /** Our rewrite, before any edit of hers. */
  generated: z.string(),
  /** Whether `suggestion` is her own edit. */
  edited: z.boolean(),
  /** 'rules' for the reviewed vocabulary; 'model' when a language model polished the wording. */
  origin: z.enum(['rules', 'model']),
  /** The competency the line shows, in the role's hiring language. */
  skill: z.string(),
  /** Why a recruiter for this role cares. */
  why: z.string(),
  /** What she could add to make the line measurable; never a number we made up. */
  prompt: z.string().nullable(),
  /**
   * true: accepted; false: she keeps her original (a summary or skill item is left out); null: not
   * reviewed yet (a line prints as she wrote it, a summary or skill item is left out).
   */
  accepted: z.boolean().nullable(),
});
export type TranslationItem = z.infer<typeof TranslationItemSchema>;

export const TranslationLineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('item'), itemId: z.string() }),
  /** A line with nothing to translate (often already strong), kept as she wrote it. */
  z.object({
    kind: z.literal('kept'),
    text: z.string(),
    skill: z.string().nullable(),
    why: z.string().nullable(),
    prompt: z.string().nullable(),
  }),
]);
export type TranslationLine = z.infer<typeof TranslationLineSchema>;

export const TranslationJobSchema = z.object({
  id: z.string(),
  /** Title, organization and date lines, as written. */
  header: z.array(z.string()),
  lines: z.array(TranslationLineSchema),
});
export type TranslationJob = z.infer<typeof TranslationJobSchema>;

export const TranslationSkillsSchema = z.object({
  /** Competencies in the role's words, strongest first, each with the lines that show it. */
  competencies: z.array(z.object({ name: z.string(), evidence: z.array(z.string()) })),
  /** Tools and platforms her skills section lists or her lines say she used, as she spells them. */
  tools: z.array(z.string()),
  /** Languages she lists, as written. */
  languages: z.array(z.string()),
});
export type TranslationSkills = z.infer<typeof TranslationSkillsSchema>;

export const TranslationProgressSchema = z.object({
  total: z.number().int(),
  reviewed: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  edited: z.number().int(),
  /** "12 of 18 reviewed". */
  label: z.string(),
});

export const ResumeTranslationSchema = z.object({
  role: TranslatorRoleSchema,
  roleType: TranslationTrackSchema,
  resume: z.object({ fileName: z.string(), uploadedAt: z.string() }),
  /**
   * Her resume changed since this was built, or it was built before summaries and skills could be
   * reviewed: POST again to rebuild (her decisions are kept).
   */
  stale: z.boolean(),
  /** Her name and contact lines from the top of her resume. */
  contact: z.array(z.string()),
  /** The summary as the export prints it: the summary sentences she accepted ('' when none). */
  summary: z.string(),
  /** The skills as the export prints them: the competencies she accepted, her tools and languages. */
  skills: TranslationSkillsSchema,
  items: z.array(TranslationItemSchema),
  jobs: z.array(TranslationJobSchema),
  progress: TranslationProgressSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResumeTranslation = z.infer<typeof ResumeTranslationSchema>;

/** GET /api/users/{id}/resume-translations: the roles she has translated her resume for. */
export const TranslationListSchema = z.object({
  /** Whether she has a resume to translate: without one, the screen asks for it before building. */
  hasResume: z.boolean(),
  translations: z.array(
    z.object({
      role: TranslatorRoleSchema,
      roleType: TranslationTrackSchema,
      stale: z.boolean(),
      progress: TranslationProgressSchema,
      updatedAt: z.string(),
    }),
  ),
});
export type TranslationList = z.infer<typeof TranslationListSchema>;

export const TranslationItemResponseSchema = z.object({
  item: TranslationItemSchema,
  progress: TranslationProgressSchema,
  /**
   * The summary and skill items after this decision: they are rebuilt from what her experience now
   * prints, so a decision on a line can change (and reset) them.
   */
  review: z.array(TranslationItemSchema),
  summary: z.string(),
  skills: TranslationSkillsSchema,
});
export type TranslationItemResponse = z.infer<typeof TranslationItemResponseSchema>;
