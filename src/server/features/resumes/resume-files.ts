import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client';
import { storedResumeKeys } from './resumes.queries';

/**
 * Resume files on the embedded engine live beside the database, not in it: PGlite runs on the
 * main thread, and writing a 5 MB bytea there froze every request for about two seconds (ADR 011).
 * Files are written through the thread pool, durably, and named by a key the row keeps:
 * `<userId>/<uuid>`, so one person's files are one folder.
 */
export interface ResumeFileStore {
  /** Writes the bytes under a new key: temp file, fsync, rename, fsync the folder. */
  save(userId: string, bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Every file of one person (account deletion, after its transaction commits). */
  removeAll(userId: string): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const resumeFilesDir = (dataDir: string) => path.join(dataDir, 'resumes');

async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function userDir(root: string, userId: string): string {
  if (!UUID.test(userId)) throw new Error(`not a user id: ${userId}`);
  return path.join(root, userId.toLowerCase());
}

function keyPath(root: string, key: string): string {
  const [userId, name, ...rest] = key.split('/');
  if (!userId || !name || rest.length > 0 || !UUID.test(name))
    throw new Error(`not a resume key: ${key}`);
  return path.join(userDir(root, userId), name);
}

export function createResumeFileStore(dataDir: string): ResumeFileStore {
  const root = resumeFilesDir(dataDir);
  return {
    async save(userId, bytes) {
      const dir = userDir(root, userId);
      const created = await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = randomUUID();
      const temp = path.join(dir, `.tmp-${name}`);
      const handle = await open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await unlink(temp).catch(() => {});
        throw error;
      }
      await handle.close();
      await rename(temp, path.join(dir, name));
      await fsyncPath(dir);
      if (created) await fsyncPath(path.dirname(dir));
      return `${userId.toLowerCase()}/${name}`;
    },
    read: async (key) => {
      const handle = await open(keyPath(root, key), 'r');
      try {
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    },
    remove: (key) => rm(keyPath(root, key), { force: true }),
    removeAll: (userId) => deleteStoredResumeFiles(dataDir, userId),
  };
}

/**
 * Deletes every resume file kept for this person (account deletion calls it after its
 * transaction commits). On PostgreSQL the bytes are in the row, and this finds nothing to do.
 */
export async function deleteStoredResumeFiles(dataDir: string, userId: string): Promise<void> {
  await rm(userDir(resumeFilesDir(dataDir), userId), { recursive: true, force: true });
}

/**
 * Removes files no row points at: an upload interrupted between its file and its commit, or an
 * account deletion interrupted after its commit. Runs at start-up, while the DATA_DIR lock says
 * no other process is writing, and each night (features/maintenance) sparing files younger than
 * `minAgeMs`, which an upload in flight may not have committed yet.
 */
export async function sweepUnreferencedResumeFiles(
  db: Database,
  dataDir: string,
  log: FastifyBaseLogger,
  /** Keep files younger than this (the nightly purge: an upload may not have committed yet). */
  minAgeMs = 0,
): Promise<number> {
  const root = resumeFilesDir(dataDir);
  const cutoff = Date.now() - minAgeMs;
  const folders = await readdir(root).catch(() => [] as string[]);
  if (folders.length === 0) return 0;
  const referenced = new Set(await storedResumeKeys(db));
  let removed = 0;
  for (const folder of folders) {
    const dir = path.join(root, folder);
    const names = await readdir(dir).catch(() => [] as string[]);
    let kept = 0;
    for (const name of names) {
      if (referenced.has(`${folder}/${name}`)) {
        kept += 1;
        continue;
      }
      if (minAgeMs > 0) {
        const modified = await stat(path.join(dir, name)).then(
          (s) => s.mtimeMs,
          () => 0,
        );
        if (modified > cutoff) {
          kept += 1;
          continue;
        }
      }
      await rm(path.join(dir, name), { force: true, recursive: true });
      removed += 1;
    }
    if (kept === 0) await rmdir(dir).catch(() => {});
  }
  if (removed > 0) log.info({ removed }, 'removed resume files no account points at');
  return removed;
}

/**
 * The store for this database: files under DATA_DIR on the embedded engine, none on PostgreSQL
 * (instances there may not share a disk; the bytes stay in the row). The sweep runs only when the
 * database itself lives in that DATA_DIR, so tests on a throwaway in-memory copy touch nothing.
 */
export async function openResumeFileStore(
  database: DatabaseHandle,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<ResumeFileStore | null> {
  if (database.engine !== 'pglite') return null;
  if (database.dataDir && path.resolve(database.dataDir) === path.resolve(dataDir))
    await sweepUnreferencedResumeFiles(database.db, dataDir, log);
  return createResumeFileStore(dataDir);
}
