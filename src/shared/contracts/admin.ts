import { z } from 'zod';
import { EMAIL_MAX_LENGTH, TRACK_SLUGS } from '../constants';

/** How many people one page of the administrators' search holds. */
export const ADMIN_PEOPLE_PAGE_SIZE = 20;
/** A search deeper than this is narrowed by typing more of the address instead. */
export const ADMIN_PEOPLE_MAX_PAGE = 50;

/** GET /api/admin/users: an address, whole or its start, any case. */
export const AdminPeopleQuerySchema = z.object({
  email: z
    .string({ message: 'Type an email address or its start' })
    .trim()
    .min(1, 'Type an email address or its start')
    .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`),
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(ADMIN_PEOPLE_MAX_PAGE, `page must be at most ${ADMIN_PEOPLE_MAX_PAGE}`)
    .default(1),
});
export type AdminPeopleQuery = z.infer<typeof AdminPeopleQuerySchema>;

/** A course she can open, and what gave it to her. */
export const AdminCourseAccessSchema = z.object({
  courseId: z.number().int(),
  track: z.enum(TRACK_SLUGS),
  /** 'stripe' or 'test' for a purchase, 'admin_grant' for an administrator's grant. */
  provider: z.string(),
  since: z.string(),
});

export const AdminCertificateSchema = z.object({
  id: z.string(),
  track: z.enum(TRACK_SLUGS),
  score: z.number().int(),
  issuedAt: z.string(),
  /** She hid it from its public link. */
  withdrawn: z.boolean(),
});

export const AdminPersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  courses: z.array(AdminCourseAccessSchema),
  certificates: z.array(AdminCertificateSchema),
});
export type AdminPerson = z.infer<typeof AdminPersonSchema>;

export const AdminPeoplePageSchema = z.object({
  people: z.array(AdminPersonSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminPeoplePage = z.infer<typeof AdminPeoplePageSchema>;

export const RevokeCourseAccessResponseSchema = z.object({
  /** False when she had no access to take away. */
  revoked: z.boolean(),
});

/** GET /api/admin/.../runs: how many recent runs to list. */
export const AdminRunsQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .default(20),
});

/** GET /api/admin/mail: the outbox, newest first; `status=failed` lists the emails that gave up. */
export const AdminMailQuerySchema = z.object({
  status: z.enum(['waiting', 'active', 'sent', 'failed']).optional(),
});
export const AdminMailSchema = z.object({
  id: z.uuid(),
  status: z.enum(['waiting', 'active', 'sent', 'failed', 'cancelled']),
  to: z.string(),
  subject: z.string(),
  attempts: z.number(),
  createdAt: z.string(),
  reason: z.string().nullable(),
});
export const AdminMailListSchema = z.object({ mail: z.array(AdminMailSchema) });
export type AdminMail = z.infer<typeof AdminMailSchema>;

/** pg-boss's job states, as the administrators' queue table shows them. */
export const QUEUE_JOB_STATES = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;
export type QueueJobState = (typeof QUEUE_JOB_STATES)[number];

/** GET /api/admin/jobs: recent background jobs, newest first; `state=failed` lists the failures. */
export const AdminQueueJobsQuerySchema = z.object({
  state: z
    .enum(QUEUE_JOB_STATES, {
      message: `state must be one of: ${QUEUE_JOB_STATES.join(', ')}`,
    })
    .optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be at most 200')
    .default(50),
});
/** A job without its payload (an email's address and text stay in the mail list, masked). */
export const AdminQueueJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(QUEUE_JOB_STATES),
  attempts: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Why it failed, email addresses masked. */
  error: z.string().nullable(),
});
export const AdminQueueJobListSchema = z.object({ jobs: z.array(AdminQueueJobSchema) });
export type AdminQueueJob = z.infer<typeof AdminQueueJobSchema>;
