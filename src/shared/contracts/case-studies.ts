import { z } from 'zod';
import { TRACK_SLUGS } from '../constants';
import { RubricFeedbackSchema } from './rubric-feedback';
import { CASE_STUDY_ANSWER_MAX } from './values/case-studies';
export * from './values/case-studies';

export const CaseStudyTrackSchema = z.enum(TRACK_SLUGS, {
  message: `Case study must be one of: ${TRACK_SLUGS.join(', ')}`,
});

export const CaseStudyQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  /** Her saved answer, null before she writes one. */
  answer: z.string().nullable(),
  /** The model answer: sent only once she has submitted hers. */
  modelAnswer: z.string().optional(),
  /** Her answer checked against the prompt's leveled rubric: sent once she has submitted. */
  feedback: RubricFeedbackSchema.optional(),
});

export const CaseStudyIdSchema = z
  .string()
  .max(40)
  .regex(/^[a-z0-9-]+$/, { message: 'Case study id is lowercase letters, digits and dashes' });

export const CaseStudySchema = z.object({
  track: z.enum(TRACK_SLUGS),
  /** The case's id within its track. */
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  role: z.string(),
  /** Modules whose lessons the case applies, with their titles. */
  modules: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** True until the course is hers: then only the title, summary, role and modules are sent. */
  locked: z.boolean(),
  signedIn: z.boolean(),
  /** Markdown. */
  scenario: z.string().optional(),
  questions: z.array(CaseStudyQuestionSchema).optional(),
  /** Sent with the model answers. */
  takeaways: z.array(z.string()).optional(),
  submittedAt: z.string().nullable(),
});
export type CaseStudy = z.infer<typeof CaseStudySchema>;

/** One case on the course page: its outline and how far she has got. */
export const CaseStudySummarySchema = CaseStudySchema.pick({
  id: true,
  title: true,
  summary: true,
  role: true,
  modules: true,
  submittedAt: true,
}).extend({
  questionCount: z.number().int(),
  /** Questions she has saved an answer to (0 before she starts or while the course is locked). */
  answeredCount: z.number().int(),
});
export type CaseStudySummary = z.infer<typeof CaseStudySummarySchema>;

/** GET /api/case-studies/:track: the track's cases, in the order the course teaches them. */
export const CaseStudyListSchema = z.object({
  track: z.enum(TRACK_SLUGS),
  /** True until the course is hers: the outlines are shown, the cases themselves are not. */
  locked: z.boolean(),
  signedIn: z.boolean(),
  cases: z.array(CaseStudySummarySchema),
});
export type CaseStudyList = z.infer<typeof CaseStudyListSchema>;

export const SaveCaseStudyBodySchema = z.object({
  answers: z.record(
    z.string().max(40),
    z
      .string()
      .trim()
      .max(CASE_STUDY_ANSWER_MAX, {
        message: `Keep each answer to ${CASE_STUDY_ANSWER_MAX.toLocaleString('en-US')} characters`,
      }),
  ),
  /** Submit: every question must have an answer; the model answers are then shown. */
  submit: z.boolean().default(false),
});
export type SaveCaseStudyBody = z.infer<typeof SaveCaseStudyBodySchema>;
