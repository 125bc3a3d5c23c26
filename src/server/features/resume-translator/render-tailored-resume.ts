import type { Paragraph } from 'docx';
import { TRACK_BY_SLUG, type TrackSlug } from '@/shared/constants';
import type { TranslationSkills } from '@/shared/contracts/resume-translator';
import { DOCUMENT_STYLE } from '../../lib/document-style';
import { writePdf } from '../../lib/pdf-document';
import { timed } from '../../lib/server-timing';
import { parseDateRange } from '../../core/resume-model';
import type { TranslationRow } from './resume-translations.queries';
import { finalText, printedSkills, printedSummary } from './translation-view';

/**
 * The tailored resume: one column of real text under the headings applicant tracking systems
 * read (SUMMARY, EXPERIENCE, SKILLS, EDUCATION), no tables, text boxes or images, so it parses
 * in reading order. It says only what she approved or wrote: her accepted rewrites (or her own
 * wording) replace her lines and every other line stays as she wrote it; a summary sentence or a
 * skill prints only when she accepted it, so an unreviewed summary is left out, not shipped.
 */
export interface TailoredResume {
  name: string | null;
  contact: string[];
  summary: string;
  /** Each job's heading lines without its dates, which print at the right of the first line. */
  jobs: { header: string[]; dates: string | null; bullets: string[] }[];
  skills: string[];
  education: string[];
  certifications: string[];
  other: { heading: string; lines: string[] }[];
}

export function skillLines(skills: TranslationSkills): string[] {
  const lines: string[] = [];
  if (skills.competencies.length > 0)
    lines.push(`Core skills: ${skills.competencies.map((c) => c.name).join(' · ')}`);
  if (skills.tools.length > 0) lines.push(`Tools: ${skills.tools.join(' · ')}`);
  if (skills.languages.length > 0) lines.push(`Languages: ${skills.languages.join(' · ')}`);
  return lines;
}

export function tailoredResume(row: TranslationRow): TailoredResume {
  const items = new Map(row.items.map((item) => [item.id, item]));
  const { layout } = row;
  // Her name line as she wrote it ("PRIYA RAMAN, M.Ed."): the credential is hers to show.
  const nameLine = layout.name && layout.contact[0] ? layout.contact[0] : null;
  const contact = nameLine ? layout.contact.slice(1) : layout.contact;
  return {
    name: nameLine,
    contact,
    summary: printedSummary(row.items),
    jobs: layout.jobs.map((job) => ({
      ...jobHeading(job.header),
      bullets: job.lines
        .map((line) => {
          if (line.kind === 'kept') return line.text;
          const item = items.get(line.itemId);
          return item ? finalText(item) : '';
        })
        .filter(Boolean),
    })),
    skills: skillLines(printedSkills(row)),
    education: layout.education,
    certifications: layout.certifications,
    other: layout.other,
  };
}

/**
 * A job's dates taken out of its heading lines ("Coach, Westerville Schools Aug 2020 – Present"),
 * to be printed at the right of its first line as her template did: a date range never stands
 * apart from the job it dates.
 */
export function jobHeading(header: string[]): { header: string[]; dates: string | null } {
  const at = header.findIndex((line) => parseDateRange(line) !== null);
  if (at < 0) return { header, dates: null };
  const dates = parseDateRange(header[at]!)!.text;
  const rest = header[at]!.replace(dates, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s,|–—(-]+$/, '')
    .replace(/^[\s,|–—)-]+/, '')
    .trim();
  const lines = header.flatMap((line, i) => (i !== at ? [line] : rest ? [rest] : []));
  return { header: lines, dates };
}

/** Headings in the order ATS parsers expect; sections she has no lines for are left out. */
function sections(
  resume: TailoredResume,
): { heading: string; kind: 'text' | 'jobs' | 'list'; lines: string[] }[] {
  const out: { heading: string; kind: 'text' | 'jobs' | 'list'; lines: string[] }[] = [];
  if (resume.summary) out.push({ heading: 'SUMMARY', kind: 'text', lines: [resume.summary] });
  if (resume.jobs.length > 0) out.push({ heading: 'EXPERIENCE', kind: 'jobs', lines: [] });
  if (resume.skills.length > 0) out.push({ heading: 'SKILLS', kind: 'list', lines: resume.skills });
  if (resume.education.length > 0)
    out.push({ heading: 'EDUCATION', kind: 'list', lines: resume.education });
  if (resume.certifications.length > 0)
    out.push({ heading: 'CERTIFICATIONS', kind: 'list', lines: resume.certifications });
  for (const other of resume.other)
    out.push({ heading: other.heading.toUpperCase(), kind: 'list', lines: other.lines });
  return out;
}

/** "Maria-Lopez-Resume-Customer-Success.docx": her name in plain letters, the role, the format. */
export function exportFileName(
  name: string | null,
  track: TrackSlug,
  format: 'docx' | 'pdf',
): string {
  const plain = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join('-');
  const role = TRACK_BY_SLUG[track].label.replace(/&/g, 'and').replace(/[^A-Za-z0-9]+/g, '-');
  return `${plain ? `${plain}-` : ''}Resume-${role}.${format}`;
}

// ---------------------------------------------------------------------------------- DOCX

const FONT = DOCUMENT_STYLE.font;
const DOCX_TEXT_WIDTH = DOCUMENT_STYLE.docxTextWidth;

