// Piscina worker: resume text extraction off the main thread, so a slow or hostile file can be
// stopped (the pool terminates the worker on timeout) without stalling other requests. An upload
// is also analysed here: the analysis of a long text (60,000 characters, a 5 MB TXT) takes about
// 100 ms of CPU, which on the main thread held every other request, the health probe included
// (security audit F4: ten at once stalled it for a second).
import type { ResumeAnalysis } from '@/shared/contracts/resumes';
import { loadRoleProfiles } from '../../../lib/onet/role-profiles';
import { analyzeResume } from '../analysis/analyze-resume';
import { extractText, type ExtractedText } from './extract-text';
import { ExtractionError, type ExtractionFailure } from './extraction-errors';
import { loadPdfJs } from './extract-pdf';

export type WorkerTask = { bytes: Uint8Array; analyze?: boolean } | { warmUp: true };

export type WorkerResult =
  | { ok: true; value: ExtractedText; analysis?: ResumeAnalysis }
  | { ok: false; reason: ExtractionFailure; detail: string };

export default async function run(task: WorkerTask): Promise<WorkerResult | null> {
  if ('warmUp' in task) {
    await loadPdfJs();
    return null;
  }
  try {
    const value = await extractText(
      Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength),
    );
    return task.analyze
      ? { ok: true, value, analysis: analyzeResume(value.text, loadRoleProfiles()) }
      : { ok: true, value };
  } catch (error) {
    if (error instanceof ExtractionError)
      return { ok: false, reason: error.reason, detail: error.message };
    return { ok: false, reason: 'unreadable', detail: (error as Error).message };
  }
}
