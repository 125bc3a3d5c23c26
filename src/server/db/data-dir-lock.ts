import { readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * PGlite is a database inside one process: a second process on the same folder starts happily,
 * keeps its own copy of every page and overwrites the first one's writes when it closes. So the
 * embedded engine takes this lock file (created with O_EXCL) before it opens DATA_DIR.
 */
export const LOCK_FILE_NAME = 'c2c.lock';

interface LockHolder {
  pid: number;
  command: string;
  startedAt: string;
  host: string;
  /** Linux: the kernel boot and the process start tick, so a reused PID is not mistaken for us. */
  bootId?: string | undefined;
  processStart?: string | undefined;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder
      ? `process ${holder.pid} (${holder.command}), running since ${holder.startedAt}${holder.host !== hostname() ? ` on ${holder.host}` : ''}`
      : 'another process that is starting';
    super(
      `The data folder ${dataDir} is in use by ${who}. The embedded database allows one process ` +
        `at a time: stop that process first (npm run db:migrate and npm run jobs:ingest need the ` +
        `server stopped), or point DATA_DIR at another folder, or set DATABASE_URL to share a ` +
        `PostgreSQL database between processes. If no such process is running, delete ` +
        `${path.join(dataDir, LOCK_FILE_NAME)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStart(pid: number | 'self'): string | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function processState(pid: number): string | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
}

const bootId = () => readOptional('/proc/sys/kernel/random/boot_id');

/** Whether a process with this PID runs on this machine (a zombie does not count). */
export function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return processState(pid) !== 'Z';
}

const heldHere = new Set<string>();

/** Whether the process that wrote this lock is gone (it was killed, or the machine restarted). */
function isStale(holder: LockHolder, file: string): boolean {
  if (holder.host !== hostname()) return false;
  if (holder.bootId && bootId() && holder.bootId !== bootId()) return true;
  if (holder.pid === process.pid) return !heldHere.has(file);
  if (!processIsRunning(holder.pid)) return true;
  const start = processStart(holder.pid);
  return Boolean(holder.processStart && start && holder.processStart !== start);
}

function parseHolder(text: string | undefined): LockHolder | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number' ? (value as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

export interface DataDirLock {
  release(): void;
}

/** A lock file half written by a process that died between create and write. */
const UNREADABLE_LOCK_GRACE_MS = 10_000;

export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const me: LockHolder = {
    pid: process.pid,
    command: [
      path.basename(process.argv0),
      ...process.argv.slice(1).map((arg) => path.relative(process.cwd(), arg) || arg),
    ]
      .join(' ')
      .slice(0, 200),
    startedAt: new Date().toISOString(),
    host: hostname(),
    bootId: bootId(),
    processStart: processStart('self'),
  };
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, content, { flag: 'wx', mode: 0o644 });
      heldHere.add(file);
      const release = () => {
        if (!heldHere.delete(file)) return;
        process.off('exit', release);
        if (readOptional(file) === content) unlinkSync(file);
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = readOptional(file);
    const holder = parseHolder(text);
    if (holder && !isStale(holder, file)) throw new DataDirInUseError(dataDir, holder);
    if (!holder) {
      let age = Infinity;
      try {
        age = Date.now() - statSync(file).mtimeMs;
      } catch {
        continue;
      }
      if (age < UNREADABLE_LOCK_GRACE_MS) throw new DataDirInUseError(dataDir, undefined);
    }
    // Remove only the stale lock we judged: a process that recovered it first has written its own.
    if (readOptional(file) === text) {
      try {
        unlinkSync(file);
      } catch {
        // Gone already: someone else recovered it; the next attempt decides.
      }
    }
  }
  throw new DataDirInUseError(dataDir, parseHolder(readOptional(file)));
}

/** For the entry points: a folder in use is a message and exit status 1, not a stack trace. */
export function exitIfDataDirInUse(error: unknown): never {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
