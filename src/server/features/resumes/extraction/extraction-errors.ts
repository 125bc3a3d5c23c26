/** Why a file could not be read; the route turns each into a status and a message a person understands. */
export type ExtractionFailure =
  'unsupported' | 'no-text' | 'too-large-expanded' | 'unreadable' | 'timeout' | 'busy';

export class ExtractionError extends Error {
  constructor(
    public readonly reason: ExtractionFailure,
    detail?: string,
  ) {
    super(detail ?? reason);
    this.name = 'ExtractionError';
  }
}

export const EXTRACTION_LIMITS = {
  /** Pages of a PDF read; a resume is rarely more than three. */
  maxPdfPages: 10,
  /** Characters of text kept. */
  maxChars: 60_000,
  /** Total size a DOCX may expand to, and its number of entries. */
  maxDocxExpandedBytes: 30 * 1024 * 1024,
  maxDocxEntries: 2000,
  /** Wall-clock limit for one extraction (the worker is terminated past it). */
  timeoutMs: 10_000,
} as const;
