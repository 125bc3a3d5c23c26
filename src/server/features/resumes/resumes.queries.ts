import { and, eq, isNotNull } from 'drizzle-orm';
import type { ResumeFileType } from '@/shared/constants';
import type { ResumeAnalysis } from '@/shared/contracts/resumes';
import type { Database } from '../../db/client';
import { resumes, users } from '../../db/schema';

export interface StoredResume {
  fileName: string;
  fileType: ResumeFileType;
  /** The original file: its bytes go in the row, or (storageKey) they are already in the file store. */
  content: Buffer;
  sha256: string;
  storageKey: string | null;
  text: string;
  analysis: ResumeAnalysis;
}

/** The resume a new upload replaced: kept (without its file) to compare the two. */
export interface PreviousResume {
  fileName: string;
  uploadedAt: Date;
  text: string;
  analysis: ResumeAnalysis;
}

/**
 * Replaces the user's resume and updates their profile from it, in one transaction, keeping the
 * one it replaced as the previous resume. Returns the storage key of the file it replaced, for
 * the caller to delete once this has committed, and that previous resume.
 */
export async function saveResumeAndProfile(
  db: Database,
  userId: string,
  resume: StoredResume,
  profile: {
    skills: string[];
    currentRole: string | null;
    yearsExperience: number;
    targetRoles: string[];
  },
): Promise<{
  user: typeof users.$inferSelect;
  replacedStorageKey: string | null;
  previous: PreviousResume | null;
  uploadedAt: Date;
}> {
  const uploadedAt = new Date();
  const row = {
    userId,
    fileName: resume.fileName,
    fileType: resume.fileType,
    fileSize: resume.content.length,
    sha256: resume.sha256,
    content: resume.storageKey ? null : resume.content,
    storageKey: resume.storageKey,
    text: resume.text,
    analysis: resume.analysis,
    uploadedAt,
  };
  return db.transaction(async (tx) => {
    const [replaced] = await tx
      .select({
        storageKey: resumes.storageKey,
        fileName: resumes.fileName,
        uploadedAt: resumes.uploadedAt,
        text: resumes.text,
        analysis: resumes.analysis,
      })
      .from(resumes)
      .where(eq(resumes.userId, userId))
      .for('update');
    const previous: PreviousResume | null = replaced
      ? {
          fileName: replaced.fileName,
          uploadedAt: replaced.uploadedAt,
          text: replaced.text,
          analysis: replaced.analysis,
        }
      : null;
    const kept = {
      ...row,
      previousFileName: previous?.fileName ?? null,
      previousUploadedAt: previous?.uploadedAt ?? null,
      previousText: previous?.text ?? null,
      previousAnalysis: previous?.analysis ?? null,
    };
    await tx
      .insert(resumes)
      .values(kept)
      .onConflictDoUpdate({ target: resumes.userId, set: { ...kept, userId: undefined } });
    const [user] = await tx
      .update(users)
      .set({
        skills: profile.skills,
        ...(profile.currentRole ? { currentRole: profile.currentRole } : {}),
        yearsExperience: profile.yearsExperience,
        targetRoles: profile.targetRoles,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new Error(`user ${userId} vanished during upload`);
    return { user, replacedStorageKey: replaced?.storageKey ?? null, previous, uploadedAt };
  });
}

/** Every file the file store should keep (the start-up sweep removes the rest). */
export async function storedResumeKeys(db: Database): Promise<string[]> {
  const rows = await db
    .select({ storageKey: resumes.storageKey })
    .from(resumes)
    .where(isNotNull(resumes.storageKey));
  return rows.map((row) => row.storageKey!);
}

export async function findLatestResume(db: Database, userId: string) {
  const [row] = await db
    .select({
      fileName: resumes.fileName,
      fileSize: resumes.fileSize,
      uploadedAt: resumes.uploadedAt,
      text: resumes.text,
      analysis: resumes.analysis,
      previousFileName: resumes.previousFileName,
      previousUploadedAt: resumes.previousUploadedAt,
      previousText: resumes.previousText,
      previousAnalysis: resumes.previousAnalysis,
    })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .limit(1);
  return row;
}

export type LatestResumeRow = NonNullable<Awaited<ReturnType<typeof findLatestResume>>>;

/**
 * Stores analyses redone by a newer analysis version, unless a new upload has replaced the resume
 * in the meantime (the upload time is its identity).
 */
export async function saveRedoneAnalyses(
  db: Database,
  userId: string,
  uploadedAt: Date,
  redone: { analysis?: ResumeAnalysis; previousAnalysis?: ResumeAnalysis },
): Promise<void> {
  if (!redone.analysis && !redone.previousAnalysis) return;
  await db
    .update(resumes)
    .set({
      ...(redone.analysis ? { analysis: redone.analysis } : {}),
      ...(redone.previousAnalysis ? { previousAnalysis: redone.previousAnalysis } : {}),
    })
    .where(and(eq(resumes.userId, userId), eq(resumes.uploadedAt, uploadedAt)));
}
