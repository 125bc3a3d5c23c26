// Piscina worker: resume text extraction off the main thread, so a slow or hostile file can be
// stopped (the pool terminates the worker on timeout) without stalling other requests.
import { extractText, type ExtractedText } from './extract-text';
import { ExtractionError, type ExtractionFailure } from './extraction-errors';
import { loadPdfJs } from './extract-pdf';

export type WorkerResult =
  { ok: true; value: ExtractedText } | { ok: false; reason: ExtractionFailure; detail: string };

export default async function run(
  task: { bytes: Uint8Array } | { warmUp: true },
): Promise<WorkerResult | null> {
  if ('warmUp' in task) {
    await loadPdfJs();
    return null;
  }
  try {
    return {
      ok: true,
      value: await extractText(
        Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength),
      ),
    };
  } catch (error) {
    if (error instanceof ExtractionError)
      return { ok: false, reason: error.reason, detail: error.message };
    return { ok: false, reason: 'unreadable', detail: (error as Error).message };
  }
}
