/**
 * Resumes laid out the way common templates print them, for the parser's tests: the dates on the
 * right of each job's title line, a name in spaced capitals beside a contact column, two pages
 * with a running header and "Page 1 of 2" footers (pdfkit), and Word files with a right tab stop
 * before the dates or the whole heading in a table (docx). The people are invented.
 */
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
import PDFDocument from 'pdfkit';

export interface StyledJob {
  title: string;
  organization: string;
  place: string;
  dates: string;
  bullets: string[];
}

export interface StyledResume {
  name: string;
  headline: string;
  contact: string[];
  summary: string;
  jobs: StyledJob[];
  education: { degree: string; school: string; dates: string }[];
  certifications: string[];
  skills: string[];
}

/** James: a K-5 instructional coach, four jobs, two pages. */
export const JAMES: StyledResume = {
  name: 'James Carter',
  headline: 'K-5 Instructional Coach',
  contact: [
    'james.carter@example.com',
    '(614) 555-0148',
    'Columbus, OH',
    'linkedin.com/in/jamescarter',
  ],
  summary:
    'Instructional coach with eleven years in elementary schools. I plan and lead professional learning for teachers, coach new staff through observation cycles, and turn assessment data into plans that families and principals can act on.',
  jobs: [
    {
      title: 'K-5 Instructional Coach',
      organization: 'Westerville City Schools',
      place: 'Westerville, OH',
      dates: 'Aug 2020 – Present',
      bullets: [
        'Coach 22 teachers across three elementary buildings through six-week observation and feedback cycles, with goals set by each teacher and reviewed with the principal',
        'Design and facilitate monthly professional development sessions on guided reading and math workshop for 60 staff',
        'Built a new-teacher onboarding program that cut first-year resignations from five to one',
      ],
    },
    {
      title: 'Fourth Grade Teacher',
      organization: 'Hilliard City Schools',
      place: 'Hilliard, OH',
      dates: 'Aug 2016 – Jun 2020',
      bullets: [
        'Taught all subjects to classes of 26 to 30 students and raised the share reading on grade level from 58% to 81% in two years',
        'Led the grade-level team of four teachers in planning common assessments and data meetings',
      ],
    },
    {
      title: 'Third Grade Teacher',
      organization: 'Columbus City Schools',
      place: 'Columbus, OH',
      dates: 'Aug 2013 – Jun 2016',
      bullets: [
        'Communicated weekly with 140 families by newsletter, phone and conferences, with a translator for Somali-speaking parents',
        'Mentored two student teachers from Ohio State University through their placements',
      ],
    },
    {
      title: 'Summer Program Coordinator',
      organization: 'YMCA of Central Ohio',
      place: 'Columbus, OH',
      dates: 'Jun 2012 – Aug 2013',
      bullets: [
        'Recruited, trained and scheduled 14 counselors for a summer literacy camp serving 120 children',
        'Presented the program to parents and partner schools and grew enrolment by a third',
      ],
    },
  ],
  education: [
    {
      degree: 'M.Ed., Curriculum and Instruction',
      school: 'The Ohio State University',
      dates: '2016',
    },
    { degree: 'B.S., Elementary Education', school: 'Ohio University', dates: '2012' },
  ],
  certifications: [
    'Ohio Professional Teaching License, Grades P-5',
    'Google Certified Educator Level 2',
  ],
  skills: [
    'Adult learning',
    'Observation and feedback',
    'Data meetings',
    'Google Workspace',
    'Canva',
    'Seesaw',
  ],
};

/** "JAMES CARTER" -> "J A M E S   C A R T E R", as a template's letter-spaced name extracts. */
export const spacedCapitals = (name: string) =>
  name
    .toUpperCase()
    .split(/\s+/)
    .map((word) => word.split('').join(' '))
    .join('   ');

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export interface StyledPdfOptions {
  /**
   * When the PDF writes each job's dates: right after its title (default), before it, or all
   * together once the page is done (as some browsers' print does): the page looks the same.
   */
  dates?: 'after-title' | 'before-title' | 'page-end';
  /** The name as printed (default: spaced capitals). */
  printedName?: string;
  /** Jobs per page before the break (default 2: two pages). */
  jobsOnFirstPage?: number;
}

/**
 * A two-page PDF from a styled template: the name (large, letter-spaced) on the left and the
 * contact lines in a column on the right; each job's title and organisation on the left with its
 * dates right-aligned on the same line and its place under the dates; wrapped bullets; a running
 * header on page 2 and "Page n of 2" in each footer.
 */
