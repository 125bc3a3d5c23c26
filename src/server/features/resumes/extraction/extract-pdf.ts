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

interface PdfItem {
  str: string;
  x: number;
  y: number | undefined;
  width: number;
  height: number;
  eol: boolean;
}

/**
 * The page's lines in the order the PDF wrote them: a new line starts where the baseline moves.
 * Within a line the pieces are put in left-to-right order, with a space where the page shows a gap
 * (a template that writes a job's dates before its title, or right-aligned, still reads "Title,
 * Employer Aug 2020 – Present" rather than "Aug 2020 – PresentTitle").
 */
export function layOutLines(items: PdfItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let pieces: PdfItem[] = [];
  let lastY: number | undefined;
  const blankLine = (): PdfLine => ({ text: '', x: 0, right: 0, y: 0, height: 0, bullet: false });
  const flush = () => {
    lines.push(pieces.length > 0 ? lineOf(pieces) : blankLine());
    pieces = [];
  };
  for (const item of items) {
    if (
      lastY !== undefined &&
      item.y !== undefined &&
      Math.abs(item.y - lastY) > 2 &&
      pieces.length
    )
      flush();
    if (item.str) pieces.push(item);
    if (item.eol) flush();
    if (item.y !== undefined) lastY = item.y;
  }
  if (pieces.length) flush();
  return lines;
}

function lineOf(pieces: PdfItem[]): PdfLine {
  const ordered = [...pieces].sort((a, b) => a.x - b.x);
  const line: PdfLine = {
    text: '',
    x: ordered[0]!.x,
    right: ordered[0]!.x,
    y: ordered[0]!.y ?? 0,
    height: 0,
    bullet: false,
  };
  let right: number | undefined;
  for (const piece of ordered) {
    const started = line.text.trim() !== '' && !BULLET_ITEM.test(line.text);
    if (!started && BULLET_ITEM.test(piece.str)) line.bullet = true;
    else if (!started && piece.str.trim()) line.x = piece.x;
    const gap = right === undefined ? 0 : piece.x - right;
    const spaced = /\s$/.test(line.text) || /^\s/.test(piece.str);
    if (line.text && !spaced && gap > Math.max(1, piece.height * 0.15)) line.text += ' ';
    line.text += piece.str;
    right = piece.x + piece.width;
    line.right = Math.max(line.right, right);
    line.height = Math.max(line.height, piece.height);
  }
  return line;
}

/** What a template puts at the right margin of a job's line: its dates, or its place. */
const RIGHT_MARGIN_TEXT = new RegExp(
  [
    // "Aug 2020 – Present", "2016 - 2020", "03/2021 – Current", "2016"
    '(?:[A-Z][a-z]{2,8}\\.?\\s+|\\d{1,2}\\/)?(?:19|20)\\d{2}(?:\\s*(?:-|–|—|to)\\s*(?:(?:[A-Z][a-z]{2,8}\\.?\\s+|\\d{1,2}\\/)?(?:19|20)\\d{2}|[Pp]resent|PRESENT|[Cc]urrent|[Nn]ow|[Tt]oday))?',
    // "Westerville, OH", "Leeds, West Yorkshire": capitalised words, a comma, a region
    "[A-Z][A-Za-z.'-]+(?: [A-Z][A-Za-z.'-]+){0,3},\\s*[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)?",
    '[Rr]emote',
  ]
    .map((part) => `(?:${part})`)
    .join('|')
    .replace(/^/, '^(?:')
    .concat(')$'),
);

/**
 * Puts text set at the right margin back on the line it belongs to. A template prints a job's
 * dates (or its place) right-aligned on the title's line, and a PDF may write them anywhere: after
 * the title, before it, or all together at the end of the page. A short line of dates or a place
 * whose right edge is the page's right margin joins the line to its left on the same baseline.
 */
export function attachRightAligned(lines: PdfLine[]): PdfLine[] {
  const texts = lines.filter((l) => l.text.trim());
  if (texts.length === 0) return lines;
  const margin = Math.max(...texts.map((l) => l.right));
  const moved = new Set<PdfLine>();
  for (const line of texts) {
    const text = line.text.trim();
    if (!RIGHT_MARGIN_TEXT.test(text) || line.right < margin - 12) continue;
    const tolerance = Math.max(2, Math.min(line.height || 10, 12) * 0.5);
    const owner = texts
      .filter(
        (l) =>
          l !== line &&
          !moved.has(l) &&
          Math.abs(l.y - line.y) <= tolerance &&
          l.right < line.x &&
          !RIGHT_MARGIN_TEXT.test(l.text.trim()),
      )
      .sort((a, b) => b.right - a.right)[0];
    if (!owner) continue;
    owner.text = `${owner.text.trimEnd()} ${text}`;
    owner.right = line.right;
    moved.add(line);
  }
  if (moved.size === 0) return lines;
  // A line that gave its text away leaves no blank behind it where it stood between two others.
  return lines.filter((l) => !moved.has(l));
}

/** "Page 2 of 2", "2 / 2", "- 2 -": a page's number is not part of her resume. */
const PAGE_NUMBER =
  /^(?:page\s+\d{1,2}(?:\s*(?:of|\/)\s*\d{1,2})?|\d{1,2}\s*(?:of|\/)\s*\d{1,2}|[-–]\s*\d{1,2}\s*[-–])$/i;

function dropPageNumbers(lines: PdfLine[]): PdfLine[] {
  return lines.filter((l) => !PAGE_NUMBER.test(l.text.trim()));
}

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
  // A job's line ends with its dates at the right margin: what follows is not its wrapped rest.
  if (/(?:(?:19|20)\d{2}|present|current|now|today)\)?$/i.test(previous.text.trim())) return false;
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
    // (an e-mail or web address starts its own line, lower case or not)
    const startsLower = /^\s*[a-z(]/.test(line) && !/^\s*(?:[\w.+-]+@|https?:|www\.)/.test(line);
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
      const items: PdfItem[] = [];
      for (const raw of content.items as TextItemLike[]) {
        if (typeof raw.str !== 'string') continue;
        items.push({
          str: raw.str,
          x: raw.transform?.[4] ?? 0,
          y: raw.transform?.[5],
          width: raw.width ?? 0,
          height: raw.height ?? 0,
          eol: Boolean(raw.hasEOL),
        });
      }
      const lines = dropPageNumbers(attachRightAligned(layOutLines(items)));
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
