import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { resumes } from '@/server/db/schema';
import {
  createResumeFileStore,
  deleteStoredResumeFiles,
  resumeFilesDir,
} from '@/server/features/resumes/resume-files';
import { storeResume } from '@/server/features/resumes/store-resume';
import { multipart } from '../helpers/multipart';
import { SAMPLE_TEACHER_RESUME } from '../helpers/resume-files';
import {
  as,
  preparedPgliteDump,
  registerUser,
  testConfig,
  type SignedInUser,
} from '../helpers/test-app';

/**
 * The embedded engine as a person runs it: PGlite persisted in DATA_DIR, resume files in
 * DATA_DIR/resumes beside it. (Whatever DATABASE_URL says, this file is about that engine.)
 */

let dataDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;

const boot = async () => {
  const built = await buildApp(testConfig({ DATA_DIR: dataDir }), { database, serveClient: false });
  await built.ready();
  return built;
};

function upload(who: SignedInUser, text: string) {
  const body = multipart([
    { name: 'resume', filename: 'resume.txt', content: Buffer.from(text), type: 'text/plain' },
  ]);
  return as(app, who, { method: 'POST', url: '/api/resumes/upload', ...body });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'c2c-files-'));
  // On disk in DATA_DIR, started from the suite's prepared dump (api-global-setup.ts) rather than
  // made and migrated again (the file alone: 24 s -> 12 s of tests). The PostgreSQL lane has no
  // dump, and makes the folder anew.
  const dump = preparedPgliteDump();
  database = await openDatabase({ dataDir, ...(dump ? { loadDataDir: dump } : {}) });
  app = await boot();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('resume files on the embedded engine', () => {
  it('keeps the upload as a private file named by the row, not as bytes in the database', async () => {
    const me = await registerUser(app);
    const response = await upload(me, SAMPLE_TEACHER_RESUME);
    expect(response.statusCode).toBe(200);

    const [row] = await database.db.select().from(resumes).where(eq(resumes.userId, me.user.id));
    expect(row!.content).toBeNull();
    expect(row!.storageKey).toMatch(new RegExp(`^${me.user.id}/[0-9a-f-]{36}$`));
    const file = path.join(resumeFilesDir(dataDir), row!.storageKey!);
    expect(readdirSync(path.dirname(file))).toEqual([path.basename(file)]);
    expect((await app.resumeFiles!.read(row!.storageKey!)).toString()).toBe(SAMPLE_TEACHER_RESUME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('removes the new file when the transaction that would name it fails', async () => {
    const ghost = randomUUID();
    await expect(
      storeResume(
        { db: database.db, files: app.resumeFiles, log: app.log },
        ghost,
        {
          fileName: 'r.txt',
          fileType: 'txt',
          content: Buffer.from(SAMPLE_TEACHER_RESUME),
          text: SAMPLE_TEACHER_RESUME,
          analysis: { bestFitRole: null } as never,
        },
        { skills: [], currentRole: null, yearsExperience: 1, targetRoles: [] },
      ),
    ).rejects.toThrow();
    const folder = path.join(resumeFilesDir(dataDir), ghost);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });

  it('deletes every file of one person and nobody else', async () => {
    const [a, b] = [await registerUser(app), await registerUser(app)];
    await upload(a, SAMPLE_TEACHER_RESUME);
    await upload(b, SAMPLE_TEACHER_RESUME);
    await deleteStoredResumeFiles(dataDir, a.user.id);
    expect(existsSync(path.join(resumeFilesDir(dataDir), a.user.id))).toBe(false);
    expect(readdirSync(path.join(resumeFilesDir(dataDir), b.user.id))).toHaveLength(1);
  });

  it('removes her files at once when she deletes her account, not at the next start-up', async () => {
    const [a, b] = [await registerUser(app), await registerUser(app)];
    await upload(a, SAMPLE_TEACHER_RESUME);
    await upload(b, SAMPLE_TEACHER_RESUME);
    expect(readdirSync(path.join(resumeFilesDir(dataDir), a.user.id))).toHaveLength(1);
    const deleted = await as(app, a, {
      method: 'DELETE',
      url: `/api/users/${a.user.id}`,
      payload: { password: a.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(path.join(resumeFilesDir(dataDir), a.user.id))).toBe(false);
    expect(readdirSync(path.join(resumeFilesDir(dataDir), b.user.id))).toHaveLength(1);
  });

  it('sweeps files no row names at start-up: interrupted uploads and deleted accounts', async () => {
    const me = await registerUser(app);
    await upload(me, SAMPLE_TEACHER_RESUME);
    const [row] = await database.db.select().from(resumes).where(eq(resumes.userId, me.user.id));
    const root = resumeFilesDir(dataDir);
    const mine = path.join(root, me.user.id);
    writeFileSync(path.join(mine, `.tmp-${randomUUID()}`), 'half written');
    writeFileSync(path.join(mine, randomUUID()), 'written, never committed');
    const gone = path.join(root, randomUUID());
    mkdirSync(gone);
    writeFileSync(path.join(gone, randomUUID()), 'an account deleted before its files');

    await app.close();
    app = await boot();

    expect(readdirSync(mine)).toEqual([row!.storageKey!.split('/')[1]]);
    expect(existsSync(gone)).toBe(false);
    const latest = await as(app, me, { method: 'GET', url: '/api/resumes/latest' });
    expect(latest.json().resume.fileName).toBe('resume.txt');
  });

  it('refuses keys that would leave its folder', async () => {
    const store = createResumeFileStore(dataDir);
    await expect(store.read('../../etc/passwd')).rejects.toThrow(/not a resume key/);
    await expect(store.read(`${randomUUID()}/../../x`)).rejects.toThrow(/not a resume key/);
    await expect(deleteStoredResumeFiles(dataDir, '..')).rejects.toThrow(/not a user id/);
  });
});
