import type { CareerKitContent } from '../../content/content.schemas';
import { writePdf, type PdfDoc } from '../../lib/pdf-document';

const BRAND = '#1e3a8a';
const INK = '#0f172a';
const MUTED = '#475569';
const MARGIN = 56;

export interface KitPersonalisation {
  name: string;
  /** The teacher's strongest skills for this role, best first. */
  strengths: string[];
  /** Resume lines that show them. */
  evidence: string[];
  /** The rewrites she accepted in the resume translator for this role (her own facts). */
  translatedLines: { original: string; rewrite: string }[];
}

/** With her own translated lines, this many examples follow them; without, every example. */
const EXAMPLES_BESIDE_HER_LINES = 2;

type Doc = PdfDoc;

function heading(doc: Doc, text: string) {
  if (doc.y > doc.page.height - MARGIN - 120) doc.addPage();
  doc.moveDown(0.8);
  const y = doc.y;
  doc.rect(MARGIN, y, 4, 22).fill(BRAND);
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(16)
    .text(text, MARGIN + 14, y + 2);
  doc.moveDown(0.6);
  doc.x = MARGIN;
}

function subheading(doc: Doc, text: string) {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.moveDown(0.4);
  doc.fillColor(BRAND).font('bold').fontSize(12).text(text);
  doc.moveDown(0.2);
}

function paragraph(
  doc: Doc,
  text: string,
  options: { color?: string; font?: 'body' | 'italic' | 'bold'; size?: number } = {},
) {
  doc
    .fillColor(options.color ?? INK)
    .font(options.font ?? 'body')
    .fontSize(options.size ?? 10.5)
    .text(text, { lineGap: 2, paragraphGap: 6 });
}

function bullets(doc: Doc, items: string[]) {
  doc.fillColor(INK).font('body').fontSize(10.5);
  doc.list(items, { bulletRadius: 2, textIndent: 14, lineGap: 2, paragraphGap: 4 });
  doc.moveDown(0.3);
}

function link(doc: Doc, item: { name: string; url: string; note: string }) {
  if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
  doc
    .fillColor(BRAND)
    .font('bold')
    .fontSize(10.5)
    .text(item.name, { link: item.url, underline: true, continued: false });
  doc.fillColor(MUTED).font('body').fontSize(9).text(item.url, { link: item.url });
  paragraph(doc, item.note, { size: 10 });
}

function cover(doc: Doc, kit: CareerKitContent, who: KitPersonalisation | null) {
  doc.rect(0, 0, doc.page.width, 190).fill(BRAND);
  doc
    .fillColor('#fbbf24')
    .font('bold')
    .fontSize(11)
    .text('CLASSROOM TO CAREER', MARGIN, 56, { characterSpacing: 1.5 });
  doc
    .fillColor('#ffffff')
    .font('bold')
    .fontSize(26)
    .text(kit.title, MARGIN, 80, { width: doc.page.width - 2 * MARGIN });
  doc
    .font('body')
    .fontSize(12)
    .text(
      who ? `Prepared for ${who.name}` : `For teachers moving into ${kit.role} roles`,
      MARGIN,
      doc.y + 8,
    );
  doc.x = MARGIN;
  doc.y = 220;
  for (const part of kit.intro.split(/\n\n+/)) paragraph(doc, part, { size: 11 });

  heading(doc, 'Lead with your strengths');
  if (who && who.strengths.length > 0) {
    paragraph(
      doc,
      `${who.name.split(' ')[0]}, these are the strengths your evidence shows for a ${kit.role} role (the same ones your analysis lists). Open your cover letter and your interviews with them:`,
    );
    bullets(doc, who.strengths);
    if (who.evidence.length > 0) {
      subheading(doc, 'In your own words');
      for (const quote of who.evidence)
        paragraph(doc, `“${quote}”`, { font: 'italic', color: MUTED });
    }
  } else if (who) {
    paragraph(
      doc,
      `Your resume does not yet show a strength for a ${kit.role} role. The skills to build first are on your learning path; if you have done one of them, say where on your analysis page and download this kit again.`,
      { color: MUTED },
    );
  } else {
    paragraph(
      doc,
      `Most teachers can already show these strengths for a ${kit.role} role. Lead your cover letter and your interviews with the ones you can prove with a number or a story:`,
    );
    bullets(doc, kit.teacherStrengths);
    paragraph(
      doc,
      'Upload your resume in Classroom to Career and download this kit again: this page then lists the strengths your own resume shows for this role, with the lines that prove them.',
      { color: MUTED },
    );
  }
}

