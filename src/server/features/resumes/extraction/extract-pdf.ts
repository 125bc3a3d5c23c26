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
  width?: number;
  height?: number;
}

/** A line of a page as laid out: its text, where its words start and end, and its height. */
export interface PdfLine {
  text: string;
  /** Left edge of its first character that is not a bullet. */
  x: number;
  right: number;
  y: number;
  height: number;
  bullet: boolean;
}

const BULLET_ITEM = /^\s*[•▪●◦‣∙·■□➢➤►▶✓✔\uf0b7\uf0a7\uf076\uf0d8-]\s*$/;

/**
 * Joins the lines a PDF wrapped: a line continues the one above when it starts where that line's
 * words start (same column, same indent, no bullet of its own), follows it closely, and its first
 * word would not have fitted at the end of it: the layout broke the line there, the writer did
 * not. The column's right edge is its widest line, so short list items are never joined.
 */
export function joinLaidOutLines(lines: PdfLine[]): string[] {
  const out: PdfLine[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (previous && wrapsOnto(previous, line, lines)) {
      previous.text = /[a-z]-$/.test(previous.text)
        ? previous.text + line.text.trimStart()
        : `${previous.text.trimEnd()} ${line.text.trimStart()}`;
      previous.right = line.right;
      previous.y = line.y;
      continue;
    }
    out.push({ ...line });
  }
  return out.map((l) => l.text);
}

function wrapsOnto(previous: PdfLine, line: PdfLine, page: PdfLine[]): boolean {
  if (line.bullet || !previous.text.trim() || !line.text.trim()) return false;
  // Short lines are list items (a sidebar's skills), not sentences the layout wrapped.
  if (previous.text.trim().split(/\s+/).length < 6) return false;
  if (Math.abs(line.x - previous.x) > 3) return false;
  const gap = previous.y - line.y;
  const height = Math.max(previous.height, line.height, 1);
  if (gap <= 0 || gap > height * 1.8) return false;
  // The right edge of the column: the widest line overlapping this one.
  const columnRight = Math.max(
    ...page.filter((l) => l.x < previous.right && l.right > previous.x).map((l) => l.right),
  );
  const text = line.text.trim();
  const firstWord = text.split(/\s+/)[0] ?? '';
  const charWidth = (line.right - line.x) / Math.max(1, text.length);
  const needed = charWidth * (firstWord.length + 1);
  return previous.right + needed > columnRight - charWidth * 0.5;
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
      let line: PdfLine | null = null;
      const lines: PdfLine[] = [];
      const blankLine = (): PdfLine => ({
        text: '',
        x: 0,
        right: 0,
        y: 0,
        height: 0,
        bullet: false,
      });
      const flush = () => {
        lines.push(line ?? blankLine());
        line = null;
      };
      for (const raw of content.items as TextItemLike[]) {
        if (typeof raw.str !== 'string') continue;
        const x = raw.transform?.[4] ?? 0;
        const y = raw.transform?.[5];
        if (lastY !== undefined && y !== undefined && Math.abs(y - lastY) > 2 && line) flush();
        if (raw.str) {
          const current: PdfLine = (line ??= {
            text: '',
            x,
            right: x,
            y: y ?? 0,
            height: 0,
            bullet: false,
          });
          const started = current.text.trim() !== '' && !BULLET_ITEM.test(current.text);
          if (!started && BULLET_ITEM.test(raw.str)) current.bullet = true;
          else if (!started && raw.str.trim()) current.x = x;
          current.text += raw.str;
          current.right = Math.max(current.right, x + (raw.width ?? 0));
          current.height = Math.max(current.height, raw.height ?? 0);
        }
        if (raw.hasEOL) flush();
        if (y !== undefined) lastY = y;
      }
      if (line) flush();
      const pageText = joinWrappedLines(joinLaidOutLines(lines)).join('\n');
      out.push(pageText);
      length += pageText.length;
      page.cleanup();
    }
    return { text: out.join('\n\n'), pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}
