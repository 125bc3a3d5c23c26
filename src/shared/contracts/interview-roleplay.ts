import { z } from 'zod';
import { AnswerCheckSchema, InterviewAnswerSchema, InterviewRoleSchema } from './interview';
import { ROLEPLAY_REPLY_MAX } from './values/interview-roleplay';
export * from './values/interview-roleplay';

/**
 * The Interview Studio's roleplays (issue 28, item 5): one scripted conversation per role that
 * branches on what she says, scored with the same rubric shape as an answer. What she sees of a
 * scenario never holds how it is scored: which reply shows which check is the server's.
 */

export const ROLEPLAY_MAX_TURNS = 20;

/** GET /api/interview/roleplays?role= */
export const RoleplaysQuerySchema = z.object({ role: InterviewRoleSchema.optional() });
export const RoleplaySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  role: InterviewRoleSchema,
  /** The situation, as she reads it before the conversation starts. */
  brief: z.string(),
});
export type RoleplaySummary = z.infer<typeof RoleplaySummarySchema>;
export const RoleplaysResponseSchema = z.object({ roleplays: z.array(RoleplaySummarySchema) });

/** A point in the conversation: the other person's line and what she may answer. */
export const RoleplayStepSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('turn'),
    id: z.string(),
    line: z.string(),
    choices: z.array(z.object({ id: z.string(), text: z.string() })),
    /** Whether she may type her own reply here instead of picking one. */
    typedReply: z.boolean(),
  }),
  z.object({ type: z.literal('ending'), id: z.string(), line: z.string() }),
]);
export type RoleplayStep = z.infer<typeof RoleplayStepSchema>;

/** GET /api/interview/roleplays/:roleplayId */
export const RoleplayParamsSchema = z.object({ roleplayId: z.string().max(60) });
export const RoleplayViewSchema = RoleplaySummarySchema.extend({
  you: z.string(),
  counterpart: z.object({ name: z.string(), role: z.string() }),
  /** What the conversation is scored on, so she knows what good looks like before she starts. */
  skills: z.array(z.string()),
  opening: RoleplayStepSchema,
});
export type RoleplayView = z.infer<typeof RoleplayViewSchema>;

/** One reply: a choice offered at that step, or her own words where a typed reply is allowed. */
export const RoleplayTurnSchema = z.union([
  z.object({ choiceId: z.string().min(1).max(60) }).strict(),
  z
    .object({
      text: z
        .string({ message: 'Write your reply first' })
        .trim()
        .min(1, 'Write your reply first')
        .max(
          ROLEPLAY_REPLY_MAX,
          `Keep a reply under ${ROLEPLAY_REPLY_MAX.toLocaleString('en-US')} characters`,
        ),
    })
    .strict(),
]);
export type RoleplayTurn = z.input<typeof RoleplayTurnSchema>;

const turnsSchema = z
  .array(RoleplayTurnSchema)
  .max(ROLEPLAY_MAX_TURNS, `A conversation has at most ${ROLEPLAY_MAX_TURNS} replies`);

/** POST /api/interview/roleplays/:roleplayId/next: where her replies so far have led. */
export const RoleplayProgressInputSchema = z.object({ turns: turnsSchema });
export const RoleplayProgressSchema = z.object({ step: RoleplayStepSchema });

/** POST /api/users/:id/roleplay-attempts */
export const RoleplayAttemptInputSchema = z.object({
  roleplayId: z.string().min(1).max(60),
  turns: turnsSchema.min(1, 'Reply at least once before asking for feedback'),
});
export type RoleplayAttemptInput = z.input<typeof RoleplayAttemptInputSchema>;

export const RoleplayPlayedTurnSchema = z.object({
  /** The other person's line she answered. */
  line: z.string(),
  /** What she said: the choice's words or what she typed. */
  reply: z.string(),
  choiceId: z.string().nullable(),
  typed: z.boolean(),
});
export type RoleplayPlayedTurn = z.infer<typeof RoleplayPlayedTurnSchema>;

export const ROLEPLAY_OUTCOMES = ['strong', 'mixed', 'weak'] as const;

export const RoleplayAttemptSchema = z.object({
  id: z.string(),
  roleplayId: z.string(),
  turns: z.array(RoleplayPlayedTurnSchema),
  outcome: z.enum(ROLEPLAY_OUTCOMES),
  /** The other person's last line and what happened, with what to try next time. */
  ending: z.object({ line: z.string(), summary: z.string() }),
  /** Her replies, one a paragraph: every passed check's quote is an exact substring of it. */
  text: InterviewAnswerSchema.shape.text,
  checks: z.array(AnswerCheckSchema),
  landed: z.array(z.string()),
  sharpen: z.array(z.string()),
  stronger: z.string(),
  createdAt: z.string(),
});
export type RoleplayAttempt = z.infer<typeof RoleplayAttemptSchema>;

export const RoleplayAttemptsQuerySchema = z.object({ roleplayId: z.string().max(60).optional() });
export const RoleplayAttemptsResponseSchema = z.object({
  /** Oldest first. */
  attempts: z.array(RoleplayAttemptSchema),
});
