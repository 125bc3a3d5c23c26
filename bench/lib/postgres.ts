import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster (the machine has the server installed but not running), as
 * .ci/run makes one. BENCH_PG_SHARED_BUFFERS sets its cache (default 256MB).
 */
export function startThrowawayPostgres(port: number): { url: string; stop(): void } {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort()
    : [];
  const bin = versions.length
    ? path.join('/usr/lib/postgresql', versions.at(-1)!, 'bin')
    : undefined;
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed (apt-get install postgresql), or set DATABASE_URL',
    );
  const dir = mkdtempSync(path.join(tmpdir(), 'c2c-bench-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres']));
  const gid = Number(execFileSync('id', ['-g', 'postgres']));
  chownSync(dir, uid, gid);
  const asPostgres = (command: string) => {
    const result = spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], {
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`failed: ${command}`);
  };
  asPostgres(`'${bin}/initdb' -D '${dir}/data' -U app --auth=trust -E UTF8 >/dev/null`);
  asPostgres(
    `'${bin}/pg_ctl' -D '${dir}/data' -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=${process.env.BENCH_PG_SHARED_BUFFERS ?? '256MB'}" -l '${dir}/log' -w start >/dev/null`,
  );
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync(
        'su',
        [
          'postgres',
          '-s',
          '/bin/bash',
          '-c',
          `'${bin}/pg_ctl' -D '${dir}/data' -m fast stop >/dev/null`,
        ],
        { stdio: 'inherit' },
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
