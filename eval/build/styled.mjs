// The "styled template" forms: a resume printed the way most templates print it.
//   pdf-styled   the name large in spaced capitals with the contact details in a column at its
//                right; each job line's dates right-aligned on that line; two pages with a running
//                header on page 2 and "Page n of N" in every footer (pdfkit).
//   docx-tabbed  the name and contact side by side in a borderless table; each job line's dates
//                after a right-aligned tab stop (the docx package).
// The text is the source's, word for word: only where the dates and contact sit changes.
import PDFDocument from 'pdfkit';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';

const FIXED_DATE = new Date('2025-01-15T12:00:00Z');
const RANGE =
  '(?:(?:[A-Z][a-z]{2,8}\\.?\\s+)?(?:19|20)\\d{2}\\s*(?:[-–—]|to)\\s*(?:(?:[A-Z][a-z]{2,8}\\.?\\s+)?(?:19|20)\\d{2}|[Pp]resent|[Cc]urrent|[Nn]ow)|(?:[A-Z][a-z]{2,8}\\.?\\s+)?(?:19|20)\\d{2})';
const TRAILING_DATES = new RegExp(
  `(?:\\s*[,|]\\s*|\\s+[—–-]\\s+|\\s*\\(\\s*|\\s+)(${RANGE})\\)?\\s*$`,
);

/** "Sales Executive — Ridgeline Logistics (2020 – Present)" -> the line and its dates. */
export function splitDates(text) {
  const m = TRAILING_DATES.exec(text);
  if (!m || m.index === 0) return { text, dates: null };
  return { text: text.slice(0, m.index).trim(), dates: m[1] };
}

/** The name, the lines under it before the first heading (headline, contact), and the rest. */
function header(blocks) {
  const at = blocks.findIndex((b) => b.type === 'title');
  const name = at >= 0 ? blocks[at].text : '';
  const rest = blocks.slice(at + 1);
  const end = rest.findIndex((b) => b.type === 'heading');
  const top = (end < 0 ? rest : rest.slice(0, end)).filter((b) => b.type === 'para');
  const headline = [];
  const contact = [];
  for (const b of top) {
    const pieces = b.text
      .split(/\s+[|·•]\s+/)
      .map((p) => p.trim())
      .filter(Boolean);
    if (pieces.length > 1 || /@|\d{3}|\.com|\.org|linkedin/i.test(b.text)) contact.push(...pieces);
    else headline.push(b.text);
  }
  return { name, headline, contact, body: end < 0 ? [] : rest.slice(end) };
}

const spaced = (name) =>
  name
    .toUpperCase()
    .split(/\s+/)
    .map((w) => w.split('').join(' '))
    .join('   ');

