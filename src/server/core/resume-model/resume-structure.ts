/**
 * Her resume's structure, the one reading of it that the analysis (her jobs and current role),
 * the resume translator and the tailored resume all use: her name, the contact block at the top,
 * each job (its heading lines, title, organisation, place and dates, and its bullets), education,
 * certifications, listed skills and other sections. Works on the text the upload stored (bullets
 * normalised to "- ") and on raw text. Templates print the dates at the right of a job's title
 * line (extraction puts them back on that line), the name in spaced capitals, the contact beside
 * the name, and repeat the name and a page number on page 2: all read here. It also reads what
 * the analysis needs to weigh her lines (issue 34): the headline under her name, an objective apart
 * from a summary, inline headings ("Objective: ..."), the wider heading vocabulary of document.ts
 * (a scan's "EXPERlENCE" too) and hard-wrapped paragraphs joined; structure-document.ts turns it
 * into the analysis's blocks.
 */
import {
  CITY_STATE,
  cutDates,
  EMAIL,
  TITLE_NOUN,
  headingSection,
  looksLikeTitle,
  URL,
  isContactLine,
  parseDateRange,
  splitJobLine,
  type DateRange,
} from './resume-vocabulary';

export interface ExperienceBlock {
  /** Position-based id, stable for one resume ("job-1"). */
  id: string;
  /** The section it sits in, as she titled it ("Professional Experience"). */
  section: string;
  /** Title, organisation and date lines, as written. */
  header: string[];
  /** Bullets and sentences, without their bullet marks. */
  bullets: string[];
}

/** A job: its heading as written, what the heading says, and its bullets. */
export interface StructuredJob extends ExperienceBlock {
  title: string | null;
  organization: string | null;
  /** "Westerville, OH", "Remote". */
  place: string | null;
  /** The dates as written ("Aug 2020 – Present"). */
  dates: string | null;
  /** Months since year 0 (year * 12 + month), when the dates say. */
  start: number | null;
  end: number | null;
  /** Its dates end in "Present", "Current", "now". */
  current: boolean;
}

export interface ResumeStructure {
  /** Her name, when the first line reads as one ("JAMES CARTER" from "J A M E S C A R T E R"). */
  name: string | null;
  /** Name first, then contact lines, as written. */
  contact: string[];
  /** What she wrote under a summary or profile heading, or under her name before any heading. */
  summary: string[];
  /** What she wrote under an objective heading: her goal, not her experience. */
  objective: string[];
  /** The short title line under her name ("Instructional Designer"), when she wrote one. */
  headline: string | null;
  experience: StructuredJob[];
  education: string[];
  certifications: string[];
  /** Lines of her skills section. */
  skills: string[];
  /** Other sections (volunteering, awards, languages...), kept as written. */
  other: { heading: string; lines: string[] }[];
}

type SectionKind =
  'objective' | 'summary' | 'experience' | 'education' | 'certifications' | 'skills' | 'other';

const HEADERS: [SectionKind, RegExp][] = [
  ['objective', /^(?:(?:career|professional|job|employment) )?(?:objective|goal)s?$/i],
  [
    'summary',
    /^(?:professional |career |personal )?(?:summary|profile|overview)(?: of qualifications)?$|^about(?: me)?$/i,
  ],
  [
    'experience',
    /^(?:(?:professional|work|teaching|relevant|employment|additional|other|related|leadership|classroom|education|industry|sales|business|volunteer|career)\s+)*(?:experience|employment(?: history)?|work history|career history|positions held)(?:\s*(?:&|and)\s*(?:leadership|service|volunteering))?$|^(?:(?:key|selected|notable|career|professional|sales|teaching|leadership|training)\s+)?(?:achievements|accomplishments|highlights)$/i,
  ],
  [
    'education',
    /^(?:education|academic background|educational background)(?:\s*(?:&|and)\s*(?:training|professional development))?$/i,
  ],
  [
    'certifications',
    /^(?:certifications?|licen[sc]es?|licensure|credentials)(?:\s*(?:&|and|,|\/)\s*(?:certifications?|licen[sc]es?|licensure|endorsements?|credentials))*$/i,
  ],
  [
    'skills',
    /^(?:(?:technical|key|core|relevant|professional|additional)\s+)?(?:skills|competencies|proficiencies|expertise|strengths)(?:\s*(?:&|and)\s*(?:tools|technology|technologies|certifications|languages|interests))?$|^(?:tools|technology|technologies)(?:\s*(?:&|and)\s*(?:platforms|skills))?$|^areas of expertise$/i,
  ],
  [
    'other',
    /^(?:volunteer(?:ing)?(?: work)?|community (?:service|involvement)|awards?|honou?rs?(?:\s*(?:&|and)\s*awards)?|awards\s*(?:&|and)\s*honou?rs|languages?|activities|interests|references?(?: available upon request)?|publications|presentations|professional (?:development|affiliations|memberships)|memberships|affiliations|projects|leadership|service)$/i,
  ],
];

