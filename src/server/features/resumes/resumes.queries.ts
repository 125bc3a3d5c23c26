import { eq, isNotNull } from 'drizzle-orm';
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

/**
 * Replaces the user's resume and updates their profile from it, in one transaction. Returns the
 * storage key of the file it replaced, for the caller to delete once this has committed.
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
): Promise<{ user: typeof users.$inferSelect; replacedStorageKey: string | null }> {
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
    uploadedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ storageKey: resumes.storageKey })
      .from(resumes)
      .where(eq(resumes.userId, userId))
      .for('update');
    await tx
      .insert(resumes)
      .values(row)
      .onConflictDoUpdate({ target: resumes.userId, set: { ...row, userId: undefined } });
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
    return { user, replacedStorageKey: previous?.storageKey ?? null };
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
      analysis: resumes.analysis,
    })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .limit(1);
  return row;
}
