import { z } from 'zod';
import { ApplicationParamsSchema } from './applications';
import {
  COVER_LETTER_LENGTHS,
  PASTED_DESCRIPTION_MAX,
  LETTER_SENTENCE_MAX,
} from './values/cover-letters';
export * from './values/cover-letters';

/**
 * A cover letter per application (issue 29): slots filled from the posting and her own evidence,
 * every sentence carrying what it rests on, checked by the translator's fact guard.
 */

export const LETTER_SLOTS = [
  'opening',
  'why-company',
  'evidence',
  'gap',
  'why-move',
  'close',
] as const;
export type LetterSlot = (typeof LETTER_SLOTS)[number];

export const LETTER_EVIDENCE_KINDS = ['resume', 'certificate', 'story', 'posting'] as const;
export type LetterEvidenceKind = (typeof LETTER_EVIDENCE_KINDS)[number];

export const LetterEvidenceSchema = z.object({
  kind: z.enum(LETTER_EVIDENCE_KINDS),
  /** Her words (or the posting's) exactly as they stand where they come from. */
  quote: z.string(),
  /** Where anyone can check it: a certificate's public verification page. */
  link: z.string().nullable(),
});
export type LetterEvidence = z.infer<typeof LetterEvidenceSchema>;

export const LetterFlagSchema = z.object({
  kind: z.enum(['number', 'date', 'name', 'claim']),
  /** The words as written in the sentence. */
  text: z.string(),
  /** Why it is flagged and what to do, in her words. */
  message: z.string(),
});
export type LetterFlag = z.infer<typeof LetterFlagSchema>;

export const LetterSentenceSchema = z.object({
  id: z.string(),
  text: z.string(),
  evidence: z.array(LetterEvidenceSchema),
  flags: z.array(LetterFlagSchema),
  /** A question for her (the number her resume leaves out, what she is doing about a gap). */
  prompt: z.string().nullable(),
});
export type LetterSentence = z.infer<typeof LetterSentenceSchema>;

export const LetterParagraphSchema = z.object({
  slot: z.enum(LETTER_SLOTS),
  sentences: z.array(LetterSentenceSchema),
});
export type LetterParagraph = z.infer<typeof LetterParagraphSchema>;

/** draft: a sentence is flagged (export waits); ready: nothing flagged. */
export const COVER_LETTER_STATES = ['none', 'draft', 'ready'] as const;
export type CoverLetterState = (typeof COVER_LETTER_STATES)[number];

export const CoverLetterSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  title: z.string(),
  company: z.string(),
  length: z.enum(COVER_LETTER_LENGTHS),
  paragraphs: z.array(LetterParagraphSchema),
  wordCount: z.number().int(),
  /** Facts she confirmed are hers although her evidence does not hold them. */
  ownFacts: z.array(z.string()),
  state: z.enum(['draft', 'ready']),
  updatedAt: z.string(),
});
export type CoverLetter = z.infer<typeof CoverLetterSchema>;

/** GET /api/users/{id}/cover-letters: each letter's state, for the tracker's cards. */
export const CoverLetterStatesSchema = z.object({
  letters: z.array(z.object({ applicationId: z.string(), state: z.enum(['draft', 'ready']) })),
});
export type CoverLetterStates = z.infer<typeof CoverLetterStatesSchema>;

export const CoverLetterParamsSchema = ApplicationParamsSchema;

export const CreateCoverLetterSchema = z.object({
  length: z
    .enum(COVER_LETTER_LENGTHS, { message: 'length must be short or standard' })
    .default('standard'),
  /** The posting's text, for a job she found elsewhere. */
  description: z
    .string()
    .trim()
    .min(1, 'Paste the job description')
    .max(
      PASTED_DESCRIPTION_MAX,
      `The job description is too long: keep it under ${PASTED_DESCRIPTION_MAX.toLocaleString('en-US')} characters (the posting's text, without the rest of the page)`,
    )
    .optional(),
});
export type CreateCoverLetter = z.input<typeof CreateCoverLetterSchema>;

const OwnFactSchema = z.string().trim().min(1).max(120);

export const UpdateCoverLetterSchema = z
  .object({
    sentenceId: z.string().min(1).max(40),
    text: z
      .string()
      .trim()
      .min(1, 'A sentence cannot be empty: delete the words you do not want instead')
      .max(
        LETTER_SENTENCE_MAX,
        `Keep a sentence under ${LETTER_SENTENCE_MAX.toLocaleString('en-US')} characters`,
      )
      .optional(),
    /** Facts of this sentence she confirms are hers ("I did teach 120 students"). */
    ownFacts: z.array(OwnFactSchema).max(20).optional(),
  })
  .refine((body) => body.text !== undefined || body.ownFacts !== undefined, {
    message: 'Send the sentence text, or the facts you confirm are yours',
  });
export type UpdateCoverLetter = z.input<typeof UpdateCoverLetterSchema>;

export const CoverLetterExportQuerySchema = z.object({
  format: z.enum(['docx', 'pdf'], { message: 'format must be docx or pdf' }).optional(),
});
