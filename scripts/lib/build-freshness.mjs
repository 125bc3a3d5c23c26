// Whether dist/ is a build of the sources as they are now: `npm start` (scripts/start.mjs) and the
// benchmarks (bench/lib/server.ts) build first when it is not, so neither runs an old build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the build is made of: a change to any of these makes dist/ stale. */
const SOURCES = ['src', 'content', 'drizzle', 'index.html', 'vite.config.ts', 'package-lock.json'];
const OUTPUTS = ['dist/client/index.html', 'dist/server/main.js'];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const child of readdirSync(entry))
    latest = Math.max(latest, newest(path.join(entry, child)));
  return latest;
}

/** Why `npm run build` must run first (no build, or one older than a source), or null. */
export function whyBuild() {
  if (!OUTPUTS.every((output) => existsSync(output))) return 'No build found';
  const builtAt = Math.min(...OUTPUTS.map((output) => statSync(output).mtimeMs));
  const changed = SOURCES.find((source) => newest(source) > builtAt);
  return changed ? `The build is older than ${changed}` : null;
}
