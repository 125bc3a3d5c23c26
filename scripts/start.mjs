// `npm start`: builds first when there is no build (a fresh clone) or when the build is older than
// the sources it was made from (a pull or an edit since), then runs the server.
import { spawnSync } from 'node:child_process';
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

function whyBuild() {
  if (!OUTPUTS.every((output) => existsSync(output))) return 'No build found';
  const builtAt = Math.min(...OUTPUTS.map((output) => statSync(output).mtimeMs));
  const changed = SOURCES.find((source) => newest(source) > builtAt);
  return changed ? `The build is older than ${changed}` : null;
}

const reason = whyBuild();
if (reason) {
  console.log(`${reason}: running \`npm run build\` first.`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/server/main.js');
