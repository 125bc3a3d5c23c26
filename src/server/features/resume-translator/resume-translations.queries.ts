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

/** Items stored before summaries and skills were items have no section: they are lines of a job. */
const withSections = (items: StoredTranslationItem[]): StoredTranslationItem[] =>
  items.map((item) => ({
    ...item,
    section: (item as Partial<StoredTranslationItem>).section ?? 'experience',
  }));
const normal = (row: TranslationRow): TranslationRow => ({
  ...row,
  items: withSections(row.items),
});

export async function findTranslation(
  db: Database,
  userId: string,
  track: TrackSlug,
): Promise<TranslationRow | undefined> {
  const [row] = await db.select().from(resumeTranslations).where(mine(userId, track)).limit(1);
  return row && normal(row);
}

export async function listTranslations(db: Database, userId: string): Promise<TranslationRow[]> {
  const rows = await db
    .select()
    .from(resumeTranslations)
    .where(eq(resumeTranslations.userId, userId))
    .orderBy(asc(resumeTranslations.track));
  return rows.map(normal);
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
    const values = {
      ...row,
      items: merge(withSections(previous?.items ?? [])),
      updatedAt: new Date(),
    };
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
 * Changes her items under a row lock. `change` gets the row as stored now and returns all its
 * items as they should be, or null when there is nothing to change (the item does not exist); it
 * may throw to refuse the change (nothing is written then).
 */
export async function updateItems(
  db: Database,
  userId: string,
  track: TrackSlug,
  change: (row: TranslationRow) => StoredTranslationItem[] | null,
): Promise<TranslationRow | 'no-translation' | 'no-item'> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(resumeTranslations)
      .where(mine(userId, track))
      .for('update');
    if (!stored) return 'no-translation';
    const items = change(normal(stored));
    if (!items) return 'no-item';
    const [saved] = await tx
      .update(resumeTranslations)
      .set({ items, updatedAt: new Date() })
      .where(mine(userId, track))
      .returning();
    return saved!;
  });
}