/** A bullet mark, including what a scan makes of one ("-.", "`-", ">"). */
const BULLET = /^\s*[`'‘]?(?:[-*•▪●◦‣∙·■□➢➤►▶✓✔–>]|\d{1,2}[.)]|o(?=\s+[A-Z]))[.,`]?\s+/;
/** "Customer service - Built a library...": a short label, a dash, and a sentence. */
const COLUMN_LABEL = /^([A-Z][A-Za-z&/ ]{2,30}?) [-–] (\S.*)$/;
/** A bullet a PDF's wrapped-line joining put on the end of the one above it: "... to transfer. • Welcome". */
const INLINE_BULLET = /(?<=[.;!?)"”])\s+[•▪●◦‣■➢➤►▶✓✔]\s+(?=["“(]?[A-Z0-9])/;
const DATE_RANGE =
  /\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+|\d{1,2}\/)?(?:19|20)\d{2}\s*(?:-|–|—|to|until)\s*(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+|\d{1,2}\/)?(?:19|20)\d{2}|present|current|now|today)\b|\b(?:summers?|spring|fall|autumn|winter)\s+(?:19|20)\d{2}\b|^\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\s*$/i;
/** A line holding only the end of a date range, wrapped from the heading above it. */
const DATE_END =
  /^(?:[-–—]\s*|to\s+)?(?:present|current|now|today|(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2})\)?$/i;
