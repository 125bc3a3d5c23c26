import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applicationEvents,
  applications,
  assessmentAttempts,
  assessmentDraws,
  bookmarks,
  careerKitDownloads,
  caseStudyResponses,
  certificates,
  coverLetters,
  emailTokens,
  evidenceStatements,
  exitPlanReminders,
  exitPlans,
  interviewAnswers,
  interviewRoleplayAttempts,
  interviewStories,
  jobAlerts,
  moduleProgress,
  offerComparisons,
  openCheckouts,
  payments,
  resumes,
  resumeTranslations,
  sessions,
  testCheckoutSessions,
  users,
} from '../../db/schema';

/**
 * Everything we hold about one person, table by table. Adding a table that keeps personal data
 * means adding it here (tests/api/account-data.test.ts fails for a table with a user_id column
 * that is in neither list), so the export and the deletion can never forget it.
 *
 * Each entry reads her rows as she may see them: no password hash, no session token hash, no
 * resume file bytes (the text and the analysis are there), no emailed link's token hash.
 */
export const EXPORTED_TABLES = {
  profile: async (db: Database, userId: string) => {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) return null;
    const { passwordHash: _passwordHash, ...profile } = user;
    return profile;
  },
  sessions: (db: Database, userId: string) =>
    db
      .select({
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
  /** The verification and reset links we mailed her: when, to which address, whether used. */
  emailLinks: (db: Database, userId: string) =>
    db
      .select({
        purpose: emailTokens.purpose,
        email: emailTokens.email,
        createdAt: emailTokens.createdAt,
        expiresAt: emailTokens.expiresAt,
        usedAt: emailTokens.usedAt,
      })
      .from(emailTokens)
      .where(eq(emailTokens.userId, userId))
      .orderBy(asc(emailTokens.createdAt)),
  resumes: (db: Database, userId: string) =>
    db
      .select({
        fileName: resumes.fileName,
        fileType: resumes.fileType,
        fileSize: resumes.fileSize,
        sha256: resumes.sha256,
        text: resumes.text,
        analysis: resumes.analysis,
        uploadedAt: resumes.uploadedAt,
      })
      .from(resumes)
      .where(eq(resumes.userId, userId)),
  payments: (db: Database, userId: string) =>
    db.select().from(payments).where(eq(payments.userId, userId)),
  moduleProgress: (db: Database, userId: string) =>
    db
      .select()
      .from(moduleProgress)
      .where(eq(moduleProgress.userId, userId))
      .orderBy(asc(moduleProgress.completedAt)),
  assessmentAttempts: (db: Database, userId: string) =>
    db
      .select()
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.userId, userId))
      .orderBy(asc(assessmentAttempts.createdAt)),
  assessmentDraws: (db: Database, userId: string) =>
    db.select().from(assessmentDraws).where(eq(assessmentDraws.userId, userId)),
  /** Every case she has started, each with its track and case id. */
  caseStudyResponses: (db: Database, userId: string) =>
    db
      .select()
      .from(caseStudyResponses)
      .where(eq(caseStudyResponses.userId, userId))
      .orderBy(asc(caseStudyResponses.track), asc(caseStudyResponses.caseId)),
  careerKitDownloads: (db: Database, userId: string) =>
    db.select().from(careerKitDownloads).where(eq(careerKitDownloads.userId, userId)),
  checkouts: async (db: Database, userId: string) => ({
    open: await db.select().from(openCheckouts).where(eq(openCheckouts.userId, userId)),
    testMode: await db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.userId, userId)),
  }),
  bookmarks: (db: Database, userId: string) =>
    db.select().from(bookmarks).where(eq(bookmarks.userId, userId)),
  applications: async (db: Database, userId: string) => {
    const rows = await db.select().from(applications).where(eq(applications.userId, userId));
    const events =
      rows.length === 0
        ? []
        : await db
            .select()
            .from(applicationEvents)
            .where(
              inArray(
                applicationEvents.applicationId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(applicationEvents.at));
    return rows.map((row) => ({
      ...row,
      history: events.filter((event) => event.applicationId === row.id),
    }));
  },
  jobAlerts: (db: Database, userId: string) =>
    db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId)),
  certificates: (db: Database, userId: string) =>
    db.select().from(certificates).where(eq(certificates.userId, userId)),
  resumeTranslations: (db: Database, userId: string) =>
    db
      .select()
      .from(resumeTranslations)
      .where(eq(resumeTranslations.userId, userId))
      .orderBy(asc(resumeTranslations.track)),
  /** What she said when a verdict on one of her skills was wrong. */
  evidenceStatements: (db: Database, userId: string) =>
    db
      .select({
        competencyId: evidenceStatements.competencyId,
        stance: evidenceStatements.stance,
        text: evidenceStatements.text,
        createdAt: evidenceStatements.createdAt,
        updatedAt: evidenceStatements.updatedAt,
      })
      .from(evidenceStatements)
      .where(eq(evidenceStatements.userId, userId)),
  /** Her Interview Studio answers, each with the feedback it got. */
  interviewAnswers: async (db: Database, userId: string) => {
    const rows = await db
      .select()
      .from(interviewAnswers)
      .where(eq(interviewAnswers.userId, userId))
      .orderBy(asc(interviewAnswers.createdAt));
    return rows.map(({ userId: _userId, ...answer }) => answer);
  },
  interviewStories: async (db: Database, userId: string) => {
    const rows = await db
      .select()
      .from(interviewStories)
      .where(eq(interviewStories.userId, userId))
      .orderBy(asc(interviewStories.createdAt));
    return rows.map(({ userId: _userId, ...story }) => story);
  },
  /** Her Interview Studio roleplays: the path she took and the feedback it got. */
  interviewRoleplayAttempts: async (db: Database, userId: string) => {
    const rows = await db
      .select()
      .from(interviewRoleplayAttempts)
      .where(eq(interviewRoleplayAttempts.userId, userId))
      .orderBy(asc(interviewRoleplayAttempts.createdAt));
    return rows.map(({ userId: _userId, ...attempt }) => attempt);
  },
  /** Her exit plan as she entered it. */
  exitPlan: async (db: Database, userId: string) => {
    const [row] = await db
      .select({ plan: exitPlans.plan, updatedAt: exitPlans.updatedAt })
      .from(exitPlans)
      .where(eq(exitPlans.userId, userId));
    return row ?? null;
  },
  /** The reminders of her exit plan's dates that were emailed to her. */
  exitPlanReminders: (db: Database, userId: string) =>
    db
      .select({
        kind: exitPlanReminders.kind,
        on: exitPlanReminders.on,
        sentFor: exitPlanReminders.sentFor,
        sentAt: exitPlanReminders.sentAt,
      })
      .from(exitPlanReminders)
      .where(eq(exitPlanReminders.userId, userId))
      .orderBy(asc(exitPlanReminders.sentAt)),
  /** The offers she compared with her teaching package. */
  offerComparisons: (db: Database, userId: string) =>
    db
      .select({
        id: offerComparisons.id,
        input: offerComparisons.input,
        createdAt: offerComparisons.createdAt,
      })
      .from(offerComparisons)
      .where(eq(offerComparisons.userId, userId))
      .orderBy(asc(offerComparisons.createdAt)),
  /** Her cover letters, each with the evidence its sentences rest on. */
  coverLetters: async (db: Database, userId: string) => {
    const rows = await db
      .select()
      .from(coverLetters)
      .where(eq(coverLetters.userId, userId))
      .orderBy(asc(coverLetters.createdAt));
    return rows.map(({ userId: _userId, reference: _reference, ...letter }) => letter);
  },
} as const;

