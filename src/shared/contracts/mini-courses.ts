import { z } from 'zod';
import { RubricFeedbackSchema } from './rubric-feedback';
import { TRACK_SLUGS } from '../constants';
import { PRACTICE_RESPONSE_MAX } from './values/mini-courses';
export * from './values/mini-courses';

export const MiniCourseIdSchema = z.enum(TRACK_SLUGS, {
  message: `Course must be one of: ${TRACK_SLUGS.join(', ')}`,
});

/** Most knowledge checks a module has, and most options a check has. */
const CHECKS_MAX = 10;
const OPTIONS_MAX = 10;

/**
 * Her answers to a module's knowledge checks: check id -> the index of the option she chose
 * (walkthrough m6). A module counts as complete only once every check is answered right.
 */
export const CheckAnswersSchema = z
  .record(
    z.string().trim().min(1).max(40),
    z
      .number()
      .int()
      .min(0)
      .max(OPTIONS_MAX - 1, { message: 'Choose one of the options' }),
  )
  .refine((answers) => Object.keys(answers).length <= CHECKS_MAX, {
    message: `At most ${CHECKS_MAX} answers`,
  });
export type CheckAnswers = z.infer<typeof CheckAnswersSchema>;

export const GradeChecksBodySchema = z.object({ checkAnswers: CheckAnswersSchema });
export type GradeChecksBody = z.infer<typeof GradeChecksBodySchema>;

export const CheckResultSchema = z.object({
  id: z.string(),
  correct: z.boolean(),
  /** Why the option she chose is right or wrong; null when she chose none. Never the key. */
  explanation: z.string().nullable(),
});
export type CheckResult = z.infer<typeof CheckResultSchema>;

export const GradeChecksResponseSchema = z.object({
  results: z.array(CheckResultSchema),
  passed: z.boolean(),
});
export type GradeChecksResponse = z.infer<typeof GradeChecksResponseSchema>;

/** A knowledge check as the module page shows it: the key and the explanations stay on the server. */
export const ModuleCheckSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
});
export type ModuleCheck = z.infer<typeof ModuleCheckSchema>;

export const CompleteModuleBodySchema = z
  .object({
    /** Her answers to the module's knowledge checks; all must be right (422 otherwise). */
    checkAnswers: CheckAnswersSchema.optional(),
    /** What she wrote for the practice task; blank counts as none and keeps an earlier one. */
    response: z
      .string()
      .trim()
      .max(PRACTICE_RESPONSE_MAX, {
        message: `Your response is too long: keep it to ${PRACTICE_RESPONSE_MAX.toLocaleString('en-US')} characters`,
      })
      // PostgreSQL text cannot hold U+0000; refusing it here keeps it a 400 instead of a 500.
      .refine((text) => !text.includes('\u0000'), {
        message: 'Your response contains a NUL character that cannot be saved',
      })
      .optional(),
  })
  /**
   * Fastify hands an empty body over as null: that is a completion without a response and without
   * answers, which the route refuses with 422 naming the checks, not a 400.
   */
  .nullish();
export type CompleteModuleBody = z.infer<typeof CompleteModuleBodySchema>;

export const KeyTermSchema = z.object({ term: z.string(), definition: z.string() });

/** A spreadsheet exercise shown in a module (issue 32): its CSV is downloaded from the API. */
export const BookExerciseViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Markdown. */
  instructions: z.string(),
  downloadName: z.string(),
  /** The accounts whose health score she gives. */
  askedAccounts: z.array(z.string()),
});
export type BookExerciseView = z.infer<typeof BookExerciseViewSchema>;

const percent = z.number().finite().min(0).max(1000);
export const CheckBookExerciseBodySchema = z.object({
  /** Account name -> the health score she worked out (0-100). */
  healthScores: z.record(z.string().max(80), z.number().finite().min(0).max(100)),
  /** Gross and net revenue retention in percent, e.g. 91.2. */
  grr: percent,
  nrr: percent,
});
export type CheckBookExerciseBody = z.infer<typeof CheckBookExerciseBodySchema>;

export const BookExerciseResultSchema = z.object({
  id: z.string(),
  label: z.string(),
  correct: z.boolean(),
  /** What was right, or where to look again (never the number she missed). */
  feedback: z.string(),
});
export type BookExerciseResult = z.infer<typeof BookExerciseResultSchema>;
export const CheckBookExerciseResponseSchema = z.object({
  passed: z.boolean(),
  results: z.array(BookExerciseResultSchema),
});
export type CheckBookExerciseResponse = z.infer<typeof CheckBookExerciseResponseSchema>;

export const ModuleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  goal: z.string(),
  locked: z.boolean(),
  /** Why a locked module is locked: not purchased, or the previous module is not done. */
  lockReason: z.enum(['payment', 'sequence']).nullable(),
  completed: z.boolean(),
  /** Sent only for unlocked modules. */
  videoTitle: z.string().optional(),
  videoLink: z.string().optional(),
  videoChannel: z.string().optional(),
  why: z.string().optional(),
  /** How AI tools change this work today: sent only for unlocked modules. */
  aiToday: z.string().optional(),
  /** The written lesson, Markdown. */
  lesson: z.string().optional(),
  keyTerms: z.array(KeyTermSchema).optional(),
  task: z
    .object({
      instructions: z.string(),
      reflection: z.string(),
      rubric: z.array(z.string()),
      /** The model answer: sent only once she has completed the module with or without a response. */
      exemplar: z.string().optional(),
    })
    .optional(),
  /** The knowledge checks, without their key: sent only for unlocked modules. */
  checks: z.array(ModuleCheckSchema).optional(),
  /** A spreadsheet exercise, for the modules that have one: sent only for unlocked modules. */
  exercise: BookExerciseViewSchema.optional(),
  /** Her saved practice response: sent only to her, null when she wrote none. */
  response: z.string().nullable(),
  /** Her response checked against the task's leveled rubric; null when she wrote none. */
  feedback: RubricFeedbackSchema.nullable().optional(),
});
export type CourseModule = z.infer<typeof ModuleSchema>;

export const MiniCourseSchema = z.object({
  id: z.enum(TRACK_SLUGS),
  courseId: z.number().int(),
  track: z.string(),
  tagline: z.string(),
  emoji: z.string(),
  color: z.enum(['blue', 'green', 'purple']),
  /** Cents. */
  price: z.number().int(),
  hasPaid: z.boolean(),
  signedIn: z.boolean(),
  completedCount: z.number().int(),
  modules: z.array(ModuleSchema),
});
export type MiniCourse = z.infer<typeof MiniCourseSchema>;