/** A heading line cut inside its dates: it ends with a month or a dash. */
const DANGLING_DATE =
  /(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|[-–—]|\(?(?:19|20)\d{2})$/i;
const TITLE_WORDS =
  /\b(?:teacher|educator|instructor|tutor|coach|professor|lecturer|specialist|coordinator|manager|representative|rep|associate|consultant|director|trainer|designer|developer|counselor|librarian|principal|paraprofessional|aide|executive|interventionist|facilitator|administrator|advisor|assistant|lead|officer|analyst|owner|salesperson|cashier|server|clerk|agent|supervisor|intern|volunteer|chair|president|founder|substitute)\b/i;
/** Bullets are sentences that start with a verb; headings are short and rarely do. */
const VERB_START =
  /^(?:[A-Z][a-z]+ed|Co-[a-z]+|Led|Lead|Taught|Teach|Built|Build|Ran|Run|Won|Wrote|Write|Grew|Grow|Made|Make|Held|Hold|Kept|Keep|Set|Sent|Send|Met|Meet|Plan|Use|Work|Help|Manage|Create|Design|Develop|Organi[sz]e|Coordinate|Facilitate|Serve|Train|Mentor|Coach|Support|Track|Handle|Answer|Collect|Present|Welcome|Host|Log|Onboard|Check|Administer|Advise|Own|Represent|Survey|Follow|Sort|Tutored|Trusted|Moved|Opened|Upsold|Sold|Took|Gave|Began|Spent|Brought|Became|Read|Cut|Put)\b/;

/**
 * A line that opens with a verb and goes on in lower case reads as a task, not a title: "Record
 * short how-to videos" is work, "Lead Teacher" or "Certified Trainer" is a heading.
 */
const TASK_LINE =
  /^(?:[A-Z][a-z]+ed|Record|Troubleshoot|Call|Review|Assess|Monitor|Prepare|Deliver|Teach|Plan|Grade|Communicate|Maintain|Respond|Resolve|Recruit|Implement|Analy[sz]e|Collaborate|Conduct|Provide|Write|Build|Create|Design|Develop|Run|Track|Host|Welcome|Answer|Collect|Present|Facilitate|Organi[sz]e|Coordinate|Use|Help|Manage|Keep|Make|Grow|Meet|Lead|Support|Coach|Mentor|Train)\s+[a-z]/;

function sectionOf(line: string): SectionKind | null {
  const candidate = line
    .trim()
    .replace(/[:：]\s*$/, '')
    .trim();
  // A heading starts with a capital: "goals" under "...measurable postsecondary" is a wrapped line.
  if (!candidate || candidate.length > 48 || /[.!?]$/.test(candidate) || /^[a-z]/.test(candidate))
    return null;
  for (const [kind, regex] of HEADERS) if (regex.test(candidate)) return kind;
  // The wider vocabulary of headings ("Other", "Work", "Teaching Experience", "EXPERlENCE" as a
  // scan misreads it); a contact heading's lines stay at the top.
  const known = headingSection(candidate);
  if (known !== null) return known === 'contact' || known === 'top' ? null : known;
  return besideHeadings(candidate);
}

/**
 * Two columns' headings run together on one line ("Contact Profile", "Skills Experience"): what
 * follows is the right-hand column's section, unless that is the contact column.
 */
function besideHeadings(line: string): SectionKind | null {
  const words = line.split(/\s+/);
  if (words.length < 2 || words.length > 5) return null;
  for (let at = 1; at < words.length; at++) {
    const left = headingSection(words.slice(0, at).join(' '));
    const right = headingSection(words.slice(at).join(' '));
    if (left === null || right === null || left === 'top' || right === 'top') continue;
    const section = right === 'contact' ? left : right;
    return section === 'contact' ? null : section;
  }
  return null;
}

const stripBullet = (line: string) => line.replace(BULLET, '').trim();

/** "- 7th grade math teacher, San Antonio ISD, 2016 - Present": a job written as a bullet. */
const isJobLine = (line: string) =>
  DATE_RANGE.test(line) &&
  TITLE_WORDS.test(line) &&
  /[,|—–]/.test(line) &&
  line.split(/\s+/).length <= 16 &&
  !VERB_START.test(line) &&
  !/[.;]$/.test(line);

function looksLikeHeading(line: string, startsParagraph: boolean): boolean {
  // A sentence, a clause that goes on ("..., skill progressions,") or a list after a semicolon.
  if (line.length > 170 || /[.!?;,:]$/.test(line) || /;\s/.test(line)) return false;
  const words = line.split(/\s+/).length;
  if (DATE_RANGE.test(line) && words <= 30) return true;
  if (VERB_START.test(line)) return false;
  // "Science Teacher, Grade 8 -- Lake Hazel Middle School -- 2013" (its dates wrap to the next line).
  if (TITLE_WORDS.test(line) && words <= 24 && /(?:19|20)\d{2}\s*[-–—]?$/.test(line)) return true;
  // A short line opening a paragraph after a job's bullets: the next job's title ("Line Cook").
  if (startsParagraph && words <= 8 && /^[A-Z]/.test(line)) return true;
  if (TITLE_WORDS.test(line) && words <= (line.includes('|') ? 30 : 14)) return true;
  // "Elm Creek Public Schools — Maple Grove, MN": an organisation and a place.
  return words <= 12 && /^[A-Z0-9]/.test(line) && /[,—–|]|\b[A-Z]{2}\b/.test(line);
}

/** A line and its wrapped rest; a word a scan split at the line's end ("sch-" / "ool") is whole again. */
function joinWrapped(line: string, rest: string): string {
  return /[a-z]-$/.test(line) && /^[a-z]/.test(rest)
    ? `${line.slice(0, -1)}${rest}`
    : `${line} ${rest}`;
}

/** "Objective: Bring nine years...", "Education: B.S. ...": a heading and its first line. */
const INLINE_HEADING = /^([A-Za-z][A-Za-z &/]{2,30}?)\s*:\s+(\S.*)$/;

function inlineHeading(line: string): string[] {
  const m = BULLET.test(line) ? null : INLINE_HEADING.exec(line);
  // "skills: typing, ..." in a resume written in lower case is a heading too: the colon says so.
  const heading = m ? m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1) : '';
  return m && sectionOf(heading) ? [heading, m[2]!] : [line];
}