/** The tables EXPORTED_TABLES reads from: the guard test checks every user_id table is here. */
export const EXPORTED_SOURCES = [
  users,
  sessions,
  emailTokens,
  resumes,
  payments,
  moduleProgress,
  assessmentAttempts,
  assessmentDraws,
  careerKitDownloads,
  caseStudyResponses,
  openCheckouts,
  testCheckoutSessions,
  bookmarks,
  applications,
  jobAlerts,
  certificates,
  resumeTranslations,
  evidenceStatements,
  interviewAnswers,
  interviewStories,
  interviewRoleplayAttempts,
  exitPlans,
  exitPlanReminders,
  offerComparisons,
  coverLetters,
];

/**
 * Tables with a user_id that are not in the export, and why. Each must lose her rows when she is
 * deleted (ON DELETE CASCADE or SET NULL) or hold nothing personal.
 */
export const NOT_EXPORTED_TABLES: Record<string, string> = {
  application_events: 'exported inside each application as its history',
};

/** Tables whose user column is kept on purpose when she is deleted, set to null. */
export const KEPT_WITHOUT_HER = ['payments'] as const;

/** Every EXPORTED_TABLES entry's rows, by name. */
export type AccountData = {
  [K in keyof typeof EXPORTED_TABLES]: Awaited<ReturnType<(typeof EXPORTED_TABLES)[K]>>;
};

export async function readAccount(db: Database, userId: string): Promise<AccountData> {
  const entries = await Promise.all(
    Object.entries(EXPORTED_TABLES).map(
      async ([name, read]) => [name, await read(db, userId)] as const,
    ),
  );
  return Object.fromEntries(entries) as AccountData;
}

export async function exportAccount(db: Database, userId: string) {
  return {
    exportedAt: new Date().toISOString(),
    format: 'classroom-to-career account export, version 1',
    ...(await readAccount(db, userId)),
  };
}

/**
 * Deletes her account and everything personal with it in one transaction. Payment records stay
 * for the accounts we must keep, without her: their user column is set to null (the course,
 * amount, provider reference and date remain). Her sessions go with the account.
 */
export async function deleteAccount(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.update(payments).set({ userId: null }).where(eq(payments.userId, userId));
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return deleted.length > 0;
  });
}
