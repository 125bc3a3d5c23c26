import { cleanText } from './clean-text';
import { decodeText } from './decode-text';
import { detectFileType, detectImage, type ResumeFileType } from './detect-file-type';
import { extractDoc } from './extract-doc';
import { extractDocx } from './extract-docx';
import { extractPdf } from './extract-pdf';
import { ExtractionError, EXTRACTION_LIMITS } from './extraction-errors';

export interface ExtractedText {
  type: ResumeFileType;
  text: string;
  /** True when the text was cut at the page or character limit. */
  truncated: boolean;
  pages?: number;
  encoding?: string;
}

/** Reads a resume's text. Throws ExtractionError for anything a person should be told about. */
export async function extractText(bytes: Buffer): Promise<ExtractedText> {
  const type = detectFileType(bytes);
  if (!type) {
    const image = detectImage(bytes);
    throw image ? new ExtractionError('image', image) : new ExtractionError('unsupported');
  }
  let raw: string;
  let pages: number | undefined;
  let encoding: string | undefined;
  switch (type) {
    case 'pdf': {
      const pdf = await extractPdf(
        new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      );
      raw = pdf.text;
      pages = pdf.pages;
      break;
    }
    case 'docx':
      raw = await extractDocx(bytes);
      break;
    case 'doc':
      raw = await extractDoc(bytes);
      break;
    case 'txt':
      ({ text: raw, encoding } = decodeText(bytes));
      break;
  }
  let text = cleanText(raw);
  const truncated =
    text.length > EXTRACTION_LIMITS.maxChars || (pages ?? 0) > EXTRACTION_LIMITS.maxPdfPages;
  if (text.length > EXTRACTION_LIMITS.maxChars) text = text.slice(0, EXTRACTION_LIMITS.maxChars);
  // A scanned PDF yields nothing, or only stray marks: fewer than a handful of words. Any other
  // file with only a few words is too short to say anything about.
  const words = (text.match(/[\p{L}]{2,}/gu) ?? []).length;
  if (words === 0 || (words < 5 && type === 'pdf')) throw new ExtractionError('no-text');
  if (words < EXTRACTION_LIMITS.minWords) throw new ExtractionError('too-short', `${words} words`);
  return {
    type,
    text,
    truncated,
    ...(pages !== undefined ? { pages } : {}),
    ...(encoding ? { encoding } : {}),
  };
}
