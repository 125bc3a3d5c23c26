// `npm start`: builds first when there is no build (a fresh clone) or when the build is older than
// the sources it was made from (a pull or an edit since), then runs the server.
import { spawnSync } from 'node:child_process';
import { whyBuild } from './lib/build-freshness.mjs';

const reason = whyBuild();
if (reason) {
  console.log(`${reason}: running \`npm run build\` first.`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/server/main.js');
