import {
  Document,
  Packer,
  Paragraph,
  TextRun,
  HeadingLevel,
  Table,
  TableRow,
  TableCell,
  WidthType,
  BorderStyle,
  AlignmentType,
} from 'docx';
import JSZip from 'jszip';

const FIXED = '2025-01-15T12:00:00Z';

// docx stamps the build time into docProps/core.xml and every zip entry; pin both so a
// rebuild gives byte-identical files and only real changes show in a diff.
export async function pinDates(buf) {
  const zip = await JSZip.loadAsync(buf);
  const out = new JSZip();
  const date = new Date(FIXED);
  for (const name of Object.keys(zip.files).sort()) {
    const f = zip.files[name];
    if (f.dir) continue;
    let data = await f.async('uint8array');
    if (name === 'docProps/core.xml') {
      data = new TextDecoder()
        .decode(data)
        .replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*/g, `$1${FIXED}`);
    }
    out.file(name, data, { date, createFolders: false });
  }
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
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

function paras(blocks, opts = {}) {
  const out = [];
  for (const b of blocks) {
    switch (b.type) {
      case 'title':
        out.push(
          new Paragraph({
            alignment: opts.center ? AlignmentType.CENTER : AlignmentType.LEFT,
            children: [new TextRun({ text: b.text, bold: true, size: 32 })],
          }),
        );
        break;
      case 'heading':
        out.push(
          opts.styledHeadings
            ? new Paragraph({
                heading: HeadingLevel.HEADING_2,
                spacing: { before: 200 },
                children: [new TextRun({ text: b.text })],
              })
            : new Paragraph({
                spacing: { before: 200, after: 60 },
                children: [new TextRun({ text: b.text, bold: true, size: 24, allCaps: false })],
              }),
        );
        break;
      case 'sub':
        out.push(
          new Paragraph({
            spacing: { before: 80 },
            children: [new TextRun({ text: b.text, bold: true })],
          }),
        );
        break;
      case 'bullet':
        out.push(
          new Paragraph({
            bullet: { level: b.indent > 1 ? 1 : 0 },
            children: [new TextRun(b.text)],
          }),
        );
        break;
      case 'para':
        out.push(new Paragraph({ children: [new TextRun(b.text)] }));
        break;
      case 'blank':
        break;
      case 'table':
        out.push(table(b.rows));
        out.push(new Paragraph(''));
        break;
    }
  }
  return out;
}

function table(rows) {
  const cols = Math.max(...rows.map((r) => r.length));
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (r, i) =>
        new TableRow({
          children: Array.from(
            { length: cols },
            (_, c) =>
              new TableCell({
                width: { size: Math.floor(100 / cols), type: WidthType.PERCENTAGE },
                children: [
                  new Paragraph({
                    children: [
                      new TextRun({
                        text: r[c] ?? '',
                        bold: i === 0 && rows.length > 2 && r.every((x) => x.length < 30),
                      }),
                    ],
                  }),
                ],
              }),
          ),
        }),
    ),
  });
}

// form "docx": paragraphs only. form "docx-table": [table] blocks become tables and, when the
// source has a [sidebar], the whole resume is laid out in one borderless two-column table.
export async function renderDocx(parsed, form) {
  const { main, sidebar } = parsed.blocks;
  const styled = parsed.meta.styledHeadings === 'yes';
  let children;
  if (form === 'docx-table' && sidebar.length) {
    const titleBlocks = main.filter((b) => b.type === 'title');
    const rest = main.filter((b) => b.type !== 'title');
    children = [
      ...paras(titleBlocks),
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        borders: NO_BORDERS,
        rows: [
          new TableRow({
            children: [
              new TableCell({
                width: { size: 32, type: WidthType.PERCENTAGE },
                children: paras(sidebar, { styledHeadings: styled }),
              }),
              new TableCell({
                width: { size: 68, type: WidthType.PERCENTAGE },
                children: paras(rest, { styledHeadings: styled }),
              }),
            ],
          }),
        ],
      }),
    ];
  } else {
    const flat = [...main.slice(0, 1), ...sidebar, ...main.slice(1)];
    const blocks =
      form === 'docx'
        ? flat.flatMap((b) =>
            b.type === 'table' ? b.rows.map((r) => ({ type: 'para', text: r.join('   ') })) : [b],
          )
        : flat;
    children = paras(blocks, { styledHeadings: styled, center: parsed.meta.center === 'yes' });
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
  return pinDates(await Packer.toBuffer(doc));
}
