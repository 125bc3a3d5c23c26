import { z } from 'zod';
import { TRACK_SLUGS } from '../constants';

export const MiniCourseIdSchema = z.enum(TRACK_SLUGS, {
  message: `Course must be one of: ${TRACK_SLUGS.join(', ')}`,
});

/** Longest practice response kept with a completed module (the database enforces it too). */
export const PRACTICE_RESPONSE_MAX = 5000;

export const CompleteModuleBodySchema = z
  .object({
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
  /** Fastify hands an empty body over as null: completing without a response stays valid. */
  .nullish();
export type CompleteModuleBody = z.infer<typeof CompleteModuleBodySchema>;

export const KeyTermSchema = z.object({ term: z.string(), definition: z.string() });

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
  /** Her saved practice response: sent only to her, null when she wrote none. */
  response: z.string().nullable(),
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
