import { z } from 'zod';
import { TRACK_SLUGS } from '../constants';

export const MiniCourseIdSchema = z.enum(TRACK_SLUGS, {
  message: `Course must be one of: ${TRACK_SLUGS.join(', ')}`,
});

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
  task: z.object({ instructions: z.string(), reflection: z.string() }).optional(),
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