export async function renderDocx(resume: TailoredResume, title: string): Promise<Buffer> {
  // Loaded on the first export, not at boot (docx holds about 12 MB).
  const {
    AlignmentType,
    BorderStyle,
    Document,
    HeadingLevel,
    Packer,
    Paragraph,
    TabStopType,
    TextRun,
  } = await import('docx');
  const children: Paragraph[] = [];
  if (resume.name) {
    children.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text: resume.name, bold: true, size: 40, font: FONT })],
      }),
    );
  }
  for (const line of resume.contact) {
    children.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text: line, size: 20, font: FONT })],
      }),
    );
  }
  for (const section of sections(resume)) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        spacing: { before: 240, after: 80 },
        border: {
          bottom: { style: BorderStyle.SINGLE, size: 6, color: DOCUMENT_STYLE.docxBrand, space: 1 },
        },
        children: [
          new TextRun({
            text: section.heading,
            bold: true,
            size: 24,
            font: FONT,
            color: DOCUMENT_STYLE.docxBrand,
          }),
        ],
      }),
    );
    if (section.kind === 'jobs') {
      resume.jobs.forEach((job, index) => {
        const header = job.header.length > 0 ? job.header : [''];
        header.forEach((line, i) => {
          const dates = i === 0 && job.dates ? job.dates : null;
          children.push(
            new Paragraph({
              spacing: { before: i === 0 && index > 0 ? 160 : 0 },
              // The dates after a right tab stop at the text's right edge, on the title's line.
              tabStops: dates ? [{ type: TabStopType.RIGHT, position: DOCX_TEXT_WIDTH }] : [],
              children: [
                new TextRun({ text: line, bold: i === 0, size: 21, font: FONT }),
                ...(dates ? [new TextRun({ text: `\t${dates}`, size: 21, font: FONT })] : []),
              ],
            }),
          );
        });
        for (const bullet of job.bullets) {
          children.push(
            new Paragraph({
              bullet: { level: 0 },
              children: [new TextRun({ text: bullet, size: 21, font: FONT })],
            }),
          );
        }
      });
      continue;
    }
    for (const line of section.lines) {
      children.push(
        new Paragraph({
          spacing: { after: 60 },
          children: [new TextRun({ text: line, size: 21, font: FONT })],
        }),
      );
    }
  }
  const document = new Document({
    title,
    creator: resume.name ?? 'Classroom to Career',
    styles: { default: { document: { run: { font: FONT } } } },
    sections: [
      {
        properties: { page: { margin: DOCUMENT_STYLE.docxMargins } },
        children,
      },
    ],
  });
  return timed('render', () => Packer.toBuffer(document));
}

// ----------------------------------------------------------------------------------- PDF

const MARGIN = DOCUMENT_STYLE.pdfMargin;
const INK = DOCUMENT_STYLE.ink;
const BRAND = DOCUMENT_STYLE.brand;
const MUTED = DOCUMENT_STYLE.muted;

export function renderPdf(resume: TailoredResume, title: string): Promise<Buffer> {
  return writePdf(
    {
      size: 'LETTER',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      info: {
        Title: title,
        Author: resume.name ?? 'Classroom to Career',
        Creator: 'Classroom to Career',
      },
    },
    (doc) => {
      const width = doc.page.width - 2 * MARGIN;

      if (resume.name) {
        doc.fillColor(INK).font('bold').fontSize(22).text(resume.name, { align: 'center', width });
        doc.moveDown(0.15);
      }
      for (const line of resume.contact) {
        doc.fillColor(MUTED).font('body').fontSize(9.5).text(line, { align: 'center', width });
      }

      for (const section of sections(resume)) {
        if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
        if (doc.y > MARGIN + 1) doc.moveDown(0.8);
        doc.fillColor(BRAND).font('bold').fontSize(11.5).text(section.heading, MARGIN, doc.y, {
          characterSpacing: 0.5,
          width,
        });
        const ruleY = doc.y + 1;
        doc
          .moveTo(MARGIN, ruleY)
          .lineTo(MARGIN + width, ruleY)
          .lineWidth(0.7)
          .strokeColor(BRAND)
          .stroke();
        doc.moveDown(0.35);
        doc.x = MARGIN;

        if (section.kind === 'jobs') {
          resume.jobs.forEach((job, index) => {
            if (doc.y > doc.page.height - MARGIN - 50) doc.addPage();
            if (index > 0) doc.moveDown(0.5);
            const header = job.header.length > 0 ? job.header : [''];
            header.forEach((line, i) => {
              const y = doc.y;
              // The dates at the right of the title's line, as her template printed them.
              const dates = i === 0 && job.dates ? job.dates : null;
              doc.font('body').fontSize(10.5);
              const datesWidth = dates ? doc.widthOfString(dates) + 12 : 0;
              doc
                .fillColor(INK)
                .font(i === 0 ? 'bold' : 'body')
                .fontSize(10.5)
                .text(line || ' ', MARGIN, y, { width: width - datesWidth });
              if (dates) {
                // Written after the title so the text reads in order when extracted.
                const below = doc.y;
                doc.font('body').text(dates, MARGIN + width - datesWidth, y, {
                  width: datesWidth,
                  align: 'right',
                  lineBreak: false,
                });
                doc.y = below;
              }
            });
            for (const bullet of job.bullets) {
              doc.fillColor(INK).font('body').fontSize(10);
              // A real bullet character then the text, indented: reads in order when extracted.
              const y = doc.y + 2;
              doc.text('•', MARGIN + 4, y, { lineBreak: false });
              doc.text(bullet, MARGIN + 16, y, { width: width - 16, lineGap: 1 });
            }
            doc.x = MARGIN;
          });
          continue;
        }
        for (const line of section.lines) {
          doc
            .fillColor(INK)
            .font('body')
            .fontSize(10)
            .text(line, MARGIN, doc.y, { width, lineGap: 1.5 });
          doc.moveDown(0.15);
        }
      }
    },
  );
}
