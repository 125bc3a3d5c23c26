import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

/** The package root, whether running from src/ (tsx, Vitest) or from the dist/ bundle. */
export const ROOT_DIR = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'drizzle');
export const CONTENT_DIR = path.join(ROOT_DIR, 'content');
export const CLIENT_DIST_DIR = path.join(ROOT_DIR, 'dist', 'client');
