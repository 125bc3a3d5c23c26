import { Piscina } from 'piscina';
import type { ExtractedText } from './extract-text';
import { ExtractionError, EXTRACTION_LIMITS } from './extraction-errors';
import type { ResumeAnalysis } from '@/shared/contracts/resumes';
import type { WorkerResult, WorkerTask } from './extraction-worker';

export interface TextExtractor {
  extract(bytes: Buffer): Promise<ExtractedText>;
  /**
   * Extracts and analyses (analyzeResume with the committed O*NET profiles) in the worker: the
   * analysis of a long text is CPU the main thread cannot spare.
   */
  /**
   * The file's memory moves to the worker and back, never copied (a 5 MB copy on the main thread
   * is tens of milliseconds on a busy machine): `bytes` is unusable afterwards; use the returned
   * `bytes`, the same content.
   */
  readResume(
    bytes: Buffer,
  ): Promise<{ extracted: ExtractedText; analysis: ResumeAnalysis; bytes: Buffer }>;
  /** Starts the worker, loads pdf.js and runs the analysis once, so the first upload is not the slow one. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** From source (tsx, Vitest) the worker is TypeScript and needs tsx's loader; from dist it is plain JS. */
function workerFile(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(`./extraction-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  return { filename: url.href, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

/** How long a worker may take to start (it is terminated past it). */
const WORKER_START_BUDGET_MS = 60_000;

export function createTextExtractor(
  options: { threads?: number; timeoutMs?: number } = {},
): TextExtractor {
  const { filename, execArgv } = workerFile();
  const threads = options.threads ?? 1;
  const pool = new Piscina({
    filename,
    execArgv,
    // Started by the first upload and ended after ten quiet minutes: a worker with pdf.js loaded
    // holds about 60 MB, which an idle server does not need (ADR 017). The next upload after a
    // quiet spell waits about a second for it.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 10 * 60_000,
    // Beyond a queue of 24 (at most ~120 MB of 5 MB files waiting), refuse with 503 rather than
    // pile up buffers. With 8, a burst of 20 uploads had half of them refused (npm run bench:stall).
    maxQueue: threads * 24,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  const timeoutMs = options.timeoutMs ?? EXTRACTION_LIMITS.timeoutMs;
  // Piscina starts the abort signal's clock when a task is queued, not when a worker takes it; so
  // each task's budget also covers the tasks ahead of it, each of which may use a full timeoutMs.
  let inFlight = 0;
  // Starting a worker (the thread, then pdf.js; from source also tsx's loader) is not the file's
  // time: on a busy machine it took over 10 s and a first upload was refused as "took too long".
  // So a task waits for a running worker before its clock starts; the start has its own budget.
  let starting: Promise<unknown> | null = null;
  /** Resolves to the reason a worker could not start, or undefined once one runs. */
  const workerRunning = async (): Promise<unknown> => {
    if (pool.threads.length > 0) return undefined;
    starting ??= pool
      .run({ warmUp: true }, { signal: AbortSignal.timeout(WORKER_START_BUDGET_MS) })
      .then(
        () => undefined,
        (error: unknown) => error,
      )
      .finally(() => {
        starting = null;
      });
    return starting;
  };

  async function run(bytes: Buffer, analyze: boolean, move: boolean) {
    if (pool.queueSize >= pool.options.maxQueue) throw new ExtractionError('busy');
    // A worker that could not start fails the task itself below, with its own reason.
    await workerRunning();
    let result: WorkerResult | null;
    const budgetMs = timeoutMs * (1 + Math.ceil(inFlight / threads));
    inFlight++;
    try {
      // A buffer that is all of its memory moves as it is; a slice of a shared pool (small
      // Buffers) or one the caller keeps is copied.
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      const sent = move && whole ? bytes : new Uint8Array(bytes);
      const task: WorkerTask = { bytes: sent, analyze };
      result = (await pool.run(task, {
        signal: AbortSignal.timeout(budgetMs),
        transferList: [sent.buffer as ArrayBuffer],
      })) as WorkerResult;
    } catch (error) {
      if ((error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError')
        throw new ExtractionError('timeout');
      throw new ExtractionError('unreadable', (error as Error).message);
    } finally {
      inFlight--;
    }
    if (!result) throw new ExtractionError('unreadable', 'worker returned nothing');
    if (!result.ok) throw new ExtractionError(result.reason, result.detail);
    return result;
  }

  return {
    extract: async (bytes) => (await run(bytes, false, false)).value,
    async readResume(bytes) {
      const { value, analysis, bytes: back } = await run(bytes, true, true);
      if (!analysis) throw new ExtractionError('unreadable', 'worker returned no analysis');
      return {
        extracted: value,
        analysis,
        bytes: Buffer.from(back.buffer, back.byteOffset, back.byteLength),
      };
    },
    async warmUp() {
      const failure = await workerRunning();
      if (failure) throw failure;
    },
    close: () => pool.destroy(),
  };
}
