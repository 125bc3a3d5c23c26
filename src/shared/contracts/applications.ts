import { z } from 'zod';
import { JobIdSchema } from './jobs';
import { UserIdSchema } from './users';
import { APPLICATION_STAGES, MAX_APPLICATION_NOTES } from './values/applications';
export * from './values/applications';

const StageSchema = z.enum(APPLICATION_STAGES, {
  message: `stage must be one of: ${APPLICATION_STAGES.join(', ')}`,
});

const HttpUrlSchema = z
  .string()
  .trim()
  .max(2000, 'url must be at most 2000 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'url must be a web address starting with http:// or https://');

/** A calendar day (the follow-up is a day, not an instant): YYYY-MM-DD. */
export const CalendarDaySchema = z.iso.date({ message: 'followUpAt must be a date (YYYY-MM-DD)' });

export const ApplicationSchema = z.object({
  id: z.uuid(),
  /** The feed's job, when she tracked one from the feed; null for a job found elsewhere. */
  jobId: z.string().nullable(),
  title: z.string(),
  company: z.string(),
  url: z.string(),
  location: z.string().nullable(),
  stage: StageSchema,
  notes: z.string(),
  followUpAt: z.string().nullable(),
  history: z.array(z.object({ stage: StageSchema, at: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const ApplicationListSchema = z.array(ApplicationSchema);

/** From the feed `{ jobId }`, or a job found elsewhere `{ title, company, url, location? }`. */
export const CreateApplicationSchema = z
  .object({
    jobId: JobIdSchema.optional(),
    title: z.string().trim().min(1, 'title is required').max(200).optional(),
    company: z.string().trim().min(1, 'company is required').max(200).optional(),
    url: HttpUrlSchema.optional(),
    location: z.string().trim().max(200).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.jobId !== undefined) {
      if (body.title ?? body.company ?? body.url ?? body.location) {
        ctx.addIssue({
          code: 'custom',
          path: ['jobId'],
          message: 'Send either jobId, or title, company and url: not both',
        });
      }
      return;
    }
    for (const field of ['title', 'company', 'url'] as const) {
      if (body[field] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} is required for a job that is not in the feed`,
        });
      }
    }
  });
export type CreateApplication = z.infer<typeof CreateApplicationSchema>;

export const UpdateApplicationSchema = z
  .object({
    stage: StageSchema.optional(),
    notes: z
      .string()
      .max(MAX_APPLICATION_NOTES, `notes must be at most ${MAX_APPLICATION_NOTES} characters`)
      .optional(),
    followUpAt: CalendarDaySchema.nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one of stage, notes, followUpAt');
export type UpdateApplication = z.infer<typeof UpdateApplicationSchema>;

export const ApplicationParamsSchema = z.object({ id: UserIdSchema, applicationId: z.uuid() });
