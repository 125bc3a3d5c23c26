import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFKit from 'pdfkit';
import { timed } from './server-timing';

export type PdfDoc = InstanceType<typeof PDFKit>;
type PdfOptions = ConstructorParameters<typeof PDFKit>[0];

const require = createRequire(import.meta.url);

/**
 * pdfkit and the DejaVu fonts are loaded on the first PDF, not at boot: together they hold about
 * 30 MB of a server that may never write a PDF (bench:pages measures idle memory). DejaVu covers
 * the names teachers actually have (é, ñ, ş, ễ, Cyrillic, Greek); the PDF standard fonts stop at
 * Latin-1. Read once, not from disk for every document.
 */
let loaded: Promise<{ PDFDocument: typeof PDFKit; fonts: Record<FontName, Buffer> }> | null = null;
type FontName = 'body' | 'bold' | 'italic';

function load() {
  loaded ??= (async () => {
    const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    const [{ default: PDFDocument }, body, bold, italic] = await Promise.all([
      import('pdfkit'),
      readFile(path.join(dir, 'DejaVuSans.ttf')),
      readFile(path.join(dir, 'DejaVuSans-Bold.ttf')),
      readFile(path.join(dir, 'DejaVuSans-Oblique.ttf')),
    ]);
    return { PDFDocument, fonts: { body, bold, italic } };
  })().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

/**
 * Writes one PDF: `draw` lays out the pages with the fonts 'body', 'bold' and 'italic'
 * registered; the document is ended for it and its bytes returned.
 */
export function writePdf(options: PdfOptions, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  return timed('render', () => layOut(options, draw));
}

async function layOut(options: PdfOptions, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  const { PDFDocument, fonts } = await load();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const [name, bytes] of Object.entries(fonts)) doc.registerFont(name, bytes);
    try {
      draw(doc);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    doc.end();
  });
}
