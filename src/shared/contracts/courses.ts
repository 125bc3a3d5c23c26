import { z } from 'zod';
import { ROLE_TYPES, TRACK_SLUGS } from '../constants';

export const CourseSchema = z.object({
  id: z.number().int(),
  slug: z.enum(TRACK_SLUGS),
  title: z.string(),
  description: z.string(),
  roleType: z.enum(ROLE_TYPES),
  estimatedDuration: z.string(),
  /** Cents. */
  price: z.number().int(),
  learningObjectives: z.array(z.string()),
  /** From the mini-course definition in content/: the one source of the number. */
  moduleCount: z.number().int(),
  /** Present when the catalogue was asked for with the signed-in user's id. */
  hasPaid: z.boolean().optional(),
  completed: z.boolean().optional(),
  completedModules: z.number().int().optional(),
});
export type Course = z.infer<typeof CourseSchema>;

export const CourseListSchema = z.array(CourseSchema);
export type CourseList = z.infer<typeof CourseListSchema>;
