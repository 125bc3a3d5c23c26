import { z } from 'zod';
import { TRACK_SLUGS } from '../constants';
import { ALERT_FREQUENCIES } from './values/job-alerts';
export * from './values/job-alerts';

/** What a job-alert email carries: new postings since her last one that match these. */
export const JobAlertSettingsSchema = z
  .object({
    frequency: z.enum(ALERT_FREQUENCIES, {
      message: `frequency must be one of: ${ALERT_FREQUENCIES.join(', ')}`,
    }),
    tracks: z
      .array(
        z.enum(TRACK_SLUGS, {
          message: `tracks must be among: ${TRACK_SLUGS.join(', ')}`,
        }),
      )
      .max(TRACK_SLUGS.length),
    /** A city or state, matched within the posting's place ('' for anywhere). */
    location: z.string().trim().max(100, 'location must be at most 100 characters'),
    remoteOnly: z.boolean(),
    entryLevelOnly: z.boolean(),
  })
  .strict()
  .refine((settings) => settings.frequency === 'off' || settings.tracks.length > 0, {
    message: 'Choose at least one role to get job alerts',
    path: ['tracks'],
  });
export type JobAlertSettings = z.infer<typeof JobAlertSettingsSchema>;

export const JobAlertsResponseSchema = z.object({
  frequency: z.enum(ALERT_FREQUENCIES),
  tracks: z.array(z.enum(TRACK_SLUGS)),
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

export const ALERT_RUN_TRIGGERS = ['after-ingest', 'manual'] as const;
export const ALERT_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;

/** GET /api/admin/job-alerts/runs: one digest pass, as recorded. */
export const AlertRunSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(ALERT_RUN_TRIGGERS),
  status: z.enum(ALERT_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  subscribers: z.number().int(),
  emailsSent: z.number().int(),
  jobsSent: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
});
export type AlertRun = z.infer<typeof AlertRunSchema>;
export const AlertRunListSchema = z.array(AlertRunSchema);
