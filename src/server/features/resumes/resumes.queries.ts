import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ResumeAnalysis } from '@/shared/contracts/resumes';
import type { Database } from '../../db/client';
import { resumes, users } from '../../db/schema';

export interface StoredResume {
  fileName: string;
  fileType: string;
  content: Buffer;
  text: string;
  analysis: ResumeAnalysis;
}

/** Replaces the user's resume and updates their profile from it, in one transaction. */
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
) {
  const row = {
    userId,
    fileName: resume.fileName,
    fileType: resume.fileType,
    fileSize: resume.content.length,
    sha256: createHash('sha256').update(resume.content).digest('hex'),
    content: resume.content,
    text: resume.text,
    analysis: resume.analysis,
    uploadedAt: new Date(),
  };
  return db.transaction(async (tx) => {
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
    return user;
  });
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
