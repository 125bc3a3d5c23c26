import { open } from 'node:fs/promises';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The parts of Emscripten's NODEFS this wraps (one object per PGlite instance). */
interface EmscriptenNodeFs {
  realPath(node: unknown): string;
  stream_ops: Record<string, (...args: never[]) => unknown>;
  node_ops: Record<string, (...args: never[]) => unknown>;
}
interface EmscriptenNode {
  parent: unknown;
}

async function fsyncPath(target: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(target, 'r');
  } catch (error) {
    // Removed since it was written (a recycled WAL segment, a dropped table): nothing to keep.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  try {
    await handle.sync();
    return true;
  } finally {
    await handle.close();
  }
}

/**
 * PGlite on Node never reaches the disk: it starts PostgreSQL with fsync off (`-F`), and its
 * NODEFS has no fsync either, so a commit lives in the OS page cache until the kernel writes it
 * back, and a power cut loses it. This filesystem notes every file and folder PostgreSQL writes
 * and, when PGlite syncs after a statement outside a transaction block (a commit), fsyncs them
 * on the thread pool before the statement's answer is returned (ADR 011).
 */
export class DurableNodeFS extends NodeFS {
  private readonly dirtyFiles = new Set<string>();
  private readonly dirtyDirs = new Set<string>();
  /** Files and folders flushed so far, and by the last sync (for the bench and the tests). */
  flushed = 0;
  lastFlushed: string[] = [];

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, options);
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          (mod: { NODEFS: unknown }) => this.track(mod.NODEFS as EmscriptenNodeFs),
        ],
      },
    };
  }

  private track(nodefs: EmscriptenNodeFs): void {
    const { stream_ops: streams, node_ops: nodes } = nodefs;
    const folderOf = (node: unknown) => nodefs.realPath((node as EmscriptenNode).parent);
    const wrap = (
      ops: EmscriptenNodeFs['stream_ops'],
      name: string,
      mark: (...args: unknown[]) => void,
    ) => {
      const original = ops[name] as (...args: unknown[]) => unknown;
      ops[name] = ((...args: unknown[]) => {
        const result = original.apply(ops, args);
        mark(...args);
        return result;
      }) as never;
    };
    wrap(streams, 'write', (stream) =>
      this.dirtyFiles.add(nodefs.realPath((stream as { node: unknown }).node)),
    );
    wrap(nodes, 'mknod', (parent) => this.dirtyDirs.add(nodefs.realPath(parent)));
    wrap(nodes, 'symlink', (parent) => this.dirtyDirs.add(nodefs.realPath(parent)));
    wrap(nodes, 'unlink', (parent) => this.dirtyDirs.add(nodefs.realPath(parent)));
    wrap(nodes, 'rmdir', (parent) => this.dirtyDirs.add(nodefs.realPath(parent)));
    wrap(nodes, 'rename', (node, newDir) => {
      this.dirtyDirs.add(folderOf(node));
      this.dirtyDirs.add(nodefs.realPath(newDir));
    });
  }

  override async syncToFs(_relaxedDurability?: boolean): Promise<void> {
    // Inside a transaction block nothing is acknowledged yet: the commit's sync covers it all.
    if (!this.pg?.closed && this.pg?.isInTransaction()) return;
    if (this.dirtyFiles.size === 0 && this.dirtyDirs.size === 0) return;
    const files = [...this.dirtyFiles];
    const dirs = [...this.dirtyDirs];
    this.dirtyFiles.clear();
    this.dirtyDirs.clear();
    const synced = await Promise.all(files.map(fsyncPath));
    const syncedDirs = await Promise.all(dirs.map(fsyncPath));
    this.lastFlushed = [...files, ...dirs].filter((_, i) => [...synced, ...syncedDirs][i]);
    this.flushed += this.lastFlushed.length;
  }
}

/**
 * PGlite's transaction() skips the sync after its COMMIT (its in-transaction flag is cleared only
 * once COMMIT has returned), so a committed transaction would be acknowledged unflushed.
 */
export class DurablePGlite extends PGlite {
  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await super.transaction(callback);
    await this.syncToFs();
    return result;
  }
}

/** PGlite persisted in `dataDir` whose acknowledged writes are on the disk. */
export async function createDurablePGlite(
  dataDir: string,
  options: Omit<PGliteOptions, 'dataDir' | 'fs'> = {},
): Promise<{ client: PGlite; fs: DurableNodeFS }> {
  const fs = new DurableNodeFS(dataDir);
  const client = new DurablePGlite({ ...options, fs });
  await client.waitReady;
  return { client, fs };
}
