/** Why a file could not be read; the route turns each into a status and a message a person understands. */
export type ExtractionFailure =
  | 'unsupported'
  /** A picture (PNG, JPEG, HEIC...), whatever its name says; the detail names the format. */
  | 'image'
  | 'no-text'
  /** Text, but too little to analyse (a few words). */
  | 'too-short'
  | 'too-large-expanded'
  | 'unreadable'
  | 'timeout'
  | 'busy';

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
  /** Fewer words than this is not a resume to analyse (a PDF with almost none is a scan). */
  minWords: 10,
  /** Pages of a PDF read; a resume is rarely more than three. */
  maxPdfPages: 10,
  /** Characters of text kept. */
  maxChars: 60_000,
  /** Total size a DOCX may expand to, and its number of entries. */
  maxDocxExpandedBytes: 30 * 1024 * 1024,
  /**
   * Total size of a DOCX's XML parts. mammoth builds a DOM of them: measured at about 20 MB of
   * worker heap per MB of XML (7.8 MB took 174 MB), so 4 MB stays well inside the worker's 256 MB.
   * A real resume's document.xml is tens to hundreds of KB; images do not count here.
   */
  maxDocxXmlBytes: 4 * 1024 * 1024,
  maxDocxEntries: 2000,
  /** Wall-clock limit for one extraction (the worker is terminated past it). */
  timeoutMs: 10_000,
} as const;
