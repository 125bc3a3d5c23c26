import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AlertFrequency, DigestRun, JobAlertSettings } from '@/shared/contracts/job-alerts';
import type { TrackSlug } from '@/shared/constants';
import type { Database } from '../../db/client';
import { jobAlertRuns, jobAlerts, jobs, users } from '../../db/schema';

export type JobAlertRow = typeof jobAlerts.$inferSelect;
export type AlertRunRow = typeof jobAlertRuns.$inferSelect;

/** Digest run records are kept this long, as the ingest's are. */
export const ALERT_RUNS_KEEP_MS = 90 * 86_400_000;

/**
 * Opens a run's record (under the digest lease). A run still marked running is from a process that
 * died mid-pass: it is closed as failed first, so the record says what happened.
 */
export async function startAlertRun(
  db: Database,
  trigger: AlertRunRow['trigger'],
  now: Date,
): Promise<AlertRunRow> {
  await db
    .update(jobAlertRuns)
    .set({
      status: 'failed',
      finishedAt: now,
      error: 'The process sending these alerts stopped before it finished',
    })
    .where(eq(jobAlertRuns.status, 'running'));
  await db
    .delete(jobAlertRuns)
    .where(lt(jobAlertRuns.startedAt, new Date(now.getTime() - ALERT_RUNS_KEEP_MS)));
  const [run] = await db.insert(jobAlertRuns).values({ trigger, startedAt: now }).returning();
  if (!run) throw new Error('insert into job_alert_runs returned no row');
  return run;
}

export async function finishAlertRun(
  db: Database,
  runId: number,
  outcome:
    ({ status: 'succeeded' } & Omit<DigestRun, 'skipped'>) | { status: 'failed'; error: string },
  at: Date,
): Promise<void> {
  await db
    .update(jobAlertRuns)
    .set({ ...outcome, finishedAt: at })
    .where(eq(jobAlertRuns.id, runId));
}

/** The newest runs first (the administrators' page). */
export function recentAlertRuns(db: Database, limit: number): Promise<AlertRunRow[]> {
  return db
    .select()
    .from(jobAlertRuns)
    .orderBy(desc(jobAlertRuns.startedAt), desc(jobAlertRuns.id))
    .limit(limit);
}

export async function findJobAlerts(db: Database, userId: string): Promise<JobAlertRow | null> {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId));
  return row ?? null;
}

/**
 * Saves her settings. Turning alerts on (from off, or for the first time) starts the clock: only
 * postings first seen from now on are new to her, and older unsubscribe links become stale.
 */
export async function saveJobAlerts(
  db: Database,
  userId: string,
  settings: JobAlertSettings,
  now: Date,
): Promise<JobAlertRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, userId))
      .for('update');
    const subscribing = settings.frequency !== 'off' && (current?.frequency ?? 'off') === 'off';
    const values = {
      ...settings,
      tracks: [...new Set(settings.tracks)],
      updatedAt: now,
      ...(subscribing ? { newSince: now, tokenVersion: (current?.tokenVersion ?? 0) + 1 } : {}),
    };
    const [row] = await tx
      .insert(jobAlerts)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: jobAlerts.userId, set: values })
      .returning();
    return row!;
  });
}

/** The unsubscribe link's action: off, if the link's version is still the current one. */
export async function unsubscribe(
  db: Database,
  userId: string,
  version: number,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(jobAlerts)
    .set({ frequency: 'off', updatedAt: now })
    .where(and(eq(jobAlerts.userId, userId), eq(jobAlerts.tokenVersion, version)))
    .returning({ userId: jobAlerts.userId });
  return updated.length > 0;
}

/**
 * The shortest gap between two digests: a little under the period, so an hourly ingest that runs a
 * few minutes earlier than yesterday's still sends today's, and never two in one period.
 */
export const DIGEST_MIN_GAP_MS: Record<Exclude<AlertFrequency, 'off'>, number> = {
  daily: 23 * 3_600_000,
  weekly: (7 * 24 - 1) * 3_600_000,
};

export interface Subscriber {
  alert: JobAlertRow;
  email: string;
  firstName: string;
}

export async function dueSubscribers(db: Database, now: Date): Promise<Subscriber[]> {
  const dueFor = (frequency: Exclude<AlertFrequency, 'off'>): SQL =>
    and(
      eq(jobAlerts.frequency, frequency),
      or(
        isNull(jobAlerts.lastSentAt),
        lte(jobAlerts.lastSentAt, new Date(now.getTime() - DIGEST_MIN_GAP_MS[frequency])),
      ),
    )!;
  const rows = await db
    .select({ alert: jobAlerts, email: users.email, firstName: users.firstName })
    .from(jobAlerts)
    .innerJoin(users, eq(users.id, jobAlerts.userId))
    .where(or(dueFor('daily'), dueFor('weekly')));
  return rows;
}

export const DIGEST_MAX_JOBS = 15;

export interface DigestJob {
  id: string;
  title: string;
  company: string;
  location: string | null;
  isRemote: boolean;
  entryLevel: boolean;
  servesEducation: boolean;
  track: TrackSlug;
  applyUrl: string;
  firstSeenAt: Date;
}

/**
 * Live postings first seen since her last digest that match her settings, newest first, with the
 * total count for "and N more". The saved sample is never news.
 */
export async function newMatchingJobs(
  db: Database,
  alert: JobAlertRow,
): Promise<{ jobs: DigestJob[]; total: number }> {
  const conditions: SQL[] = [
    eq(jobs.status, 'active'),
    eq(jobs.savedSample, false),
    gt(jobs.firstSeenAt, alert.newSince),
    inArray(jobs.track, alert.tracks),
  ];
  if (alert.remoteOnly) conditions.push(eq(jobs.isRemote, true));
  if (alert.entryLevelOnly) conditions.push(eq(jobs.entryLevel, true));
  if (alert.location) {
    const place = `%${alert.location.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(sql`lower(${jobs.location}) like ${place}`, eq(jobs.isRemote, true))!);
  }
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      location: jobs.location,
      isRemote: jobs.isRemote,
      entryLevel: jobs.entryLevel,
      servesEducation: jobs.servesEducation,
      track: jobs.track,
      applyUrl: jobs.applyUrl,
      firstSeenAt: jobs.firstSeenAt,
      total: sql<string>`count(*) over()`,
    })
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.firstSeenAt), desc(jobs.id))
    .limit(DIGEST_MAX_JOBS);
  return {
    jobs: rows.map(({ total: _total, ...job }) => job),
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
  };
}

/** After a digest is mailed: the next one starts after the newest posting this one carried. */
export async function markDigestSent(
  db: Database,
  userId: string,
  sentAt: Date,
  newSince: Date,
): Promise<void> {
  await db
    .update(jobAlerts)
    .set({ lastSentAt: sentAt, newSince })
    .where(eq(jobAlerts.userId, userId));
}
