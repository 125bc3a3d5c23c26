import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { CONTENT_DIR } from '../lib/paths';

/**
 * Reads one file of content/ and checks it against its schema: the one way content is loaded, so
 * a broken file always stops the boot the same way, naming the file and each problem's path.
 */
export function readContentJson<T extends z.ZodType>(schema: T, relativePath: string): z.infer<T> {
  const file = path.join(CONTENT_DIR, relativePath);
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`content/${relativePath} is invalid:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
