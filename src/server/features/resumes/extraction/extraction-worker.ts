// Piscina worker: resume text extraction off the main thread, so a slow or hostile file can be
// stopped (the pool terminates the worker on timeout) without stalling other requests. An upload
// is also analysed here: the analysis of a long text (60,000 characters, a 5 MB TXT) takes about
// 100 ms of CPU, which on the main thread held every other request, the health probe included
// (security audit F4: ten at once stalled it for a second).
import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { ResumeAnalysis } from '@/shared/contracts/resumes';
import { loadRoleProfiles } from '../../../lib/onet/role-profiles';
import { analyzeResume } from '../analysis/analyze-resume';
import { extractText, type ExtractedText } from './extract-text';
import { ExtractionError, type ExtractionFailure } from './extraction-errors';
import { loadPdfJs } from './extract-pdf';

export type WorkerTask = { bytes: Uint8Array; analyze?: boolean } | { warmUp: true };

export type WorkerResult =
  /** `bytes`: the task's bytes, moved back to the caller. */
  | { ok: true; value: ExtractedText; analysis?: ResumeAnalysis; bytes: Uint8Array }
  | { ok: false; reason: ExtractionFailure; detail: string };

/** The result, with the file's memory moved (not copied) back to the main thread. */
function movedBack(result: WorkerResult, bytes: Uint8Array) {
  return move({
    [transferableSymbol]: [bytes.buffer],
    [valueSymbol]: result,
  } as unknown as Parameters<typeof move>[0]) as unknown as WorkerResult;
}

export default async function run(task: WorkerTask): Promise<WorkerResult | null> {
  if ('warmUp' in task) {
    await loadPdfJs();
    return null;
  }
  try {
    // A copy for the readers (pdf.js detaches the memory it is given), made here off the main
    // thread, so the original can move back to the caller intact.
    const value = await extractText(Buffer.from(task.bytes));
    const analysis = task.analyze ? analyzeResume(value.text, loadRoleProfiles()) : undefined;
    return movedBack(
      { ok: true, value, ...(analysis ? { analysis } : {}), bytes: task.bytes },
      task.bytes,
    );
  } catch (error) {
    if (error instanceof ExtractionError)
      return { ok: false, reason: error.reason, detail: error.message };
    return { ok: false, reason: 'unreadable', detail: (error as Error).message };
  }
}
