import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Application, ApplicationStage } from '@/shared/contracts/applications';
import type { Database } from '../../db/client';
import { applicationEvents, applications, jobs } from '../../db/schema';

type ApplicationRow = typeof applications.$inferSelect;
type EventRow = typeof applicationEvents.$inferSelect;

function toApplication(row: ApplicationRow, events: EventRow[]): Application {
  return {
    id: row.id,
    jobId: row.jobId,
    title: row.title,
    company: row.company,
    url: row.url,
    location: row.location,
    stage: row.stage,
    notes: row.notes,
    followUpAt: row.followUpAt,
    history: events.map((event) => ({ stage: event.stage, at: event.at.toISOString() })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function withHistory(db: Database, rows: ApplicationRow[]): Promise<Application[]> {
  if (rows.length === 0) return [];
  const events = await db
    .select()
    .from(applicationEvents)
    .where(
      inArray(
        applicationEvents.applicationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
  const byApplication = new Map<string, EventRow[]>();
  for (const event of events) {
    byApplication.set(event.applicationId, [
      ...(byApplication.get(event.applicationId) ?? []),
      event,
    ]);
  }
  return rows.map((row) => toApplication(row, byApplication.get(row.id) ?? []));
}

export async function listApplications(db: Database, userId: string): Promise<Application[]> {
  const rows = await db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.updatedAt), asc(applications.id));
  return withHistory(db, rows);
}

export async function findApplication(
  db: Database,
  userId: string,
  applicationId: string,
): Promise<Application | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  return row ? ((await withHistory(db, [row]))[0] ?? null) : null;
}

export async function findFeedJob(db: Database, jobId: string) {
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      applyUrl: jobs.applyUrl,
      location: jobs.location,
      isRemote: jobs.isRemote,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return job ?? null;
}

export interface NewApplication {
  jobId: string | null;
  title: string;
  company: string;
  url: string;
  location: string | null;
}

/**
 * Tracks a job: the row and its first 'saved' event in one transaction. Tracking a feed job she
 * already tracks returns that application instead of a second one (created: false).
 */
export async function createApplication(
  db: Database,
  userId: string,
  input: NewApplication,
): Promise<{ application: Application; created: boolean }> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({ userId, ...input })
      .onConflictDoNothing({ target: [applications.userId, applications.jobId] })
      .returning({ id: applications.id });
    if (!row) return null;
    await tx.insert(applicationEvents).values({ applicationId: row.id, stage: 'saved' });
    return row.id;
  });
  if (id) return { application: (await findApplication(db, userId, id))!, created: true };
  const [existing] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.jobId, input.jobId!)));
  return { application: (await findApplication(db, userId, existing!.id))!, created: false };
}

export interface ApplicationChanges {
  stage?: ApplicationStage;
  notes?: string;
  followUpAt?: string | null;
}

/** Applies a change; a new stage is recorded in the history in the same transaction. */
export async function updateApplication(
  db: Database,
  userId: string,
  applicationId: string,
  changes: ApplicationChanges,
): Promise<Application | null> {
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ stage: applications.stage })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)))
      .for('update');
    if (!current) return false;
    await tx
      .update(applications)
      .set({
        ...(changes.stage !== undefined ? { stage: changes.stage } : {}),
        ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
        ...(changes.followUpAt !== undefined
          ? { followUpAt: changes.followUpAt, followUpRemindedFor: null }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(applications.id, applicationId));
    if (changes.stage !== undefined && changes.stage !== current.stage) {
      await tx.insert(applicationEvents).values({ applicationId, stage: changes.stage });
    }
    return true;
  });
  return updated ? findApplication(db, userId, applicationId) : null;
}

export async function deleteApplication(
  db: Database,
  userId: string,
  applicationId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)))
    .returning({ id: applications.id });
  return deleted.length > 0;
}
