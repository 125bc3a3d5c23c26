import type { Paragraph } from 'docx';
import type { LetterParagraph } from '@/shared/contracts/cover-letters';
import { DOCUMENT_STYLE } from '../../lib/document-style';
import { writePdf } from '../../lib/pdf-document';
import { timed } from '../../lib/server-timing';

/** A letter as it prints: her name and contact at the top, in her tailored resume's styling. */
export interface PrintedLetter {
  name: string;
  contact: string;
  date: string;
  company: string;
  paragraphs: string[];
}

export function printedLetter(
  user: { firstName: string; lastName: string; email: string },
  company: string,
  paragraphs: readonly LetterParagraph[],
  today = new Date(),
): PrintedLetter {
  return {
    name: `${user.firstName} ${user.lastName}`.trim(),
    contact: user.email,
    date: today.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
    company,
    paragraphs: paragraphs
      .map((p) => p.sentences.map((s) => s.text).join(' '))
      .filter((text) => text.trim() !== ''),
  };
}

/** "Maria-Lopez-Cover-Letter-Brightpath.pdf" */
export function letterFileName(name: string, company: string, format: 'docx' | 'pdf'): string {
  const plain = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, ' ')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .join('-');
  return [plain(name), 'Cover-Letter', plain(company)].filter(Boolean).join('-') + `.${format}`;
}

const { font: FONT } = DOCUMENT_STYLE;

export async function renderLetterDocx(letter: PrintedLetter): Promise<Buffer> {
  // Loaded on the first export, not at boot (docx holds about 12 MB).
  const { AlignmentType, BorderStyle, Document, Packer, Paragraph, TextRun } = await import('docx');
  const line = (text: string, options: { after?: number; bold?: boolean } = {}) =>
    new Paragraph({
      spacing: { after: options.after ?? 200 },
      children: [new TextRun({ text, size: 22, font: FONT, bold: options.bold })],
    });
  const children: Paragraph[] = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: letter.name, bold: true, size: 40, font: FONT })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 240 },
      border: {
        bottom: { style: BorderStyle.SINGLE, size: 6, color: DOCUMENT_STYLE.docxBrand, space: 4 },
      },
      children: [new TextRun({ text: letter.contact, size: 20, font: FONT })],
    }),
    line(letter.date),
    line(`Dear hiring team at ${letter.company},`),
    ...letter.paragraphs.map((text) => line(text)),
    line('Kind regards,', { after: 0 }),
    line(letter.name, { bold: true }),
  ];
  const document = new Document({
    title: `Cover letter: ${letter.company}`,
    creator: letter.name,
    styles: { default: { document: { run: { font: FONT } } } },
    sections: [{ properties: { page: { margin: DOCUMENT_STYLE.docxMargins } }, children }],
  });
  return timed('render', () => Packer.toBuffer(document));
}

export function renderLetterPdf(letter: PrintedLetter): Promise<Buffer> {
  const margin = DOCUMENT_STYLE.pdfMargin;
  return writePdf(
    {
      size: 'LETTER',
      margins: { top: margin, bottom: margin, left: margin, right: margin },
      info: {
        Title: `Cover letter: ${letter.company}`,
        Author: letter.name,
        Creator: 'Classroom to Career',
      },
    },
    (doc) => {
      const width = doc.page.width - 2 * margin;
      doc.fillColor(DOCUMENT_STYLE.ink).font('bold').fontSize(22);
      doc.text(letter.name, { align: 'center', width });
      doc.moveDown(0.15);
      doc.fillColor(DOCUMENT_STYLE.muted).font('body').fontSize(9.5);
      doc.text(letter.contact, { align: 'center', width });
      const ruleY = doc.y + 4;
      doc
        .moveTo(margin, ruleY)
        .lineTo(margin + width, ruleY)
        .lineWidth(0.7)
        .strokeColor(DOCUMENT_STYLE.brand)
        .stroke();
      doc.y = ruleY + 14;
      doc.x = margin;
      doc.fillColor(DOCUMENT_STYLE.ink).font('body').fontSize(11);
      const block = (text: string, gap = 0.8) => {
        doc.text(text, margin, doc.y, { width, lineGap: 2 });
        doc.moveDown(gap);
      };
      block(letter.date);
      block(`Dear hiring team at ${letter.company},`);
      for (const paragraph of letter.paragraphs) block(paragraph);
      block('Kind regards,', 0.2);
      doc.font('bold');
      block(letter.name);
    },
  );
}
