import { z } from 'zod';
import { JOB_ROLE_TYPES } from './jobs';

export const ALERT_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** What a job-alert email carries: new postings since her last one that match these. */
export const JobAlertSettingsSchema = z
  .object({
    frequency: z.enum(ALERT_FREQUENCIES, {
      message: `frequency must be one of: ${ALERT_FREQUENCIES.join(', ')}`,
    }),
    roleTypes: z
      .array(
        z.enum(JOB_ROLE_TYPES, {
          message: `roleTypes must be among: ${JOB_ROLE_TYPES.join(', ')}`,
        }),
      )
      .max(JOB_ROLE_TYPES.length),
    /** A city or state, matched within the posting's place ('' for anywhere). */
    location: z.string().trim().max(100, 'location must be at most 100 characters'),
    remoteOnly: z.boolean(),
    entryLevelOnly: z.boolean(),
  })
  .strict()
  .refine((settings) => settings.frequency === 'off' || settings.roleTypes.length > 0, {
    message: 'Choose at least one role to get job alerts',
    path: ['roleTypes'],
  });
export type JobAlertSettings = z.infer<typeof JobAlertSettingsSchema>;

export const JobAlertsResponseSchema = z.object({
  frequency: z.enum(ALERT_FREQUENCIES),
  roleTypes: z.array(z.enum(JOB_ROLE_TYPES)),
  location: z.string(),
  remoteOnly: z.boolean(),
  entryLevelOnly: z.boolean(),
  /** When the last digest was mailed; null before the first. */
  lastSentAt: z.string().nullable(),
});
export type JobAlertsResponse = z.infer<typeof JobAlertsResponseSchema>;

export const UnsubscribeSchema = z.object({ token: z.string().min(1).max(500) });

export const UnsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });

/** The result of one digest run (admin run-now, and the log after each ingest). */
export const DigestRunSchema = z.object({
  subscribers: z.number().int(),
  emailsSent: z.number().int(),
  jobsSent: z.number().int(),
  failed: z.number().int(),
  skipped: z.boolean(),
});
export type DigestRun = z.infer<typeof DigestRunSchema>;