/** "Your offer and your first 90 days": the plan's words, questions, negotiation and sources. */
function offerSection(doc: Doc, kit: CareerKitContent) {
  const { offer } = kit;
  heading(doc, 'Your offer and your first 90 days');
  for (const part of offer.intro.split(/\n\n+/)) paragraph(doc, part);
  subheading(doc, 'Reading the offer');
  for (const entry of offer.planTerms) {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
    doc.fillColor(INK).font('bold').fontSize(10.5).text(`${entry.term}: `, { continued: true });
    doc.font('body').text(entry.meaning, { lineGap: 2, paragraphGap: 5 });
  }
  subheading(doc, 'Ask before you sign');
  bullets(doc, offer.questions);
  subheading(doc, 'Negotiating from a teacher’s salary');
  bullets(doc, offer.negotiation);
  subheading(doc, 'What to say');
  for (const item of offer.scripts) {
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    paragraph(doc, item.moment, { font: 'bold', size: 10, color: MUTED });
    paragraph(doc, item.script, { font: 'italic', size: 10 });
  }
  subheading(doc, 'Where the pay figures come from');
  for (const source of offer.sources) {
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    doc
      .fillColor(BRAND)
      .font('bold')
      .fontSize(10.5)
      .text(source.name, { link: source.url, underline: true });
    doc.fillColor(MUTED).font('body').fontSize(9).text(source.url, { link: source.url });
    paragraph(doc, `${source.says} (checked ${checkedOn(source.checked)})`, { size: 10 });
  }
}

