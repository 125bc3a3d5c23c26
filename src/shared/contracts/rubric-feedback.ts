import { z } from 'zod';
import { AnswerCheckSchema } from './interview';

/**
 * Feedback on her practice response or case answer (issue 32): the Interview Studio's check shape,
 * against the task's leveled rubric. A self-judged check is one no text can decide ("I finished
 * in about 20 minutes"): it is never passed by the server and is hers to tick.
 */
export const RubricCheckSchema = AnswerCheckSchema.extend({
  selfJudged: z.literal(true).optional(),
});
export type RubricCheck = z.infer<typeof RubricCheckSchema>;

export const RubricLevelSchema = z.enum(['not-yet', 'entry-ready', 'strong']);
export type RubricLevel = z.infer<typeof RubricLevelSchema>;

export const RubricFeedbackSchema = z.object({
  /** not-yet: an entry criterion missed; entry-ready: every entry one met; strong: every one met. */
  level: RubricLevelSchema,
  checks: z.array(RubricCheckSchema),
  /** Check ids this answer meets that her previous attempt did not; empty on a first attempt. */
  improved: z.array(z.string()),
});
export type RubricFeedback = z.infer<typeof RubricFeedbackSchema>;
