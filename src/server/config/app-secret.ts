import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './env';

/**
 * The key that signs links meant to work signed out. Production must set APP_SECRET (every
 * instance signs with the same key); elsewhere a random one is made once and kept in DATA_DIR, so
 * a fresh clone works offline and no shared default key exists to forge links with.
 */
export function resolveAppSecret(config: AppConfig): string {
  if (config.appSecret) return config.appSecret;
  const file = path.join(config.database.dataDir, 'app-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.database.dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process made it first: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}
