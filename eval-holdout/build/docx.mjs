// DOCX forms with the `docx` package. Paragraphs and bullets, [table] blocks as tables, and
// (layout: two-column) the whole resume inside a borderless two-column table.
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import JSZip from 'jszip';
import { parseBody } from './parse.mjs';

const FIXED = new Date('2025-01-15T09:00:00Z');
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = {
  top: NONE,
  bottom: NONE,
  left: NONE,
  right: NONE,
  insideHorizontal: NONE,
  insideVertical: NONE,
};

function toParagraphs(blocks, opts) {
  const out = [];
  for (const b of blocks) {
    switch (b.type) {
      case 'name':
        out.push(
          new Paragraph({
            alignment: opts.center ? AlignmentType.CENTER : AlignmentType.LEFT,
            children: [new TextRun({ text: b.text, bold: true, size: 32 })],
          }),
        );
        break;
      case 'heading':
        out.push(
          opts.realHeadings
            ? new Paragraph({ text: b.text, heading: HeadingLevel.HEADING_2 })
            : new Paragraph({
                spacing: { before: 160, after: 60 },
                children: [new TextRun({ text: b.text, bold: true, size: 24, allCaps: opts.caps })],
              }),
        );
        break;
      case 'job':
        out.push(new Paragraph({ children: [new TextRun({ text: b.text, bold: true })] }));
        break;
      case 'bullet':
        out.push(
          opts.dashBullets
            ? new Paragraph({ text: `– ${b.text}`, indent: { left: 360 } })
            : new Paragraph({ text: b.text, bullet: { level: b.level } }),
        );
        break;
      case 'para':
        out.push(
          new Paragraph({
            alignment: opts.center && out.length < 4 ? AlignmentType.CENTER : AlignmentType.LEFT,
            text: b.text,
          }),
        );
        break;
      case 'gap':
        if (!opts.noGaps) out.push(new Paragraph({ text: '' }));
        break;
      case 'table':
        out.push(dataTable(b.rows, opts));
        out.push(new Paragraph({ text: '' }));
        break;
    }
  }
  return out;
}

function dataTable(rows, opts) {
  const cols = Math.max(...rows.map((r) => r.length));
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: opts.tableBorders === 'none' ? NO_BORDERS : undefined,
    rows: rows.map(
      (r) =>
        new TableRow({
          children: Array.from(
            { length: cols },
            (_, i) =>
              new TableCell({
                width: { size: Math.floor(100 / cols), type: WidthType.PERCENTAGE },
                children: [new Paragraph({ text: r[i] ?? '' })],
              }),
          ),
        }),
    ),
  });
}

export async function makeDocx(src) {
  const opts = {
    center: src.center === 'yes',
    caps: src.caps === 'yes',
    realHeadings: src.headings === 'real',
    dashBullets: src.bullets === 'dash',
    noGaps: src.gaps === 'none',
    tableBorders: src.tableBorders || 'single',
  };
  const { blocks, sidebar } = parseBody(src.body);
  let children;
  if (src.layout === 'two-column') {
    // contact/skills on the left, experience on the right, all in one borderless table
    const nameBlocks = blocks.filter((b) => b.type === 'name');
    const main = blocks.filter((b) => b.type !== 'name');
    children = [
      ...toParagraphs(nameBlocks, opts),
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        borders: NO_BORDERS,
        rows: [
          new TableRow({
            children: [
              new TableCell({
                width: { size: 32, type: WidthType.PERCENTAGE },
                children: toParagraphs(sidebar, opts),
              }),
              new TableCell({
                width: { size: 68, type: WidthType.PERCENTAGE },
                children: toParagraphs(main, opts),
              }),
            ],
          }),
        ],
      }),
    ];
  } else {
    children = toParagraphs([...sidebar, ...blocks], opts);
  }
  const doc = new Document({
    creator: src.author || 'Resume',
    title: src.title || 'Resume',
    styles: {
      default: {
        document: { run: { font: src.font || 'Calibri', size: Number(src.size || 22) } },
      },
    },
    sections: [{ properties: {}, children }],
  });
  const buf = await Packer.toBuffer(doc);
  return pin(buf);
}

// Pin the core-properties dates and the zip entry dates so a rebuild changes nothing.
async function pin(buf) {
  const zip = await JSZip.loadAsync(buf);
  const out = new JSZip();
  const names = Object.keys(zip.files).sort();
  for (const name of names) {
    const f = zip.files[name];
    if (f.dir) continue;
    let data = await f.async('nodebuffer');
    if (name === 'docProps/core.xml') {
      data = Buffer.from(
        data
          .toString('utf8')
          .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '2025-01-15T09:00:00Z'),
      );
    }
    out.file(name, data, { date: FIXED, createFolders: false });
  }
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
