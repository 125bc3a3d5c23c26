import { webcrypto } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ResumeFileStore } from './resume-files';
import { saveResumeAndProfile, type StoredResume } from './resumes.queries';

/**
 * Keeps a new resume: the file first (in the file store when there is one), then the row and the
 * profile in one transaction (the resume it replaced stays, without its file, as the previous one),
 * then the file it replaced. A failed transaction takes its new file
 * with it; a crash in between leaves a file no row names, which the start-up sweep removes.
 */
export async function storeResume(
  deps: { db: Database; files: ResumeFileStore | null; log: FastifyBaseLogger },
  userId: string,
  resume: Omit<StoredResume, 'storageKey' | 'sha256'>,
  profile: Parameters<typeof saveResumeAndProfile>[3],
) {
  // WebCrypto hashes on the thread pool; createHash would spend ~20 ms of the event loop per 5 MB.
  const digest = await webcrypto.subtle.digest('SHA-256', resume.content);
  const sha256 = Buffer.from(digest).toString('hex');
  const storageKey = deps.files ? await deps.files.save(userId, resume.content) : null;
  let saved: Awaited<ReturnType<typeof saveResumeAndProfile>>;
  try {
    saved = await saveResumeAndProfile(deps.db, userId, { ...resume, sha256, storageKey }, profile);
  } catch (error) {
    if (storageKey) await deps.files!.remove(storageKey).catch(() => {});
    throw error;
  }
  const replaced = saved.replacedStorageKey;
  if (replaced && replaced !== storageKey && deps.files) {
    await deps.files.remove(replaced).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'could not remove a replaced resume file');
    });
  }
  return { user: saved.user, previous: saved.previous, uploadedAt: saved.uploadedAt };
}
