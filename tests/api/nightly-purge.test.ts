import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, resumes, sessions } from '@/server/db/schema';
import { PURGE_QUEUE } from '@/server/features/maintenance';
import { runQueueJob } from '../helpers/queue';
import { createTestApp, registerUser, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

describe('the nightly purge (a queue job on its schedule)', () => {
  it('deletes expired sessions and spent email links, and keeps the live ones', async () => {
    const { user } = await registerUser(t.app);
    const session = (expiresAt: Date) => ({
      id: randomBytes(32).toString('hex'),
      userId: user.id,
      expiresAt,
    });
    const [expired, live] = [session(at(-HOUR)), session(at(24 * HOUR))];
    await t.db.insert(sessions).values([expired, live]);
    const token = (extra: { expiresAt: Date; usedAt?: Date }) => ({
      userId: user.id,
      purpose: 'reset_password' as const,
      tokenHash: randomBytes(32).toString('hex'),
      email: user.email,
      ...extra,
    });
    const [used, lapsed, waiting] = await t.db
      .insert(emailTokens)
      .values([
        token({ expiresAt: at(HOUR), usedAt: at(-60_000) }),
        token({ expiresAt: at(-60_000) }),
        token({ expiresAt: at(HOUR) }),
      ])
      .returning({ id: emailTokens.id });

    const counts = await runQueueJob<{ sessions: number; tokens: number }>(t.app, PURGE_QUEUE);
    expect(counts.sessions).toBeGreaterThanOrEqual(1);
    expect(counts.tokens).toBeGreaterThanOrEqual(2);

    const left = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [expired.id, live.id]));
    expect(left).toEqual([{ id: live.id }]);
    const tokensLeft = await t.db
      .select({ id: emailTokens.id })
      .from(emailTokens)
      .where(inArray(emailTokens.id, [used!.id, lapsed!.id, waiting!.id]));
    expect(tokensLeft).toEqual([{ id: waiting!.id }]);
  });

  it('removes resume files no row points at once they are an hour old, and keeps hers and fresh ones', async () => {
    // On PostgreSQL the bytes live in the row (no files, and no row outlives its owner: cascade).
    const store = t.app.resumeFiles;
    if (!store) {
      expect(t.app.dbEngine).toBe('postgres');
      return;
    }
    const { user } = await registerUser(t.app);
    const kept = await store.save(user.id, Buffer.from('%PDF her resume'));
    await t.db.insert(resumes).values({
      userId: user.id,
      fileName: 'resume.pdf',
      fileType: 'pdf',
      fileSize: 15,
      sha256: 'x',
      storageKey: kept,
      text: 'her resume',
      analysis: {} as never,
    });
    const root = path.join(t.config.database.dataDir, 'resumes');
    // A file of an account deleted mid-way, and one of an upload not committed yet.
    const goneOwner = path.join(root, randomUUID());
    await mkdir(goneOwner, { recursive: true });
    const orphan = path.join(goneOwner, randomUUID());
    await writeFile(orphan, 'old bytes');
    const dayAgo = at(-24 * HOUR);
    await utimes(orphan, dayAgo, dayAgo);
    const fresh = path.join(root, user.id, randomUUID());
    await writeFile(fresh, 'an upload in flight');
    const strayBeside = path.join(root, user.id, randomUUID());
    await writeFile(strayBeside, 'her replaced file');
    await utimes(strayBeside, dayAgo, dayAgo);

    const counts = await runQueueJob<{ resumeFiles: number }>(t.app, PURGE_QUEUE);
    expect(counts.resumeFiles).toBe(2);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(goneOwner)).toBe(false);
    expect(existsSync(strayBeside)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect((await store.read(kept)).toString()).toBe('%PDF her resume');
    await t.db.delete(resumes).where(eq(resumes.userId, user.id));
  });
});
