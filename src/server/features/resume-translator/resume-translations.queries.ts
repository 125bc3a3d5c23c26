import { and, asc, eq } from 'drizzle-orm';
import type { TrackSlug } from '@/shared/constants';
import type { Database } from '../../db/client';
import {
  resumeTranslations,
  type StoredTranslationItem,
} from '../../db/schema/resume-translations';

export type TranslationRow = typeof resumeTranslations.$inferSelect;

const mine = (userId: string, track: TrackSlug) =>
  and(eq(resumeTranslations.userId, userId), eq(resumeTranslations.track, track));

export async function findTranslation(
  db: Database,
  userId: string,
  track: TrackSlug,
): Promise<TranslationRow | undefined> {
  const [row] = await db.select().from(resumeTranslations).where(mine(userId, track)).limit(1);
  return row;
}

export async function listTranslations(db: Database, userId: string): Promise<TranslationRow[]> {
  return db
    .select()
    .from(resumeTranslations)
    .where(eq(resumeTranslations.userId, userId))
    .orderBy(asc(resumeTranslations.track));
}

/**
 * Saves a (re)built translation. `merge` gets the items stored now, read under a row lock in the
 * same transaction, so decisions she makes while a rebuild runs are not lost.
 */
export async function saveTranslation(
  db: Database,
  row: Omit<TranslationRow, 'createdAt' | 'updatedAt' | 'items'>,
  merge: (previous: StoredTranslationItem[]) => StoredTranslationItem[],
): Promise<{ row: TranslationRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ items: resumeTranslations.items })
      .from(resumeTranslations)
      .where(mine(row.userId, row.track))
      .for('update');
    const values = { ...row, items: merge(previous?.items ?? []), updatedAt: new Date() };
    const [saved] = await tx
      .insert(resumeTranslations)
      .values(values)
      .onConflictDoUpdate({
        target: [resumeTranslations.userId, resumeTranslations.track],
        set: {
          resumeSha256: values.resumeSha256,
          layout: values.layout,
          items: values.items,
          summary: values.summary,
          skills: values.skills,
          updatedAt: values.updatedAt,
        },
      })
      .returning();
    return { row: saved!, created: previous === undefined };
  });
}

/**
 * Changes one item under a row lock. `change` returns the new item, or null when the item does
 * not exist; it may throw to refuse the change (nothing is written then).
 */
export async function updateItem(
  db: Database,
  userId: string,
  track: TrackSlug,
  itemId: string,
  change: (item: StoredTranslationItem) => StoredTranslationItem,
): Promise<{ row: TranslationRow; item: StoredTranslationItem } | 'no-translation' | 'no-item'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(resumeTranslations)
      .where(mine(userId, track))
      .for('update');
    if (!row) return 'no-translation';
    const index = row.items.findIndex((item) => item.id === itemId);
    if (index < 0) return 'no-item';
    const item = change(row.items[index]!);
    const items = row.items.map((existing, i) => (i === index ? item : existing));
    const [saved] = await tx
      .update(resumeTranslations)
      .set({ items, updatedAt: new Date() })
      .where(mine(userId, track))
      .returning();
    return { row: saved!, item };
  });
}