export function styledPdf(resume: StyledResume, options: StyledPdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, bufferPages: true });
  const done = collect(doc);
  const left = 54;
  const width = doc.page.width - 108;
  const right = left + width;
  const printedName = options.printedName ?? spacedCapitals(resume.name);

  // Header: name and headline left, contact right, on the same lines.
  const top = 54;
  doc.font('Helvetica-Bold').fontSize(22).text(printedName, left, top, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(resume.headline, left, top + 30, { lineBreak: false });
  resume.contact.forEach((line, i) => {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(line, right - 200, top + i * 12, { width: 200, align: 'right', lineBreak: false });
  });
  doc.y = top + 60;

  const heading = (text: string) => {
    doc.moveDown(0.6);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(text.toUpperCase(), left, doc.y, { width, characterSpacing: 1 });
    doc
      .moveTo(left, doc.y + 1)
      .lineTo(right, doc.y + 1)
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.3);
  };
  const bullet = (text: string) => {
    doc.font('Helvetica').fontSize(10);
    const y = doc.y;
    doc.text('•', left + 4, y, { lineBreak: false });
    doc.text(text, left + 16, y, { width: width - 16 });
  };

  heading('Summary');
  doc.font('Helvetica').fontSize(10).text(resume.summary, left, doc.y, { width });
  heading('Professional Experience');
  const firstPage = options.jobsOnFirstPage ?? 2;
  const late: { page: number; draw: () => void }[] = [];
  resume.jobs.forEach((job, index) => {
    if (index === firstPage) {
      doc.addPage();
      doc.y = 72;
    }
    doc.moveDown(0.4);
    const y = doc.y;
    const page = doc.bufferedPageRange().count - 1;
    const drawDates = () =>
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(job.dates, right - 160, y, { width: 160, align: 'right', lineBreak: false });
    if (options.dates === 'page-end') late.push({ page, draw: drawDates });
    if (options.dates === 'before-title') drawDates();
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .text(`${job.title}, ${job.organization}`, left, y, { lineBreak: false });
    if (!options.dates || options.dates === 'after-title') drawDates();
    doc
      .font('Helvetica-Oblique')
      .fontSize(9.5)
      .text(job.place, right - 160, y + 13, { width: 160, align: 'right', lineBreak: false });
    doc.y = y + 28;
    for (const text of job.bullets) bullet(text);
  });
  heading('Education');
  for (const e of resume.education) {
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${e.degree}, ${e.school}`, left, y, { lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(e.dates, right - 100, y, { width: 100, align: 'right', lineBreak: false });
    doc.y = y + 14;
  }
  heading('Certifications');
  for (const c of resume.certifications) bullet(c);
  heading('Skills');
  doc.font('Helvetica').fontSize(10).text(resume.skills.join(' · '), left, doc.y, { width });

  // Running header on later pages, footers on all.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    for (const dates of late.filter((d) => d.page === i)) dates.draw();
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (i > 0)
      doc
        .font('Helvetica')
        .fontSize(8)
        .text(`${resume.name} · Resume`, left, 30, { width, align: 'left', lineBreak: false });
    doc
      .font('Helvetica')
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
/** The right tab stop at the text's right margin (twips). */
const RIGHT_TAB = 9360;

function docxHeading(text: string): Paragraph {
  return new Paragraph({
    spacing: { before: 200, after: 60 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 24 })],
  });
}

/**
 * A Word resume whose job lines put the dates after a right-aligned tab stop ("Title, Org<TAB>
 * Aug 2020 – Present"), or, with `table`, lays the name/contact header and each job's heading
 * out in borderless two-cell tables (title left, dates right).
 */
export async function styledDocx(
  resume: StyledResume,
  options: { table?: boolean } = {},
): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [];
  const cell = (paragraphs: Paragraph[], size: number) =>
    new TableCell({
      width: { size, type: WidthType.PERCENTAGE },
      borders: NO_BORDERS,
      children: paragraphs,
    });
  const twoCells = (leftParas: Paragraph[], rightParas: Paragraph[]) =>
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: NO_BORDERS,
      rows: [new TableRow({ children: [cell(leftParas, 65), cell(rightParas, 35)] })],
    });
  const nameParas = [
    new Paragraph({
      children: [new TextRun({ text: resume.name.toUpperCase(), bold: true, size: 40 })],
    }),
    new Paragraph({ children: [new TextRun({ text: resume.headline, size: 24 })] }),
  ];
  const contactParas = resume.contact.map(
    (line) =>
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [new TextRun({ text: line, size: 18 })],
      }),
  );
  if (options.table) children.push(twoCells(nameParas, contactParas));
  else
    children.push(
      ...nameParas,
      new Paragraph({ children: [new TextRun({ text: resume.contact.join(' | '), size: 18 })] }),
    );

  children.push(docxHeading('Summary'), new Paragraph({ children: [new TextRun(resume.summary)] }));
  children.push(docxHeading('Experience'));
  for (const job of resume.jobs) {
    if (options.table) {
      children.push(
        twoCells(
          [
            new Paragraph({ children: [new TextRun({ text: job.title, bold: true })] }),
            new Paragraph({ children: [new TextRun({ text: job.organization, italics: true })] }),
          ],
          [
            new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(job.dates)] }),
            new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(job.place)] }),
          ],
        ),
      );
    } else {
      children.push(
        new Paragraph({
          spacing: { before: 120 },
          tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
          children: [
            new TextRun({ text: `${job.title}, ${job.organization}`, bold: true }),
            new TextRun(`\t${job.dates}`),
          ],
        }),
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
          children: [new TextRun({ text: `\t${job.place}`, italics: true })],
        }),
      );
    }
    for (const text of job.bullets)
      children.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun(text)] }));
  }
  children.push(docxHeading('Education'));
  for (const e of resume.education)
    children.push(
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }],
        children: [new TextRun(`${e.degree}, ${e.school}\t${e.dates}`)],
      }),
    );
  children.push(docxHeading('Certifications'));
  for (const c of resume.certifications)
    children.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun(c)] }));
  children.push(
    docxHeading('Skills'),
    new Paragraph({ children: [new TextRun(resume.skills.join(' · '))] }),
  );
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}
