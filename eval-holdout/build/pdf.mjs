// PDF forms with pdfkit: real text, single column or a sidebar beside the experience.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { parseBody } from './parse.mjs';

const require = createRequire(import.meta.url);
const dejavu = (f) => require.resolve(`dejavu-fonts-ttf/ttf/${f}`);
const FIXED = new Date('2025-01-15T09:00:00Z');
const WIN_ANSI = new Set(
  [...'\u00a0¡¢£¤¥¦§¨©ª«¬\u00ad®¯°±²³´µ¶·¸¹º»¼½¾¿'].concat(
    [...Array(64)].map((_, i) => String.fromCharCode(0xc0 + i)),
    [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'],
  ),
);

const FONTS = {
  helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  times: { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
  dejavu: {
    regular: dejavu('DejaVuSans.ttf'),
    bold: dejavu('DejaVuSans-Bold.ttf'),
    italic: dejavu('DejaVuSans-Oblique.ttf'),
  },
  'dejavu-serif': {
    regular: dejavu('DejaVuSerif.ttf'),
    bold: dejavu('DejaVuSerif-Bold.ttf'),
    italic: dejavu('DejaVuSerif-Italic.ttf'),
  },
};

export function makePdf(src) {
  return new Promise((resolve, reject) => {
    const fonts = FONTS[src.font || 'helvetica'];
    if (!fonts) return reject(new Error(`unknown font ${src.font}`));
    // the standard 14 fonts only cover WinAnsi (cp1252); anything else would print as junk
    if (!src.font || src.font === 'helvetica' || src.font === 'times') {
      const bad = [...new Set(src.body)].filter((c) => c > '\x7f' && !WIN_ANSI.has(c));
      if (bad.length) return reject(new Error(`${src.id}: not in WinAnsi: ${bad.join(' ')}`));
    }
    const size = Number(src.size || 10);
    const margin = 48;
    const doc = new PDFDocument({
      size: src.paper === 'a4' ? 'A4' : 'LETTER',
      margins: { top: margin, bottom: margin, left: margin, right: margin },
      bufferPages: true,
      info: {
        Title: src.title || 'Resume',
        Author: src.author || '',
        Creator: src.creator || 'Microsoft Word',
        Producer: 'pdfkit',
        CreationDate: FIXED,
        ModDate: FIXED,
      },
    });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('R', fonts.regular);
    doc.registerFont('B', fonts.bold);
    doc.registerFont('I', fonts.italic);

    const pageW = doc.page.width;
    const { blocks, sidebar } = parseBody(src.body);
    const accent = src.accent || '#1f3a5f';

    const column = (list, x, width, startY) => {
      doc.x = x;
      doc.y = startY;
      const bottom = () => doc.page.height - margin;
      const ensure = (h) => {
        if (doc.y + h > bottom()) {
          doc.addPage();
          doc.y = margin;
        }
      };
      for (const b of list) {
        switch (b.type) {
          case 'name':
            ensure(30);
            doc
              .font('B')
              .fontSize(size + 9)
              .fillColor(accent);
            doc.text(b.text, x, doc.y, { width, align: src.center === 'yes' ? 'center' : 'left' });
            doc.fillColor('black').moveDown(0.2);
            break;
          case 'heading':
            ensure(40);
            doc.moveDown(0.5);
            doc
              .font('B')
              .fontSize(size + 1.5)
              .fillColor(accent);
            doc.text(src.caps === 'yes' ? b.text.toUpperCase() : b.text, x, doc.y, { width });
            if (src.rules !== 'no') {
              const y = doc.y + 1;
              doc
                .moveTo(x, y)
                .lineTo(x + width, y)
                .lineWidth(0.6)
                .strokeColor('#999999')
                .stroke();
              doc.y = y + 3;
            }
            doc.fillColor('black');
            break;
          case 'job':
            ensure(26);
            doc.moveDown(0.25);
            doc.font('B').fontSize(size).text(b.text, x, doc.y, { width });
            break;
          case 'bullet': {
            ensure(14);
            const ind = 10 + b.level * 12;
            const y = doc.y;
            doc.font('R').fontSize(size);
            doc.text(b.level ? '–' : '•', x + ind - 9, y, { lineBreak: false });
            doc.text(b.text, x + ind, y, { width: width - ind });
            break;
          }
          case 'para':
            ensure(14);
            doc.font('R').fontSize(size);
            doc.text(b.text, x, doc.y, {
              width,
              align: src.center === 'yes' && doc.y < 110 ? 'center' : 'left',
            });
            break;
          case 'gap':
            doc.moveDown(0.35);
            break;
          case 'table': {
            const cols = Math.max(...b.rows.map((r) => r.length));
            const cw = width / cols;
            doc.font('R').fontSize(size - 0.5);
            for (const r of b.rows) {
              ensure(14);
              const y = doc.y;
              let maxY = y;
              r.forEach((cell, i) => {
                doc.text(cell, x + i * cw, y, { width: cw - 6 });
                maxY = Math.max(maxY, doc.y);
              });
              doc.y = maxY + 2;
            }
            break;
          }
        }
      }
    };

    if (src.form === 'pdf-two-column') {
      const sideW = 150;
      const gutter = 22;
      const mainX = margin + sideW + gutter;
      const mainW = pageW - margin - mainX;
      doc
        .rect(0, 0, margin + sideW + gutter / 2, doc.page.height)
        .fill(src.sidebarFill || '#eef1f5');
      doc.fillColor('black');
      if (src.order === 'main-first') {
        column(blocks, mainX, mainW, margin);
        doc.switchToPage(0);
        column(sidebar, margin, sideW, margin);
      } else {
        column(sidebar, margin, sideW, margin);
        doc.switchToPage(0);
        column(blocks, mainX, mainW, margin);
      }
    } else {
      column([...sidebar, ...blocks], margin, pageW - 2 * margin, margin);
    }
    doc.end();
  });
}
