import path from 'node:path';
import { createRequire } from 'node:module';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ExtractionError, EXTRACTION_LIMITS } from './extraction-errors';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | undefined;
/** Loaded once per worker: the first import costs over a second, so workers warm it at start. */
export const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

interface TextItemLike {
  str: string;
  hasEOL?: boolean;
  transform?: number[];
}

/**
 * PDFs store each wrapped line separately. A line that ends mid-word ("re-") or is followed by one
 * starting in lower case continues the same sentence: join them so quotes are whole sentences.
 */
export function joinWrappedLines(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    const startsLower = /^\s*[a-z(]/.test(line);
    if (previous && previous.trim() && !/[:.!?]\s*$/.test(previous) && startsLower) {
      out[out.length - 1] = /[a-z]-$/.test(previous)
        ? `${previous}${line.trimStart()}`
        : `${previous.trimEnd()} ${line.trimStart()}`;
    } else {
      out.push(line);
    }
  }
  return out;
}

export async function extractPdf(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data: bytes,
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException')
      throw new ExtractionError('unreadable', 'password-protected PDF');
    throw new ExtractionError('unreadable', `PDF could not be opened: ${(error as Error).message}`);
  }
  try {
    const pages = Math.min(doc.numPages, EXTRACTION_LIMITS.maxPdfPages);
    const out: string[] = [];
    let length = 0;
    for (let n = 1; n <= pages && length < EXTRACTION_LIMITS.maxChars; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let lastY: number | undefined;
      let line = '';
      const lines: string[] = [];
      for (const raw of content.items as TextItemLike[]) {
        if (typeof raw.str !== 'string') continue;
        const y = raw.transform?.[5];
        if (lastY !== undefined && y !== undefined && Math.abs(y - lastY) > 2 && line) {
          lines.push(line);
          line = '';
        }
        line += raw.str;
        if (raw.hasEOL) {
          lines.push(line);
          line = '';
        }
        if (y !== undefined) lastY = y;
      }
      if (line) lines.push(line);
      const pageText = joinWrappedLines(lines).join('\n');
      out.push(pageText);
      length += pageText.length;
      page.cleanup();
    }
    return { text: out.join('\n\n'), pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}
