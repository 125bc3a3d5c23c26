import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from './env';

export const MIN_SECRET_LENGTH = 32;
/** A random key of 32+ characters has far more; fewer means a typed placeholder ('aaaa…'). */
const MIN_DISTINCT_CHARACTERS = 8;

/** Why a key is too weak to sign with, or undefined when it will do. */
export function weakSecretReason(secret: string): string | undefined {
  if (secret.length < MIN_SECRET_LENGTH) {
    return `has ${secret.length} characters; it must have at least ${MIN_SECRET_LENGTH}`;
  }
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) {
    return `repeats too few characters (fewer than ${MIN_DISTINCT_CHARACTERS} different ones); use a random value`;
  }
  return undefined;
}

/** The server must not start: its signing key would let anyone forge links and device cookies. */
export class AppSecretError extends Error {
  override name = 'AppSecretError';
}

/**
 * The key that signs links meant to work signed out, and device cookies. Production must set
 * APP_SECRET (every instance signs with the same key); elsewhere a random one is made once and
 * kept in DATA_DIR, so a fresh clone works offline and no shared default key exists to forge links
 * with. Either way a weak key (an empty or truncated file) stops the boot: with the key "" anyone
 * could sign an unsubscribe link or a device cookie.
 */
export async function resolveAppSecret(config: AppConfig): Promise<string> {
  if (config.appSecret) {
    const reason = weakSecretReason(config.appSecret);
    if (reason) {
      throw new AppSecretError(
        `APP_SECRET ${reason}. Set it to a long random value, e.g. the output of \`openssl rand -base64 48\`.`,
      );
    }
    return config.appSecret;
  }
  const file = path.join(config.database.dataDir, 'app-secret');
  const secret = (await readSecretFile(file)) ?? (await createSecretFile(file));
  const reason = weakSecretReason(secret);
  if (reason) {
    throw new AppSecretError(
      `The signing key in ${file} ${reason}. Delete that file so a new one is made at the next start (links already emailed and "remember this browser" cookies stop working), or set APP_SECRET.`,
    );
  }
  return secret;
}

async function readSecretFile(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Written whole to a temporary name, fsynced, then hard-linked to its name: the link appears
 * complete or not at all (a full disk leaves no empty key behind), and when two processes start
 * together exactly one link succeeds; the other reads the winner's key.
 */
async function createSecretFile(file: string): Promise<string> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const temporary = path.join(dir, `.app-secret.${process.pid}.${randomBytes(6).toString('hex')}`);
  try {
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(`${secret}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await link(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another process made it first: use theirs (it was complete before it had this name).
      const theirs = await readSecretFile(file);
      if (theirs === undefined) throw error;
      return theirs;
    }
    await syncDirectory(dir);
    return secret;
  } finally {
    await unlink(temporary).catch(() => {});
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
