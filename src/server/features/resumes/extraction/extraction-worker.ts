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

/** A short resume that takes the analysis through each of its parts once. */
const WARM_UP_TEXT = [
  'Jordan Lee',
  'Austin, TX | 512-555-0100 | jordan.lee@example.com',
  'SUMMARY',
  'Fifth grade teacher with 7 years of experience coaching families and colleagues.',
  'EXPERIENCE',
  '5th Grade Teacher, Lincoln Elementary School, Aug 2019 - Present',
  '- Led parent conferences for 28 families a year and raised reading scores 15%.',
  '- Trained 6 new teachers on Google Classroom and data-driven instruction.',
  '- Presented quarterly progress reports to the principal and district staff.',
  'Teacher, Oak Hill Middle School, Aug 2016 - Jun 2019',
  '- Designed a project-based curriculum for 120 students and tracked results in Excel.',
  'EDUCATION',
  'B.A. Elementary Education, University of Texas, 2016',
  'CERTIFICATIONS',
  'Texas Educator Certificate, EC-6',
  'SKILLS',
  'Google Classroom, Canvas, differentiated instruction, data analysis, public speaking',
].join('\n');

export default async function run(task: WorkerTask): Promise<WorkerResult | null> {
  if ('warmUp' in task) {
    // Everything a first upload would otherwise load on its own clock: pdf.js, the role profiles
    // and the analysis's vocabularies (1.5 s of a 1.5 s first reading of a one-page TXT, against
    // 3 ms for the next; on a busy machine it passed the 10 s limit and the upload was refused).
    await loadPdfJs();
    const { text } = await extractText(Buffer.from(WARM_UP_TEXT));
    analyzeResume(text, loadRoleProfiles());
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
