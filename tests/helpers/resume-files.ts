import { deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

/** A resume as a PDF made with pdfkit; `pages` > 1 repeats the text with page breaks. */
export function makePdf(text: string, options: { pages?: number } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: 'Resume' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const pages = options.pages ?? 1;
    const lines = text.split('\n');
    const perPage = Math.ceil(lines.length / pages);
    for (let p = 0; p < pages; p++) {
      if (p > 0) doc.addPage();
      doc.font('Helvetica').fontSize(10.5);
      for (const line of lines.slice(p * perPage, (p + 1) * perPage)) doc.text(line || ' ');
    }
    doc.end();
  });
}

/** A PDF with a drawn shape and no text at all, like a scanned page. */
export function makeImageOnlyPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.rect(50, 50, 400, 600).fill('#cccccc');
    for (let y = 80; y < 600; y += 14) doc.rect(70, y, 300 + (y % 50), 6).fill('#333333');
    doc.end();
  });
}

export async function makeDocx(text: string): Promise<Buffer> {
  const paragraphs = text
    .split('\n')
    .map((line) => new Paragraph({ children: [new TextRun(line)] }));
  return Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
}

/**
 * A DOCX-shaped zip whose document.xml inflates to `expandedMb` megabytes of zeros: a zip bomb,
 * built by hand so the sizes in its headers can be honest or lie.
 */
export function makeZipBombDocx(expandedMb = 64, options: { lieAboutSize?: boolean } = {}): Buffer {
  const expanded = expandedMb * 1024 * 1024;
  const files: { name: string; data: Buffer; size: number }[] = [
    { name: '[Content_Types].xml', data: deflateRawSync(Buffer.from('<Types/>')), size: 8 },
    // A lying header claims a tiny document.xml; only inflating it shows the truth.
    {
      name: 'word/document.xml',
      data: deflateRawSync(Buffer.alloc(expanded)),
      size: options.lieAboutSize ? 1000 : expanded,
    },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 14); // CRC left 0: the size check must refuse it before any CRC check.
    local.writeUInt32LE(file.data.length, 18);
    local.writeUInt32LE(file.size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, file.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(file.data.length, 20);
    central.writeUInt32LE(file.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + file.data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

export const SAMPLE_TEACHER_RESUME = `Maria Lopez
maria.lopez@example.com | (555) 123-4567 | Austin, TX

SUMMARY
Fifth grade teacher with 8 years of experience building relationships with families and using data to help every student grow.

EXPERIENCE
5th Grade Teacher | Lincoln Elementary School | Aug 2016 – Present
• Taught math and ELA to 28 students using differentiated instruction and small-group instruction
• Held parent-teacher conferences with 50+ families each semester and sent a weekly newsletter
• Analyzed benchmark data to plan interventions; raised math proficiency by 18%
• Led professional development workshops for 30 teachers on Google Classroom
• Organized the school's spring fundraiser, which raised $12,000 for classroom technology

3rd Grade Teacher | Roosevelt Elementary | Aug 2012 – June 2016
• Designed a science curriculum unit adopted by the grade-level team
• Mentored two student teachers

EDUCATION
Bachelor of Arts in Elementary Education, University of Texas at Austin, 2012

SKILLS
Google Classroom, Canvas, Microsoft Excel, Nearpod, classroom management`;
