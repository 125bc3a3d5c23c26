import { z } from 'zod';
import { TRACK_SLUGS } from '../constants';
import { UserIdSchema } from './users';
import { AssessmentStatusSchema } from './learning';

export const AssessmentTypeSchema = z.enum(TRACK_SLUGS, {
  message: `Assessment type must be one of: ${TRACK_SLUGS.join(', ')}`,
});

export const QuestionTypeSchema = z.enum([
  'multiple_choice',
  'fill_blank',
  'judgment',
  'text',
  'scale',
]);

/** A question as the browser sees it before submission: no correct answer, no explanation. */
export const PublicQuestionSchema = z.object({
  id: z.string(),
  type: QuestionTypeSchema,
  question: z.string(),
  category: z.string(),
  options: z.array(z.string()).optional(),
  /** fill_blank: a tip about the form of the answer. */
  expected: z.string().optional(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
});
export type PublicQuestion = z.infer<typeof PublicQuestionSchema>;

export const PublicAssessmentSchema = z.object({
  id: z.enum(TRACK_SLUGS),
  title: z.string(),
  description: z.string(),
  emoji: z.string(),
  color: z.enum(['blue', 'green', 'purple']),
  timeLimit: z.number().int(),
  passingScore: z.number().int(),
  questions: z.array(PublicQuestionSchema),
  /** The signed-in user's access (decisions.md); null for visitors. */
  status: AssessmentStatusSchema.nullable(),
});
export type PublicAssessment = z.infer<typeof PublicAssessmentSchema>;

export const AnswerValueSchema = z.union([z.number(), z.string()]);

export const SubmitAttemptBodySchema = z.object({
  userId: UserIdSchema,
  answers: z.record(z.string().max(60), AnswerValueSchema),
  /** Sent by the spec's client; ignored: the server scores the answers itself. */
  score: z.number().nullish(),
  passed: z.boolean().nullish(),
});

export const ResultRowSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  type: QuestionTypeSchema,
  category: z.string(),
  userAnswer: z.string(),
  /**
   * The right answer when she gave it; for unscored questions the model answer. null after a wrong
   * answer: the question can come back in a later attempt, so its key is never shown (audit F3).
   */
  correct: z.string().nullable(),
  /** null for questions that are collected but not scored (text, scale). */
  isCorrect: z.boolean().nullable(),
  /** Why the answer is right; null after a wrong answer, for the same reason as `correct`. */
  explanation: z.string().nullable(),
  /** The module that teaches the question, to go back to after a wrong answer. */
  revisit: z.object({ moduleId: z.number().int(), title: z.string() }).nullable(),
});
export type ResultRow = z.infer<typeof ResultRowSchema>;

export const AttemptResultSchema = z.object({
  attemptId: z.number().int(),
  assessmentId: z.enum(TRACK_SLUGS),
  score: z.number().int(),
  passed: z.boolean(),
  correctCount: z.number().int(),
  scoredCount: z.number().int(),
  completedAt: z.string(),
  answers: z.record(z.string(), AnswerValueSchema),
  results: z.array(ResultRowSchema),
});
export type AttemptResult = z.infer<typeof AttemptResultSchema>;
