import { and, eq, isNotNull } from 'drizzle-orm';
import type { TrackSlug } from '@/shared/constants';
import type { Database } from '../../db/client';
import { moduleProgress } from '../../db/schema';

/**
 * Marks a module complete. A response replaces the one saved before (she may revise it after
 * seeing the model answer); completing again without one keeps what she wrote.
 */
export async function completeModuleWithResponse(
  db: Database,
  input: { userId: string; track: TrackSlug; moduleId: number; response: string | null },
): Promise<void> {
  const { userId, track, moduleId, response } = input;
  const row = { userId, track, moduleId };
  if (response === null) {
    await db.insert(moduleProgress).values(row).onConflictDoNothing();
    return;
  }
  const respondedAt = new Date();
  await db
    .insert(moduleProgress)
    .values({ ...row, response, respondedAt })
    .onConflictDoUpdate({
      target: [moduleProgress.userId, moduleProgress.track, moduleProgress.moduleId],
      set: { response, respondedAt },
    });
}

/** Her saved practice responses in one track, by module id. */
export async function practiceResponses(
  db: Database,
  userId: string,
  track: TrackSlug,
): Promise<Map<number, string>> {
  const rows = await db
    .select({ moduleId: moduleProgress.moduleId, response: moduleProgress.response })
    .from(moduleProgress)
    .where(
      and(
        eq(moduleProgress.userId, userId),
        eq(moduleProgress.track, track),
        isNotNull(moduleProgress.response),
      ),
    );
  return new Map(rows.map((r) => [r.moduleId, r.response!]));
}

/** Her saved practice response for one module, null when she has written none. */
export async function practiceResponse(
  db: Database,
  userId: string,
  track: TrackSlug,
  moduleId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ response: moduleProgress.response })
    .from(moduleProgress)
    .where(
      and(
        eq(moduleProgress.userId, userId),
        eq(moduleProgress.track, track),
        eq(moduleProgress.moduleId, moduleId),
      ),
    );
  return row?.response ?? null;
}
