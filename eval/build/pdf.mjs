import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const DEJAVU = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FIXED_DATE = new Date('2025-01-15T12:00:00Z');

function fonts(doc, kind) {
  if (kind === 'dejavu') {
    doc.registerFont('R', path.join(DEJAVU, 'DejaVuSans.ttf'));
    doc.registerFont('B', path.join(DEJAVU, 'DejaVuSans-Bold.ttf'));
  } else if (kind === 'times') {
    doc.registerFont('R', 'Times-Roman');
    doc.registerFont('B', 'Times-Bold');
  } else {
    doc.registerFont('R', 'Helvetica');
    doc.registerFont('B', 'Helvetica-Bold');
  }
}

function draw(doc, blocks, x, width, size) {
  for (const b of blocks) {
    const opts = { width };
    switch (b.type) {
      case 'title':
        doc
          .font('B')
          .fontSize(size + 8)
          .text(b.text, x, undefined, opts);
        doc.moveDown(0.2);
        break;
      case 'heading':
        doc.moveDown(0.5);
        doc
          .font('B')
          .fontSize(size + 1.5)
          .text(b.text, x, undefined, opts);
        doc.moveDown(0.15);
        break;
      case 'sub':
        doc.moveDown(0.2);
        doc.font('B').fontSize(size).text(b.text, x, undefined, opts);
        break;
      case 'bullet':
        doc
          .font('R')
          .fontSize(size)
          .text('•', x + 4 + b.indent * 4, undefined, {
            width: 10,
            continued: false,
            lineBreak: false,
          });
        doc.moveUp();
        doc.text(b.text, x + 16 + b.indent * 4, undefined, { width: width - 16 - b.indent * 4 });
        break;
      case 'para':
        doc.font('R').fontSize(size).text(b.text, x, undefined, opts);
        break;
      case 'blank':
        doc.moveDown(0.35);
        break;
      case 'table':
        for (const r of b.rows)
          doc.font('R').fontSize(size).text(r.join('  —  '), x, undefined, opts);
        break;
    }
  }
}

export function renderPdf(parsed, form) {
  const { main, sidebar } = parsed.blocks;
  const size = Number(parsed.meta.fontSize || 10);
  const doc = new PDFDocument({
    size: parsed.meta.paper === 'A4' ? 'A4' : 'LETTER',
    margin: 48,
    info: {
      Title: 'Resume',
      Producer: 'eval set',
      Creator: 'eval set',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  fonts(doc, parsed.meta.font);
  const chunks = [];
  doc.on('data', (c) => chunks.push(c));
  const done = new Promise((res) => doc.on('end', () => res(Buffer.concat(chunks))));
  const left = doc.page.margins.left;
  const full = doc.page.width - left - doc.page.margins.right;
  if (form === 'pdf-two-column' && sidebar.length) {
    const titleBlocks = main.filter((b) => b.type === 'title');
    const rest = main.filter((b) => b.type !== 'title');
    draw(doc, titleBlocks, left, full, size);
    const top = doc.y + 6;
    const sideW = 150;
    const gap = 18;
    doc
      .rect(left - 6, top - 4, sideW + 10, 1)
      .fill('#888888')
      .fillColor('black');
    doc.y = top;
    draw(doc, sidebar, left, sideW, size - 1);
    doc.switchToPage(0);
    doc.y = top;
    draw(doc, rest, left + sideW + gap, full - sideW - gap, size);
  } else {
    draw(doc, [...main.slice(0, 1), ...sidebar, ...main.slice(1)], left, full, size);
  }
  doc.end();
  return done;
}
