import { del, get, set } from 'idb-keyval';

/** localStorage: the file name the spec stores when a resume is picked on the landing page. */
const PENDING_RESUME_NAME_KEY = 'pendingResume';
const PENDING_RESUME_FILE_KEY = 'pendingResumeFile';

/**
 * The landing page hands the chosen file itself to the dashboard through IndexedDB (a File is
 * structured-cloneable), so the teacher need not pick it again. Where IndexedDB is unavailable
 * only the name survives, as in the spec.
 */
export async function savePendingResume(file: File): Promise<void> {
  window.localStorage.setItem(PENDING_RESUME_NAME_KEY, file.name);
  await set(PENDING_RESUME_FILE_KEY, file).catch(() => undefined);
}

/**
 * Takes what the landing page left, once. The name is removed as it is read, before IndexedDB is
 * awaited: removing it afterwards would also remove a name that another tab (or the landing page
 * in this one) stored in the meantime, and that hand-off would be lost.
 */
export async function takePendingResume(): Promise<{ file?: File; name?: string }> {
  const name = window.localStorage.getItem(PENDING_RESUME_NAME_KEY) ?? undefined;
  if (name !== undefined) window.localStorage.removeItem(PENDING_RESUME_NAME_KEY);
  const file = await get<File>(PENDING_RESUME_FILE_KEY).catch(() => undefined);
  if (file !== undefined) await del(PENDING_RESUME_FILE_KEY).catch(() => undefined);
  return { ...(file instanceof File ? { file } : {}), ...(name ? { name } : {}) };
}

/** The name of a file picked on the landing page and not yet analysed, if any (read at once). */
export function pendingResumeName(): string | null {
  try {
    return window.localStorage.getItem(PENDING_RESUME_NAME_KEY);
  } catch {
    return null;
  }
}
