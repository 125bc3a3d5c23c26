// `npm start`: builds first when there is no build (a fresh clone), then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = existsSync('dist/client/index.html') && existsSync('dist/server/main.js');
if (!built) {
  console.log('No build found: running `npm run build` first.');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/server/main.js');