/** A bracket opened and not closed: "Bayou Family Medicine (4 physicians, 2" goes on below. */
const unclosed = (line: string) =>
  (line.match(/\(/g) ?? []).length > (line.match(/\)/g) ?? []).length;

/** A line that goes on the sentence above it: it starts in lower case, or the one above breaks off. */
function continuesParagraph(previous: string, line: string): boolean {
  if (/[.!?:]["”')]?$/.test(previous) || isContactLine(line)) return false;
  if (/^[a-z]/.test(line)) return true;
  return /[,;&–—]$|\s-$|\b(?:and|or|with|of|the|to|for|in|a|an|at|on|by|from|into|as|including)$/i.test(
    previous,
  );
}

/** Long paragraph lines are split into sentences so each can be translated on its own. */
function sentencesOf(line: string): string[] {
  if (line.length <= 240) return [line];
  return line
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** @deprecated the translator's name for the structure: {@link ResumeStructure}. */
export type ResumeLayout = ResumeStructure;

/**
 * Reads her resume's structure. `now` dates a job that goes on ("2020 – Present") for its months.
 */
export function readResumeStructure(text: string, now = new Date()): ResumeStructure {
  const raw = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((line) => {
      const parts = line.split(INLINE_BULLET);
      return parts.length === 1 ? [line] : parts.map((part, i) => (i === 0 ? part : `• ${part}`));
    })
    // A scan's stray mark before a number ("Trained `180+ tellers") is not hers.
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        .replace(/(^|\s)[`‘’](?=\d)/g, '$1')
        .trim(),
    );
  const lines = withoutPageFurniture(nameFirst(raw)).flatMap(inlineHeading);
  const layout: Omit<ResumeStructure, 'name' | 'headline' | 'experience'> & {
    experience: ExperienceBlock[];
  } = {
    contact: [],
    summary: [],
    objective: [],
    experience: [],
    education: [],
    certifications: [],
    skills: [],
    other: [],
  };

  let kind: SectionKind | 'top' = 'top';
  let heading = '';
  const state: { block: ExperienceBlock | null } = { block: null };
  let lastWasBullet = false;
  let lastBulletMarked = false;
  let afterBlank = true;
  const sawHeader = lines.some((line) => sectionOf(line) !== null);

  const newBlock = (): ExperienceBlock => {
    const block: ExperienceBlock = {
      id: `job-${layout.experience.length + 1}`,
      section: heading,
      header: [],
      bullets: [],
    };
    layout.experience.push(block);
    state.block = block;
    return block;
  };

  for (let raw of lines) {
    if (!raw) {
      lastWasBullet = false;
      afterBlank = true;
      continue;
    }
    const startsParagraph = afterBlank;
    afterBlank = false;
    const section = sectionOf(raw);
    if (section) {
      kind = section;
      heading = raw.replace(/[:：]\s*$/, '').trim();
      state.block = null;
      lastWasBullet = false;
      if (section === 'other') layout.other.push({ heading, lines: [] });
      continue;
    }
    if (kind === 'top') {
      // A paragraph under her name, before any heading or job, is her summary.
      const previous = layout.summary.at(-1);
      if (
        !BULLET.test(raw) &&
        !DATE_RANGE.test(raw) &&
        !isContactLine(raw) &&
        ((raw.split(/\s+/).length >= 8 && !looksLikeTitle(raw)) ||
          (previous !== undefined && !startsParagraph && continuesParagraph(previous, raw)))
      ) {
        if (previous !== undefined && !startsParagraph && continuesParagraph(previous, raw))
          layout.summary[layout.summary.length - 1] = joinWrapped(previous, raw);
        else layout.summary.push(raw);
        continue;
      }
      // Without any section heading, the first three short lines are the contact block and the
      // rest is read as one job.
      if (sawHeader || (layout.contact.length < 3 && raw.length <= 120 && !BULLET.test(raw))) {
        layout.contact.push(raw);
        continue;
      }
      kind = 'experience';
      heading = 'Experience';
    }
    let line = stripBullet(raw);
    if (!line) continue;
    // A dated job line ends a section no experience heading closed (an objective, or a job listed
    // after the skills).
    if (
      kind !== 'experience' &&
      kind !== 'other' &&
      !BULLET.test(raw) &&
      parseDateRange(line, now) &&
      looksLikeTitle(line)
    ) {
      kind = 'experience';
      heading = 'Experience';
      state.block = null;
      lastWasBullet = false;
    }
    const paragraph =
      kind === 'other' ? layout.other.at(-1)!.lines : kind === 'experience' ? null : layout[kind];
    if (paragraph) {
      // A hard-wrapped line of the sentence above ("...and I run the" / "training for new staff").
      const previous = paragraph.at(-1);
      if (
        previous !== undefined &&
        !startsParagraph &&
        !BULLET.test(raw) &&
        continuesParagraph(previous, line)
      )
        paragraph[paragraph.length - 1] = joinWrapped(previous, line);
      else paragraph.push(line);
      continue;
    }
    switch (kind) {
      case 'experience': {
        // A skills column run into a job's bullets ("Customer service - Built a library of..."):
        // the label is a listed skill, the rest her bullet.
        const beside = BULLET.test(raw) ? null : COLUMN_LABEL.exec(line);
        if (beside && VERB_START.test(beside[2]!)) {
          if (!sectionOf(beside[1]!)) layout.skills.push(beside[1]!);
          raw = `- ${beside[2]!}`;
          line = beside[2]!;
        }
        const isBullet = BULLET.test(raw);
        let current = state.block;
        // A heading's dates wrapped onto the next line ("Sep 2017 –" / "– Present", "... | Aug" /
        // "2015 – Jun 2020"); a PDF's "– Present" even reads as a bullet.
        const lastHeading = current?.header.at(-1);
        if (
          current &&
          current.bullets.length === 0 &&
          lastHeading !== undefined &&
          (DATE_END.test(line) ||
            (!isBullet &&
              DANGLING_DATE.test(lastHeading) &&
              !DATE_RANGE.test(lastHeading) &&
              DATE_RANGE.test(line)))
        ) {
          // The dash of "2012 – 2014" was read as the bullet mark of "– 2014": put it back.
          const dash = DATE_END.test(line) && !/[-–—]$/.test(lastHeading) ? ' –' : '';
          current.header[current.header.length - 1] = /^[a-z]/.test(line)
            ? joinWrapped(lastHeading, line)
            : `${lastHeading}${dash} ${line}`;
          break;
        }
        // A bullet whose last words wrapped onto a line of their own: "... ranked top 3 in" / "2020".
        const previousBullet = current?.bullets.at(-1);
        if (
          !isBullet &&
          lastWasBullet &&
          previousBullet !== undefined &&
          DATE_END.test(line) &&
          /\b(?:in|since|from|to|by|of|and|until|through|during)$/i.test(previousBullet)
        ) {
          current!.bullets[current!.bullets.length - 1] = `${previousBullet} ${line}`;
          break;
        }
        // A heading wrapped onto a second line ("... (Applewood Hei-" / "ghts SS) 2018 - present").
        if (
          current &&
          current.bullets.length === 0 &&
          lastHeading !== undefined &&
          !isBullet &&
          !lastWasBullet &&
          (/^[a-z(]/.test(line) || unclosed(lastHeading) || /,$/.test(lastHeading)) &&
          !/[.!?]$/.test(lastHeading) &&
          // A blank line, or a heading that ends with its dates, ends it: what follows is work.
          !startsParagraph &&
          !(
            DATE_RANGE.test(lastHeading) &&
            /(?:present|current|now|today|\d{4})\)?$/i.test(lastHeading)
          )
        ) {
          current.header[current.header.length - 1] = joinWrapped(lastHeading, line);
          break;
        }
        if (
          (!isBullet &&
            looksLikeHeading(line, startsParagraph || !lastWasBullet) &&
            // Under a job's bullets, an undated line that reads as a task ("Record short how-to
            // videos for families") is her last bullet, not the next job's first heading line.
            !(
              current &&
              current.bullets.length > 0 &&
              !DATE_RANGE.test(line) &&
              TASK_LINE.test(line)
            )) ||
          (isBullet && isJobLine(line))
        ) {
          // A second dated heading is a second job, even with no bullets between them.
          const anotherJob =
            current !== null &&
            DATE_RANGE.test(line) &&
            current.header.some((h) => DATE_RANGE.test(h));
          if (!current || current.bullets.length > 0 || anotherJob) current = newBlock();
          current.header.push(line);
          lastWasBullet = false;
          break;
        }
        if (!current) {
          current = newBlock();
          // Bullets under "Sales Achievements" belong to no job: the heading names them.
          if (/achievements|accomplishments|highlights/i.test(heading))
            current.header.push(heading);
        }
        const previous = current.bullets.at(-1);
        // A wrapped line of the bullet above. Where bullets are marked, any unmarked line right
        // under one continues it; otherwise only one that starts in lower case after an unfinished
        // sentence does.
        const wrapped =
          !isBullet &&
          lastWasBullet &&
          previous !== undefined &&
          // (a scan that lost some marks still starts each bullet with a capitalised verb, and a
          // capitalised line after a bullet that closed on a bracket or a figure is a new item)
          ((lastBulletMarked &&
            !startsParagraph &&
            !VERB_START.test(line) &&
            !(/^[A-Z]/.test(line) && /[)%\d]$/.test(previous))) ||
            (!/[.!?;:]$/.test(previous) && /^[a-z0-9(]/.test(line)));
        if (wrapped) {
          current.bullets[current.bullets.length - 1] = joinWrapped(previous, line);
          break;
        }
        current.bullets.push(...sentencesOf(line));
        lastWasBullet = true;
        lastBulletMarked = isBullet;
        break;
      }
    }
  }
  const experience = layout.experience
    .filter((b) => b.bullets.length > 0 || b.header.length > 0)
    .map((block) => jobOf(block, now));
  const name = nameOf(layout);
  return { ...layout, experience, name, headline: headlineOf(layout.contact, name) };
}

/** The translator's name for {@link readResumeStructure}. */
export const parseResumeLayout = (text: string): ResumeStructure => readResumeStructure(text);

/** What a job's heading lines say: its title, organisation, place and dates. */
function jobOf(block: ExperienceBlock, now: Date): StructuredJob {
  let dates: DateRange | null = null;
  let place: string | null = null;
  let datedAt = -1;
  const rest: string[] = [];
  for (const line of block.header) {
    const range: DateRange | null = dates ? null : parseDateRange(line, now);
    let left = range ? cutDates(line, range.text) : line;
    if (range) dates = range;
    // An e-mail address a two-column page ran into the line is hers, not the job's.
    left = left
      .replace(new RegExp(EMAIL.source, 'gi'), ' ')
      .replace(/\(\s*\)/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/[\s,|–—(-]+$/, '')
      .replace(/^[\s,|–—)-]+/, '')
      .trim();
    // A place on its own line, or at the end of the title's line ("..., Westerville City Schools
    // Westerville, OH"): "City, ST" or "Remote".
    if (!place) {
      const whole = PLACE.test(left) && !TITLE_WORDS.test(left) ? left : null;
      const tail = whole ? null : PLACE_AT_END.exec(left);
      if (whole) {
        place = whole;
        left = '';
      } else if (tail && tail.index > 0) {
        place = tail[1]!;
        left = left.slice(0, tail.index).replace(/[\s,|–—-]+$/, '');
      }
    }
    if (range && left) datedAt = rest.length;
    if (left) rest.push(left);
  }
  // The title's line: the dated one when it names a title ("Sales Consultant — Honda (2019 –
  // present)" under a line a Word file lost the bullet of), else the first naming one.
  const titled = rest.findIndex((line) => TITLE_WORDS.test(line));
  const at = datedAt >= 0 && TITLE_WORDS.test(rest[datedAt] ?? '') ? datedAt : Math.max(0, titled);
  const first = rest[at] ?? '';
  const more = rest.filter((_, i) => i !== at && (datedAt < 0 || i >= Math.min(at, datedAt)));
  const parts = first ? splitJobLine(first) : null;
  const organization =
    [parts?.organization, ...more.filter((line) => !isContactLine(line))]
      .filter(Boolean)
      .join(', ') || null;
  const found = dates as DateRange | null;
  return {
    ...block,
    title: parts?.title || null,
    organization,
    place,
    dates: found?.text ?? null,
    start: found?.start ?? null,
    end: found?.end ?? null,
    current: found?.current ?? false,
  };
}

const PLACE = new RegExp(`^(?:${CITY_STATE.source.slice(1, -1)}|[Rr]emote(?: \\(.*\\))?)$`);
/** "... Westerville City Schools Westerville, OH": a "City, ST" (a state's two letters) at the end. */
const PLACE_AT_END = /(?:^|[\s,|–—-])((?:[A-Z][a-z.'-]+ ){0,2}[A-Z][a-z.'-]+, [A-Z]{2}|[Rr]emote)$/;

// ---------- The name, and what a page repeats ----------

/** "J A M E S C A R T E R": single letters with spaces between them. */
const SPACED_LETTERS = /^(?:[\p{Lu}.,'’"-]\s+){2,}[\p{Lu}.,'’"-]$/u;

/**
 * Joins a name set in spaced capitals. Where the words' spaces were lost too, her e-mail address
 * or profile address tells where they break ("james.carter@..." -> "JAMES CARTER").
 */
export function despaceName(line: string, hints: string[]): string {
  if (!SPACED_LETTERS.test(line)) return line;
  // The words her addresses are made of: "mbellamy.freight@..." and "linkedin.com/in/marcusbellamy".
  const vocabulary = hints
    .flatMap((hint) => [...(hint.match(EMAIL) ?? []), ...(hint.match(URL) ?? [])])
    .map((address) =>
      address.includes('@') ? address.split('@')[0]! : address.split('/').filter(Boolean).pop(),
    )
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ');
  const letters = line.replace(/\s+/g, '');
  return letters
    .split(/,/)
    .map((part) => segment(part, vocabulary).join(' '))
    .join(', ');
}

/**
 * Splits run-together capitals into words: as many of its letters as possible in words of her
 * addresses (whole, or four letters or more of one) or initials ("T."), then as few words as
 * possible.
 */
function segment(part: string, vocabulary: string): string[] {
  const tokens = new Set(vocabulary.split(' ').filter(Boolean));
  const n = part.length;
  const best: { known: number; words: number; from: number }[] = [{ known: 0, words: 0, from: 0 }];
  for (let j = 1; j <= n; j++) {
    let pick = { known: -1, words: 0, from: 0 };
    for (let i = 0; i < j; i++) {
      const before = best[i]!;
      const word = part.slice(i, j);
      const plain = word.toLowerCase().replace(/[^a-z]/g, '');
      // A whole word of an address ("james" of "james.carter") counts more than part of one
      // ("jamescarter"), so a slug that runs her names together does not join them.
      const known = tokens.has(plain)
        ? plain.length + 1
        : plain.length >= 4 && vocabulary.includes(plain)
          ? plain.length
          : /^\p{Lu}\.$/u.test(word)
            ? 1
            : 0;
      const candidate = { known: before.known + known, words: before.words + 1, from: i };
      if (
        candidate.known > pick.known ||
        (candidate.known === pick.known && candidate.words < pick.words)
      )
        pick = candidate;
    }
    best.push(pick);
  }
  const words: string[] = [];
  for (let j = n; j > 0; j = best[j]!.from) words.unshift(part.slice(best[j]!.from, j));
  // Letters no address spells stay together as one word, not one word per letter.
  return words.reduce<string[]>((out, word) => {
    const plain = word.toLowerCase().replace(/[^a-z]/g, '');
    const known =
      tokens.has(plain) || (plain.length >= 4 && vocabulary.includes(plain)) || /\.$/.test(word);
    const last = out[out.length - 1];
    if (
      !known &&
      last !== undefined &&
      !/\.$/.test(last) &&
      !vocabulary.includes(last.toLowerCase())
    )
      out[out.length - 1] = last + word;
    else out.push(word);
    return out;
  }, []);
}

/**
 * Puts her name on a line of its own, as she would read it: spaced capitals joined, and contact
 * details printed beside the name (a two-column header) moved to the next line.
 */
function nameFirst(lines: string[]): string[] {
  const at = lines.findIndex(Boolean);
  if (at < 0) return lines;
  const first = lines[at]!;
  const hints = lines.slice(at, at + 8);
  // Letters spaced with words two spaces apart keep the word breaks: "J A M E S  C A R T E R".
  let name = first;
  let beside = '';
  const contactAt = first.search(/[\w.+-]+@|\(?\+?\d[\d ().-]{6,}|https?:|www\.|linkedin\.com/i);
  if (contactAt > 0) {
    name = first.slice(0, contactAt).replace(/[\s|,·•–—-]+$/, '');
    beside = first.slice(contactAt);
  }
  name = despaceName(name, hints);
  if (name === first) return lines;
  return [...lines.slice(0, at), name, ...(beside ? [beside] : []), ...lines.slice(at + 1)];
}

/** "Page 2 of 2", "2 / 2", "- 2 -". */
const PAGE_NUMBER =
  /^(?:page\s+\d{1,2}(?:\s*(?:of|\/)\s*\d{1,2})?|\d{1,2}\s*(?:of|\/)\s*\d{1,2}|[-–]\s*\d{1,2}\s*[-–])$/i;

/**
 * Drops what a page prints around her resume: page numbers, and a running header that repeats
 * her name ("James Carter · Resume", "Carter – Page 2") after the first lines.
 */
function withoutPageFurniture(lines: string[]): string[] {
  const at = lines.findIndex(Boolean);
  const name = at < 0 ? '' : squeeze(lines[at]!);
  return lines.filter((line, i) => {
    if (PAGE_NUMBER.test(line)) return false;
    if (i <= at + 1 || !name || name.length < 5) return true;
    const words = line.split(/\s+/).length;
    const rest = squeeze(line).replace(name, '');
    return !(
      words <= 8 &&
      squeeze(line).includes(name) &&
      /^(?:resume|cv|curriculumvitae|page\d+(?:of\d+)?)*$/.test(rest)
    );
  });
}

const squeeze = (line: string) => line.toLowerCase().replace(/[^\p{L}\d]+/gu, '');

/**
 * The headline: a short line under her name naming a title ("Instructional Designer", "Chloe
 * Tran - eLearning Developer" gives "eLearning Developer"), not a contact line or a sentence.
 */
function headlineOf(contact: string[], name: string | null): string | null {
  for (const [i, line] of contact.slice(0, 5).entries()) {
    const text =
      i === 0
        ? line
            .split(/\s+[|–—-]\s+/)
            .slice(1)
            .join(' - ')
        : line;
    if (!text || (i === 0 && !name) || isContactLine(text)) continue;
    if (text.split(/\s+/).length > 10 || /[.!?:]$/.test(text) || DATE_RANGE.test(text)) continue;
    if (TITLE_NOUN.test(text) && !VERB_START.test(text)) return text;
  }
  return null;
}

/** The person's name: the first contact line when it reads like one. */
export function nameOf(layout: Pick<ResumeStructure, 'contact'>): string | null {
  // Credentials after the name, however many ("Jasmine Whitaker, M.Ed., LPC").
  let first = layout.contact[0];
  for (let previous = ''; first && previous !== first;) {
    previous = first;
    first = first.replace(
      /,?\s+(?:M\.?Ed|MBA|MLIS|Ph\.?D|Ed\.?D|M\.?A\.?T|M\.?A|M\.?S|NBCT|LPC|LCSW|RN|BSN|PMP|CPLP|SHRM-CP)\.?,?$/i,
      '',
    );
  }
  if (!first || first.length > 60 || /[@|\d]/.test(first)) return null;
  // A nickname in quotes or brackets is part of how she writes her name ('Alejandro "Alex" Moreno').
  const letters = first.replace(/\s*(?:"[^"]+"|“[^”]+”|\([^)]+\))\s*/g, ' ').trim();
  if (!/^[\p{L}][\p{L}'’.\- ]+$/u.test(letters) || letters.split(/\s+/).length > 5) return null;
  return first;
}
