import { and, eq } from 'drizzle-orm';
import type { CoverLetterLength, LetterParagraph } from '@/shared/contracts/cover-letters';
import type { Database } from '../../db/client';
import { coverLetters } from '../../db/schema';

export type CoverLetterRow = typeof coverLetters.$inferSelect;

export async function findCoverLetter(
  db: Database,
  userId: string,
  applicationId: string,
): Promise<CoverLetterRow | null> {
  const [row] = await db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.applicationId, applicationId)));
  return row ?? null;
}

/** Every letter of hers, for the tracker's cards. */
export function coverLettersOf(
  db: Database,
  userId: string,
): Promise<Pick<CoverLetterRow, 'applicationId' | 'paragraphs'>[]> {
  return db
    .select({ applicationId: coverLetters.applicationId, paragraphs: coverLetters.paragraphs })
    .from(coverLetters)
    .where(eq(coverLetters.userId, userId));
}

export interface SavedLetter {
  length: CoverLetterLength;
  paragraphs: LetterParagraph[];
  pastedDescription: string | null;
  reference: string;
}

/** A new build replaces the letter (and the facts she marked, which belonged to its sentences). */
export async function saveCoverLetter(
  db: Database,
  userId: string,
  applicationId: string,
  letter: SavedLetter,
): Promise<CoverLetterRow> {
  const [row] = await db
    .insert(coverLetters)
    .values({ userId, applicationId, ...letter, ownFacts: [] })
    .onConflictDoUpdate({
      target: coverLetters.applicationId,
      set: { ...letter, ownFacts: [], updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function updateCoverLetter(
  db: Database,
  id: string,
  changes: { paragraphs: LetterParagraph[]; ownFacts: string[] },
): Promise<CoverLetterRow> {
  const [row] = await db
    .update(coverLetters)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(coverLetters.id, id))
    .returning();
  return row!;
}

export async function deleteCoverLetter(
  db: Database,
  userId: string,
  applicationId: string,
): Promise<boolean> {
  const rows = await db
    .delete(coverLetters)
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.applicationId, applicationId)))
    .returning({ id: coverLetters.id });
  return rows.length > 0;
}