export function renderStyledPdf(parsed) {
  const { main, sidebar } = parsed.blocks;
  const { name, headline, contact, body } = header([...main, ...sidebar]);
  const size = Number(parsed.meta.fontSize || 10);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    bufferPages: true,
    info: {
      Title: 'Resume',
      Producer: 'eval set',
      Creator: 'eval set',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  doc.registerFont('R', 'Helvetica');
  doc.registerFont('B', 'Helvetica-Bold');
  doc.registerFont('I', 'Helvetica-Oblique');
  const chunks = [];
  doc.on('data', (c) => chunks.push(c));
  const done = new Promise((res) => doc.on('end', () => res(Buffer.concat(chunks))));
  const left = 54;
  const width = doc.page.width - 108;
  const right = left + width;

  doc.font('B').fontSize(20).text(spaced(name), left, 54, { lineBreak: false });
  headline.forEach((line, i) =>
    doc
      .font('R')
      .fontSize(11.5)
      .text(line, left, 82 + i * 14, { width: width - 200 }),
  );
  contact.forEach((line, i) =>
    doc
      .font('R')
      .fontSize(8.5)
      .text(line, right - 190, 54 + i * 11, { width: 190, align: 'right', lineBreak: false }),
  );
  doc.y = Math.max(82 + headline.length * 14, 54 + contact.length * 11) + 10;

  // Page 2 starts at the middle job, as a two-page resume's would.
  const jobs = body.filter((b) => b.type === 'sub');
  const breakAt = jobs.length >= 2 ? jobs[Math.floor(jobs.length / 2)] : null;
  for (const b of body) {
    if (b === breakAt) {
      doc.addPage();
      doc.y = 72;
    }
    if (doc.y > doc.page.height - 90) {
      doc.addPage();
      doc.y = 72;
    }
    switch (b.type) {
      case 'heading':
        doc.moveDown(0.6);
        doc
          .font('B')
          .fontSize(size + 1)
          .text(b.text.toUpperCase(), left, doc.y, { width, characterSpacing: 0.8 });
        doc
          .moveTo(left, doc.y + 1)
          .lineTo(right, doc.y + 1)
          .lineWidth(0.5)
          .stroke();
        doc.moveDown(0.3);
        break;
      case 'sub': {
        doc.moveDown(0.3);
        const { text, dates } = splitDates(b.text);
        const y = doc.y;
        const datesWidth = dates ? doc.font('R').fontSize(size).widthOfString(dates) + 14 : 0;
        doc
          .font('B')
          .fontSize(size + 0.5)
          .text(text, left, y, { width: width - datesWidth });
        const below = doc.y;
        if (dates)
          doc
            .font('R')
            .fontSize(size)
            .text(dates, right - datesWidth, y, {
              width: datesWidth,
              align: 'right',
              lineBreak: false,
            });
        doc.y = below;
        break;
      }
      case 'bullet': {
        doc.font('R').fontSize(size);
        const y = doc.y;
        doc.text('•', left + 4 + b.indent * 4, y, { lineBreak: false });
        doc.text(b.text, left + 16 + b.indent * 4, y, { width: width - 16 - b.indent * 4 });
        break;
      }
      case 'para': {
        const { text, dates } = splitDates(b.text);
        const y = doc.y;
        if (dates && text.length < 90) {
          const datesWidth = doc.font('R').fontSize(size).widthOfString(dates) + 14;
          doc
            .font('R')
            .fontSize(size)
            .text(text, left, y, { width: width - datesWidth });
          const below = doc.y;
          doc.text(dates, right - datesWidth, y, {
            width: datesWidth,
            align: 'right',
            lineBreak: false,
          });
          doc.y = below;
        } else doc.font('R').fontSize(size).text(b.text, left, y, { width });
        break;
      }
      case 'table':
        for (const r of b.rows)
          doc.font('R').fontSize(size).text(r.join('  —  '), left, doc.y, { width });
        break;
      case 'blank':
        doc.moveDown(0.3);
        break;
    }
  }
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (i > 0)
      doc.font('R').fontSize(8).text(`${name} · Resume`, left, 30, { width, lineBreak: false });
    doc
      .font('R')
      .fontSize(8)
      .text(`Page ${i + 1} of ${range.count}`, left, doc.page.height - 36, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};
const RIGHT_TAB = 9360;

export async function renderTabbedDocx(parsed) {
  const { main, sidebar } = parsed.blocks;
  const { name, headline, contact, body } = header([...main, ...sidebar]);
  const cell = (children, size) =>
    new TableCell({ width: { size, type: WidthType.PERCENTAGE }, borders: NO_BORDERS, children });
  const children = [
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: NO_BORDERS,
      rows: [
        new TableRow({
          children: [
            cell(
              [
                new Paragraph({
                  children: [new TextRun({ text: name.toUpperCase(), bold: true, size: 40 })],
                }),
                ...headline.map(
                  (line) => new Paragraph({ children: [new TextRun({ text: line, size: 24 })] }),
                ),
              ],
              62,
            ),
            cell(
              contact.map(
                (line) =>
                  new Paragraph({
                    alignment: AlignmentType.RIGHT,
                    children: [new TextRun({ text: line, size: 18 })],
                  }),
              ),
              38,
            ),
          ],
        }),
      ],
    }),
  ];
  const tabbed = (text, dates, bold) =>
    new Paragraph({
      spacing: { before: bold ? 120 : 0 },
      tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
      children: [new TextRun({ text, bold }), ...(dates ? [new TextRun(`\t${dates}`)] : [])],
    });
  for (const b of body) {
    switch (b.type) {
      case 'heading':
        children.push(
          new Paragraph({
            spacing: { before: 200, after: 60 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
            children: [new TextRun({ text: b.text.toUpperCase(), bold: true, size: 24 })],
          }),
        );
        break;
      case 'sub': {
        const { text, dates } = splitDates(b.text);
        children.push(tabbed(text, dates, true));
        break;
      }
      case 'bullet':
        children.push(
          new Paragraph({
            bullet: { level: b.indent > 1 ? 1 : 0 },
            children: [new TextRun(b.text)],
          }),
        );
        break;
      case 'para': {
        const { text, dates } = splitDates(b.text);
        children.push(
          dates && text.length < 90
            ? tabbed(text, dates, false)
            : new Paragraph({ children: [new TextRun(b.text)] }),
        );
        break;
      }
      case 'table':
        for (const r of b.rows)
          children.push(new Paragraph({ children: [new TextRun(r.join('   '))] }));
        break;
    }
  }
  const doc = new Document({
    creator: 'eval set',
    title: 'Resume',
    description: '',
    styles: {
      default: { document: { run: { font: parsed.meta.docxFont || 'Calibri', size: 21 } } },
    },
    sections: [{ properties: {}, children }],
  });
  return Packer.toBuffer(doc);
}
