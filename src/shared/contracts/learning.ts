import { z } from 'zod';
import { PASS_MARK_PERCENT, ROLE_NAMES, ROLE_TYPES, TRACK_SLUGS } from '../constants';
import { UserIdSchema } from './users';

export const AssessmentStatusSchema = z.enum(['locked', 'available', 'completed']);
export type AssessmentStatus = z.infer<typeof AssessmentStatusSchema>;

export const PathJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  salaryRange: z.string().nullable(),
  location: z.string().nullable(),
  isRemote: z.boolean(),
  applyUrl: z.string(),
});

export const LearningPathSchema = z.object({
  role: z.enum(ROLE_NAMES),
  roleType: z.enum(ROLE_TYPES),
  slug: z.enum(TRACK_SLUGS),
  course: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    modules: z.number().int(),
    completedModules: z.number().int(),
    estimatedDuration: z.string(),
    /** Cents. */
    price: z.number().int(),
    hasPaid: z.boolean(),
    completed: z.boolean(),
    learningObjectives: z.array(z.string()),
  }),
  assessment: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    status: AssessmentStatusSchema,
    totalQuestions: z.number().int(),
    /** Minutes. */
    timeLimit: z.number().int(),
    passingScore: z.literal(PASS_MARK_PERCENT),
    requiresCourseCompletion: z.literal(true),
    results: z
      .object({
        score: z.number().int(),
        passed: z.boolean(),
        completedAt: z.string(),
        answers: z.record(z.string(), z.union([z.string(), z.number()])),
      })
      .nullable(),
  }),
  careerKit: z.object({ id: z.string(), title: z.string(), downloadUrl: z.string() }),
  jobs: z.array(PathJobSchema),
  /** What this teacher should work on first in this path, from their analysis. */
  focus: z.object({
    strengths: z.array(z.string()),
    gaps: z.array(
      z.object({
        skill: z.string(),
        howToClose: z.string(),
        module: z.object({ id: z.number().int(), title: z.string() }).nullable(),
      }),
    ),
    nextStep: z.string(),
  }),
});
export type LearningPath = z.infer<typeof LearningPathSchema>;

export const GenerateLearningPathsBodySchema = z.object({
  userId: UserIdSchema,
  suggestedRoles: z
    .array(
      z.enum(ROLE_NAMES, {
        message: `Each suggested role must be one of: ${ROLE_NAMES.join(', ')}`,
      }),
    )
    .min(1, 'Choose at least one suggested role')
    .max(3),
  userSkills: z.array(z.string().trim().max(80)).max(50).default([]),
});

export const LearningPathsResponseSchema = z.object({ learningPaths: z.array(LearningPathSchema) });

export const PaymentSchema = z.object({
  courseId: z.number().int(),
  status: z.enum(['completed', 'pending', 'refunded', 'revoked']),
});
export const PaymentListSchema = z.array(PaymentSchema);
export type Payment = z.infer<typeof PaymentSchema>;

export const GrantCourseAccessBodySchema = z.object({
  userId: UserIdSchema,
  courseId: z.number({ message: 'courseId must be a number' }).int(),
});

export const CareerKitSchema = z.object({
  id: z.enum(TRACK_SLUGS),
  title: z.string(),
  role: z.enum(ROLE_NAMES),
  roleType: z.enum(ROLE_TYPES),
  description: z.string(),
  downloadUrl: z.string(),
});
export type CareerKit = z.infer<typeof CareerKitSchema>;

/** The spec's career kit link record (id, userId, careerKitId), with when and the link. */
export const CareerKitDownloadSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  careerKitId: z.string(),
  title: z.string(),
  downloadUrl: z.string(),
  downloadedAt: z.string(),
});
export type CareerKitDownload = z.infer<typeof CareerKitDownloadSchema>;