/** 2026-11-28 -> 28 November 2026, read the same in every time zone. */
function checkedOn(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A 30-60-90 plan: each of its three stretches under its own heading. */
function ninetyDays(
  doc: Doc,
  plan: CareerKitContent['plan'],
  headings: [string, string, string],
): void {
  const stretches = [plan.first30, plan.days31to60, plan.days61to90];
  stretches.forEach((items, i) => {
    subheading(doc, headings[i]!);
    bullets(doc, items);
  });
}

/** A pair of lines kept together on one page: where it came from, and how it reads for the role. */
function linePair(doc: Doc, from: string, to: string) {
  if (doc.y > doc.page.height - MARGIN - 70) doc.addPage();
  paragraph(doc, from, { color: MUTED, size: 10 });
  paragraph(doc, to, { font: 'bold', size: 10.5 });
  doc.moveDown(0.2);
}

/**
 * Her accepted translator lines first, as hers; the kit's samples after them, each marked as an
 * example, since their numbers are invented and must never read as her facts.
 */
function resumeBullets(doc: Doc, kit: CareerKitContent, who: KitPersonalisation | null) {
  heading(doc, 'Resume bullets, translated');
  const hers = who?.translatedLines ?? [];
  if (hers.length > 0) {
    paragraph(
      doc,
      `The lines you accepted in the resume translator for ${kit.role} roles, ready for your resume:`,
      { color: MUTED },
    );
    for (const line of hers)
      linePair(doc, `Your line: ${line.original}`, `Translated: ${line.rewrite}`);
  } else if (who) {
    paragraph(
      doc,
      `Translate your resume for ${kit.role} roles in Classroom to Career and the lines you accept appear here. Until then, here is how the translation works.`,
      { color: MUTED },
    );
  }
  const examples =
    hers.length > 0 ? kit.resumeBullets.slice(0, EXAMPLES_BESIDE_HER_LINES) : kit.resumeBullets;
  if (hers.length > 0) subheading(doc, 'More examples');
  paragraph(
    doc,
    `Examples only${who ? ', not from your resume' : ''}: their numbers are made up. Hiring managers for ${kit.role} roles search for their own words, so follow the pattern and put in your real numbers.`,
    { color: MUTED },
  );
  for (const pair of examples)
    linePair(
      doc,
      `Example, in the classroom: ${pair.classroom}`,
      `Example, on a resume: ${pair.role}`,
    );
}

/** A multi-page PDF career kit; personalised with the teacher's name and strengths when known. */
export function renderCareerKit(
  kit: CareerKitContent,
  who: KitPersonalisation | null,
): Promise<Buffer> {
  return writePdf(
    {
      size: 'LETTER',
      margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: { Title: kit.title, Author: 'Classroom to Career', Subject: `Career kit: ${kit.role}` },
    },
    (doc) => {
      cover(doc, kit, who);
      // The plan starts a page of its own, unless the cover ran over: then it follows on that
      // page, which would otherwise hold a few lines alone (the walkthrough's m20).
      if (doc.bufferedPageRange().count === 1) doc.addPage();
      heading(doc, 'Your 30-60-90 day transition plan');
      paragraph(
        doc,
        'Ninety days of steady, specific steps, written for a teacher who is still in the classroom or has just left it.',
        { color: MUTED },
      );
      ninetyDays(doc, kit.plan, [
        'Days 1-30: get ready',
        'Days 31-60: get seen',
        'Days 61-90: get hired',
      ]);

      offerSection(doc, kit);

      if (kit.onTheJobPlan) {
        heading(doc, 'A sample 30-60-90 plan for the job itself');
        paragraph(
          doc,
          `What a new ${kit.role} might commit to in the first 90 days in the job. Adapt it to the company you interview with, bring it to the final round, and use it to agree your goals with your new manager in week one.`,
          { color: MUTED },
        );
        ninetyDays(doc, kit.onTheJobPlan, [
          'Days 1-30 in the role: learn',
          'Days 31-60 in the role: contribute',
          'Days 61-90 in the role: own results',
        ]);
      }

      resumeBullets(doc, kit, who);

      heading(doc, 'Interview questions and strong answers');
      for (const item of kit.interviewQuestions) {
        subheading(doc, item.question);
        bullets(doc, item.outline);
        if (item.modelAnswer) {
          if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
          paragraph(doc, 'A model answer', { font: 'bold', size: 10, color: MUTED });
          paragraph(doc, item.modelAnswer, { font: 'italic', size: 10 });
        }
      }

      heading(doc, `Glossary: the words of ${kit.role} work`);
      for (const entry of kit.glossary) {
        if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
        doc.fillColor(INK).font('bold').fontSize(10.5).text(`${entry.term}: `, { continued: true });
        doc.font('body').text(entry.definition, { lineGap: 2, paragraphGap: 5 });
      }

      heading(doc, 'Certifications, communities and free resources');
      subheading(doc, 'Certifications worth knowing');
      for (const item of kit.certifications) link(doc, item);
      subheading(doc, 'Communities');
      for (const item of kit.communities) link(doc, item);
      subheading(doc, 'Free resources');
      for (const item of kit.freeResources) link(doc, item);

      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        // Writing inside the bottom margin would otherwise start a new page.
        doc.page.margins.bottom = 0;
        const bottom = doc.page.height - MARGIN + 14;
        doc.fillColor(MUTED).font('body').fontSize(8.5);
        doc.text(`${kit.title} · Classroom to Career`, MARGIN, bottom, { lineBreak: false });
        doc.text(`Page ${i + 1} of ${range.count}`, doc.page.width - MARGIN - 80, bottom, {
          width: 80,
          align: 'right',
          lineBreak: false,
        });
      }
    },
  );
}
