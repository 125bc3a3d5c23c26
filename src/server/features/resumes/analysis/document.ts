/**
 * The vocabulary both resume readers share (headings, contact lines, dates, job lines and title
 * words, sentences) and, until the analysis is cut from the resume structure (issue 34:
 * resume-structure.ts is to be the one reader; structure-document.ts already builds these blocks
 * from it, measured by `npm run eval:resume -- --reader structure`), the analysis's own reading.
 *
 * A resume's text read as a document: whole bullets and paragraphs (hard-wrapped lines joined
 * again), the section each belongs to, the contact block, the headline, the objective, and the
 * jobs with their dates, so the analysis can weigh a line by where it stands (a current job title
 * more than an old one, a skills list less than a job, an objective or an e-mail address not at
 * all) and quote whole bullets and sentences.
 */

export type Section =
  'top' | 'contact' | 'summary' | 'objective' | 'experience' | 'education' | 'skills' | 'other';

export interface Job {
  /** The job line as written (with its organisation and dates). */
  line: string;
  title: string;
  organization: string | null;
  dates: string | null;
  /** Months since year 0 (year * 12 + month), when the dates say. */
  start: number | null;
  end: number | null;
  current: boolean;
  /** 1 for the current or most recent job, less for older ones (never below OLDEST_JOB_WEIGHT). */
  recency: number;
}

export interface Block {
  /** The whole line, bullet or paragraph as written, hard wraps joined with single spaces. */
  text: string;
  section: Section;
  bullet: boolean;
  /** Name, address, phone, e-mail, web address: never evidence. */
  contact: boolean;
  /** The short title line under the name ("Instructional Designer"). */
  headline: boolean;
  /** A line naming a job (title, employer, dates). */
  jobLine: boolean;
  job: Job | null;
}

export interface ResumeDocument {
  blocks: Block[];
  name: string | null;
  jobs: Job[];
  /** True when the resume has an experience section heading. */
  hasExperienceSection: boolean;
}

// ---------- Headings ----------

const HEADINGS: [Section, RegExp][] = [
  [
    'contact',
    /^(?:contact(?: information| info| details| me)?|personal (?:details|information)|details|coordonn[ée]es.*)$/,
  ],
  ['objective', /^(?:(?:career|professional|job|employment) )?(?:objective|goals?|aim)s?$/],
  [
    'summary',
    /^(?:(?:professional|career|executive|personal|profile|qualifications?) )?(?:summary|profile|statement|overview|introduction|highlights|about(?: me)?|snapshot)(?: (?:summary|of qualifications|statement))?$/,
  ],
  [
    'other',
    /^(?:volunteer(?:ing)?(?: work| experience| roles?)?|community(?: involvement| service| work)?|awards?(?: (?:and|&) (?:honou?rs|recognition))?|honou?rs|recognition|achievements|accomplishments|key achievements|activities|extracurricular.*|interests|hobbies|references|presentations(?: (?:and|&) publications)?|publications|projects|leadership(?: (?:and|&) service)?|affiliations|memberships|professional (?:affiliations|memberships|development|learning)|conferences?|results|region results|selected results|other|additional(?: information)?|extras)$/,
  ],
  [
    'experience',
    /^(?:(?:professional|work|teaching|relevant|employment|career|industry|sales|training|related|other|additional|selected|recent|previous|earlier|corporate|classroom|education|business|leadership|management|customer|support|professional (?:teaching|sales))\s+)*(?:experience|employment(?: history)?|work history|career history|work|history|positions(?: held)?|employment record|career)(?: (?:history|highlights))?$/,
  ],
  [
    'education',
    /^(?:education(?:al background)?|academic(?: background| qualifications| history)?|education (?:and|&) (?:training|certifications?|credentials|qualifications|professional development)|training (?:and|&) education|degrees?|schooling)$/,
  ],
  [
    'skills',
    /^(?:(?:core|key|technical|relevant|professional|computer|additional|other|transferable|software|selected|teaching|sales|soft|hard)\s+)*(?:skills?|competenc(?:y|ies)|expertise|strengths|tools|toolkit|technolog(?:y|ies)|tech|software|platforms|systems|areas(?: of (?:expertise|strength))?|languages|certifications?|certs|licen[sc]es?|licensure|credentials|methods|approach|qualifications|training|proficiencies)(?: (?:and|&) [a-z]+)?(?: (?:and|&) [a-z]+)?$/,
  ],
];

/** The section a line heads, when it is a heading ("WORK HISTORY", "Skills:", "Career Objective"). */
export function headingSection(line: string): Section | null {
  const words = line.trim().replace(/[:.\s]+$/, '');
  if (!words || words.length > 48 || words.split(/\s+/).length > 6) return null;
  const normal = words
    .toLowerCase()
    .replace(/\s*\/\s*/g, ' ')
    .replace(/[^a-z&éè ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [section, pattern] of HEADINGS) if (pattern.test(normal)) return section;
  // A scanned heading in capitals, one letter misread ("EDUCATlON", "EXPER1ENCE").
  if (/^[A-Z0-9|&/ ]+$/.test(words.replace(/[lI1|]/g, 'I')) && words.split(/\s+/).length <= 3) {
    const squeezed = normal.replace(/\s+/g, ' ');
    for (const [canonical, section] of OCR_HEADINGS)
      if (withinOneEdit(squeezed, canonical)) return section;
  }
  return null;
}

const OCR_HEADINGS: [string, Section][] = [
  ['experience', 'experience'],
  ['work experience', 'experience'],
  ['professional experience', 'experience'],
  ['employment', 'experience'],
  ['work history', 'experience'],
  ['education', 'education'],
  ['skills', 'skills'],
  ['certifications', 'skills'],
  ['summary', 'summary'],
  ['professional summary', 'summary'],
  ['profile', 'summary'],
  ['objective', 'objective'],
  ['contact', 'contact'],
  ['languages', 'skills'],
  ['references', 'other'],
  ['volunteer', 'other'],
];

/** Same length and at most one character different, or one character added or lost. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (b.length < 6 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * A heading we have no name for ("SALES ACHIEVEMENTS", "Selected Projects:"): a short line in
 * capitals or ending in a colon, with no date or job title, that bullets follow. What it heads is
 * read as other experience, not as whatever section came before it.
 */
function otherHeading(line: RawLine, next: RawLine | undefined): Section | null {
  const text = line.text.trim();
  if (!next?.bullet || /\d/.test(text) || text.length > 40 || text.split(/\s+/).length > 5)
    return null;
  const capitals = /^[A-Z][A-Z &/-]+$/.test(text);
  const labelled = /^[A-Z][A-Za-z &/-]+:$/.test(text);
  if (!capitals && !labelled) return null;
  return TITLE_NOUN.test(text) || isContactLine(text) ? null : 'other';
}

/** "Objective: Bring nine years..." -> the section and the rest of the line. */
const INLINE_HEADING = /^([A-Za-z][A-Za-z &/]{2,30}?)\s*:\s+(\S.*)$/;

// ---------- Line kinds ----------

/** Bullet characters, and the ones OCR makes of them ("e ", "« ", "~"). */
const BULLET = /^(?:[-*•·▪●◦‣»«>✓✔➢➤►o]\.?(?=\s)|e(?=\s+[A-Z0-9$]))\s*/;
const OCR_LEAD = /^[~`'"^]+(?=\S)/;

export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*(?:\s?\.\s?[a-z]{2,})?/gi;
export const URL =
  /\b(?:https?:\/\/\S+|www\.\S+|(?:linkedin|github|behance|medium|twitter|x)\.com\/\S*|[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|me|co|design|dev|site|page|info|edu)(?:\/\S*)?)/gi;
export const PHONE =
  /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)\s?|\b\d{2,5}[\s.-])\d{3,4}[\s.-]?\d{3,4}\b/g;
/** US states and territories, and Canadian provinces: "II" after a title is not a state. */
const REGION =
  '(?:AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|PR|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)';
/** "Austin, TX 78701", "Seattle WA", "Leeds, West Yorkshire", "Remote — Raleigh, NC". */
export const CITY_STATE = new RegExp(
  `^(?:[Rr]emote\\s*[—–-]\\s*)?[A-Z][A-Za-z.'–-]+(?:\\s+[A-Z][A-Za-z.'–-]+){0,3}(?:,\\s*[A-Z][A-Za-z]+(?:\\s[A-Z][a-z]+)?|,?\\s+${REGION})(?:\\s+\\d{5}(?:-\\d{4})?|\\s+[A-Z]\\d[A-Z]\\s?\\d[A-Z]\\d)?$`,
);
const STREET =
  /^\d+\s+[A-Za-z0-9.' -]+\b(?:rd|road|st|street|ave|avenue|lane|ln|dr|drive|blvd|way|court|ct|place|pl)\b\.?(?:,.*)?$/i;
const HAS_EMAIL = new RegExp(EMAIL.source, 'i');
const HAS_URL = new RegExp(URL.source, 'i');
const HAS_PHONE = new RegExp(PHONE.source);
const CONTACT_LABEL =
  /^(?:e-?mail|phone|mobile|cell|tel|telephone|address|linkedin|portfolio|website|web|github)\s*[:|]/i;
const DECORATION = /^(?:curriculum vitae|resume|résumé|cv)$/i;

/** A line of contact details: e-mail, phone, web address, street, "City, ST". */
export function isContactLine(line: string): boolean {
  const text = line.trim();
  if (CONTACT_LABEL.test(text) || DECORATION.test(text)) return true;
  const words = text.split(/\s+/).length;
  if (words > 14) return false;
  if (HAS_EMAIL.test(text) || HAS_URL.test(text)) return true;
  if (HAS_PHONE.test(text) && !/\b(?:19|20)\d{2}\s*[-–—]/.test(text)) return true;
  if (STREET.test(text)) return true;
  const parts = text.split(/\s*[|·•,/]\s*|\s{2,}/);
  return words <= 6 && (CITY_STATE.test(text) || parts.every((p) => CITY_STATE.test(p) || !p));
}

const NAME_LIKE =
  /^[\p{Lu}][\p{L}'’.-]*(?:\s+(?:[\p{Lu}][\p{L}'’.-]*|"[^"]+"|\([^)]+\)|[a-z]{1,3}))*(?:,\s*[A-Z][A-Za-z.]+)*$/u;

/** A title word: what most job titles end or start with. */
export const TITLE_NOUN =
  /\b(?:teacher|educator|instructor|tutor|coach|professor|lecturer|specialist|coordinator|manager|representative|rep|associate|consultant|director|trainer|designer|developer|counsel+or|librarian|principal|paraprofessional|aide|executive|interventionist|facilitator|administrator|advis[oe]r|assistant|lead|officer|analyst|owner|salesperson|cashier|server|barista|clerk|agent|supervisor|operator|driver|technician|cook|chef|nurse|worker|mechanic|engineer|accountant|attendant|handler|foreman|receptionist|intern|head|chair|president|partner|founder|writer|editor|recruiter|realtor|broker|liaison|strategist|architect|generalist|sdr|bdr|csm|ae|purser|steward|host|hostess|waiter|waitress|bartender|volunteer|mentor|dean|superintendent|registrar|ambassador|concierge|medic|sergeant|nco|paralegal|therapist|pathologist|psychologist|scientist|researcher|programmer|owner-operator)s?\b/i;

// ---------- Dates ----------

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const SEASON = '(?:spring|summer|fall|autumn|winter|summers)';
const POINT = `(?:(?:(${MONTH})|${SEASON})\\s+|(\\d{1,2})\\/)?((?:19|20)\\d{2}|'\\d{2})`;
const END = `(?:(?:(${MONTH})|${SEASON})\\s+|(\\d{1,2})\\/)?((?:19|20)\\d{2}|'\\d{2})|(present|current|now|today|date|ongoing|pr[eéc]s[ec]nt|curr[ec]nt)`;
/** "Jan 2019 - Present", "2017–2020", "03/2021 - Present", "Sept 2017 - present", "2019-now". */
export const DATE_RANGE = new RegExp(
  `${POINT}\\s*(?:-|–|—|to|until|through|thru)\\s*(?:${END})`,
  'i',
);
/** "Since 2019", "since March 2020": a job that goes on. */
const SINCE = new RegExp(`\\bsince\\s+${POINT}`, 'i');

function yearOf(text: string): number {
  return text.startsWith("'") ? 2000 + Number(text.slice(1)) : Number(text);
}
function monthIndex(name: string | undefined, numeric: string | undefined): number {
  if (numeric) return Math.min(11, Math.max(0, Number(numeric) - 1));
  if (!name) return 0;
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return index < 0 ? 0 : index;
}

export interface DateRange {
  text: string;
  start: number;
  end: number;
  current: boolean;
}

export function parseDateRange(line: string, now = new Date()): DateRange | null {
  const m = DATE_RANGE.exec(line);
  if (!m) {
    const since = SINCE.exec(line);
    if (!since) return null;
    const start = yearOf(since[3]!) * 12 + monthIndex(since[1], since[2]);
    const end = now.getFullYear() * 12 + now.getMonth();
    return end >= start ? { text: since[0], start, end, current: true } : null;
  }
  const start = yearOf(m[3]!) * 12 + monthIndex(m[1], m[2]);
  const current = Boolean(m[7]);
  const end = current
    ? now.getFullYear() * 12 + now.getMonth()
    : yearOf(m[6]!) * 12 + (m[4] || m[5] ? monthIndex(m[4], m[5]) : 11);
  if (end < start || end - start > 12 * 50) return null;
  return { text: m[0], start, end, current };
}

// ---------- Reading ----------

interface RawLine {
  text: string;
  bullet: boolean;
  blankBefore: boolean;
}

function rawLines(text: string): RawLine[] {
  const out: RawLine[] = [];
  let blank = false;
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    if (!line) {
      blank = true;
      continue;
    }
    line = line.replace(OCR_LEAD, '');
    const marker = BULLET.exec(line);
    const bullet = Boolean(marker) && line.length > (marker?.[0].length ?? 0) + 2;
    if (bullet) line = line.slice(marker![0].length).trim();
    if (line) out.push({ text: line, bullet, blankBefore: blank });
    blank = false;
  }
  return out;
}

const SENTENCE_END = /[.!?:]["”')]?$/;
/** Words a bullet starts with: a line that starts with one is a new item, not a wrapped line. */
const ITEM_START =
  /^(?:[A-Z][a-z]+ed|Lead|Led|Run|Ran|Build|Built|Manage|Own|Teach|Taught|Hire|Design|Create|Develop|Train|Coach|Support|Close|Prospect|Handle|Resolve|Answer|Coordinate|Plan|Partner|Present|Deliver|Facilitate|Write|Wrote|Track|Monitor|Serve|Sell|Sold|Grow|Grew|Maintain|Conduct|Organi[sz]e|Oversee|Oversaw|Implement|Launch|Onboard|Recruit|Mentor|Collaborate|Use|Work|Book|Set|Cut|Won|Win|Make|Made|Keep|Kept|Help|Assist|Guide|Direct|Drive|Drove|Negotiate|Achieve|Exceed|Generate|Qualify|Convert|Schedule|Process|Respond|Escalate|Document|Analy[sz]e|Review|Evaluate|Assess|Produce|Edit|Publish|Establish|Introduce|Top|Co-\w+)\b|^[A-Z][\w-]* [a-z]+ed\b|^\d/;

interface Joined extends RawLine {
  /** Length of the last physical line joined into it. */
  last: number;
}

/**
 * Is the text hard-wrapped? Lines that start in lower case after a line with no full stop are
 * wrapped sentences; two of them are enough to tell.
 */
function isWrapped(lines: RawLine[]): boolean {
  let continuations = 0;
  for (let i = 1; i < lines.length; i++) {
    const prev = lines[i - 1]!.text;
    const line = lines[i]!;
    if (!line.bullet && !line.blankBefore && /^[a-z]/.test(line.text) && !SENTENCE_END.test(prev))
      continuations++;
  }
  return continuations >= 2;
}

/** The width the text was wrapped at: no line of hard-wrapped text is longer. */
function wrapWidth(lines: RawLine[]): number {
  return Math.max(40, ...lines.map((l) => l.text.length));
}

/** Joins a hard-wrapped line to the one before it: the sentence or bullet goes on. */
function continues(previous: Joined, line: RawLine, wrapped: boolean, width: number): boolean {
  if (line.bullet || line.blankBefore) return false;
  if (headingSection(previous.text) || headingSection(line.text)) return false;
  const prev = previous.text;
  // A job line ends with its dates; what follows is the first thing done there.
  if (DATE_RANGE.test(prev) && /(?:present|current|now|date|\d{2,4})\)?$/i.test(prev)) return false;
  // An e-mail, web address or phone number starts its own line, whatever its case.
  if (HAS_EMAIL.test(line.text) || HAS_URL.test(line.text) || HAS_PHONE.test(line.text))
    return false;
  if (/^[a-z]/.test(line.text)) return true;
  if (
    /[,;&|–—]$|\s-$|\b(?:and|or|with|of|the|to|for|in|a|an|at|on|by|from|into|as|including)$/i.test(
      prev,
    )
  )
    return !isContactLine(prev);
  if (isContactLine(line.text)) return false;
  if (SENTENCE_END.test(prev)) return false;
  if (/^[(&]/.test(line.text)) return true;
  if (!wrapped || ITEM_START.test(line.text)) return false;
  // The line above broke here only if the next word would not have fitted on it.
  const firstWord = line.text.split(/\s+/)[0] ?? '';
  return previous.last + 1 + firstWord.length > width;
}

function joinLines(lines: RawLine[]): RawLine[] {
  const wrapped = isWrapped(lines);
  const width = wrapWidth(lines);
  const out: Joined[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (previous && continues(previous, line, wrapped, width)) {
      const hyphenated = /[a-z]-$/.test(previous.text) && /^[a-z]/.test(line.text);
      previous.text = hyphenated ? previous.text + line.text : `${previous.text} ${line.text}`;
      previous.last = line.text.length;
    } else {
      out.push({ ...line, last: line.text.length });
    }
  }
  return out;
}

/** Title part of a job line: the segment with a title word, without dates. */
export function splitJobLine(line: string): {
  title: string;
  organization: string | null;
  dates: string | null;
} {
  const range = DATE_RANGE.exec(line);
  const dates = range ? range[0] : null;
  const withoutDates = (dates ? line.replace(dates, ' ') : line)
    .replace(/\(\s*\)/g, ' ')
    .replace(/[\s,|–—(-]+$/, '')
    .replace(/^[\s,|–—)-]+/, '')
    .trim();
  const separator = /\s*\|\s*|\s+[—–-]\s+|\s+(?:at|@)\s+|,\s+|\t+|\s{2,}/;
  // Commas inside brackets ("Teacher (Self-Contained, Grades 3-5)") do not separate fields.
  const parts = withoutDates
    .replace(/\([^)]*\)/g, (group) => group.replace(/,/g, '\u2063'))
    .split(separator)
    .map((p) => p.trim().replace(/\u2063/g, ','))
    .filter(Boolean);
  const titleIndex = Math.max(
    0,
    parts.findIndex((p) => TITLE_NOUN.test(p)),
  );
  const title = (parts[titleIndex] ?? withoutDates).replace(/[:;]+$/, '');
  const organization = parts.filter((_, i) => i !== titleIndex).join(', ') || null;
  return { title, organization, dates };
}

/** A short line naming a job title, not a sentence of work done. */
export function looksLikeTitle(line: string): boolean {
  if (line.length > 140 || !TITLE_NOUN.test(line)) return false;
  if (/^(?:[A-Z][a-z]+ed|Led|Taught|Built|Ran|Won|Wrote|Grew|Made|Sold|Own|Run|Lead)\b/.test(line))
    return false;
  return line.split(/\s+/).length <= (/[|—–]/.test(line) ? 24 : 14) && !/[.]$/.test(line);
}

/** Weight of a job that ended this many years before the most recent one. */
const OLDEST_JOB_WEIGHT = 0.55;
function recencyWeight(yearsBefore: number): number {
  if (yearsBefore <= 1) return 1;
  return Math.max(OLDEST_JOB_WEIGHT, 1 - 0.05 * yearsBefore);
}

/**
 * Reads the structure of a resume's text. `skillsOnly` reads every line as a listed skill (the
 * manual profile's skills), with no name or contact block.
 */
export function readDocument(
  text: string,
  options: { skillsOnly?: boolean; now?: Date } = {},
): ResumeDocument {
  const now = options.now ?? new Date();
  let lines = rawLines(text);
  if (options.skillsOnly) {
    return {
      blocks: lines.map((l) => ({
        text: l.text,
        section: 'skills',
        bullet: false,
        contact: false,
        headline: false,
        jobLine: false,
        job: null,
      })),
      name: null,
      jobs: [],
      hasExperienceSection: false,
    };
  }

  // Inline headings ("Summary: 8 years in support") become a heading line and the rest.
  lines = lines.flatMap((line) => {
    const m = INLINE_HEADING.exec(line.text);
    if (!m || line.bullet) return [line];
    const section = headingSection(m[1]!);
    if (!section || section === 'contact') return [line];
    return [
      { text: m[1]!, bullet: false, blankBefore: line.blankBefore },
      { text: m[2]!, bullet: false, blankBefore: false },
    ];
  });

  // The name line may carry the headline: "Chloe Tran - eLearning Developer".
  let name: string | null = null;
  const first = lines[0];
  if (first && !first.bullet && !headingSection(first.text)) {
    const [head = '', ...rest] = first.text.split(/\s+[|–—-]\s+/);
    const candidate = head.replace(/(?:\s*,\s*[A-Z][A-Za-z.]*\.?)+$/, '').trim();
    if (
      candidate.split(/\s+/).length <= 5 &&
      !/\d|@/.test(candidate) &&
      NAME_LIKE.test(candidate) &&
      !TITLE_NOUN.test(candidate)
    ) {
      name = candidate;
      lines = [
        { text: head, bullet: false, blankBefore: false },
        ...(rest.length > 0 ? [{ text: rest.join(' - '), bullet: false, blankBefore: false }] : []),
        ...lines.slice(1),
      ];
    }
  }

  const joined = joinLines(lines);
  const blocks: Block[] = [];
  let section: Section = 'top';
  for (let i = 0; i < joined.length; i++) {
    const line = joined[i]!;
    const heading = line.bullet
      ? null
      : (headingSection(line.text) ?? otherHeading(line, joined[i + 1]));
    if (heading) {
      // A heading repeated (OCR reads a line twice) or a sub-heading within skills keeps going.
      section = heading;
      continue;
    }
    // A dated job line ends a section that no experience heading closed (an objective, or a job
    // listed after the skills).
    if (
      ['top', 'summary', 'objective', 'skills', 'education'].includes(section) &&
      !line.bullet &&
      parseDateRange(line.text) &&
      looksLikeTitle(line.text)
    )
      section = 'other';
    const isName = i === 0 && name !== null;
    const contact = isName || (isContactLine(line.text) && !line.bullet) || section === 'contact';
    blocks.push({
      text: line.text,
      section: contact && section === 'top' ? 'contact' : section,
      bullet: line.bullet,
      contact,
      headline: false,
      jobLine: false,
      job: null,
    });
  }

  // The headline: a short title line near the top, or one standing before a summary paragraph.
  const firstSection = blocks.findIndex((b) => b.section !== 'top' && b.section !== 'contact');
  const topEnd = firstSection < 0 ? Math.min(blocks.length, 4) : firstSection;
  const firstExperience = blocks.findIndex((b) => b.section === 'experience');
  const firstDated = blocks.findIndex((b) => !b.contact && parseDateRange(b.text, now));
  blocks.forEach((block, i) => {
    if (block.contact || block.bullet || block.section === 'experience') return;
    if (firstExperience >= 0 && i > firstExperience) return;
    if (firstDated >= 0 && i > firstDated) return;
    const short = block.text.split(/\s+/).length <= 10 && !SENTENCE_END.test(block.text);
    const beforeParagraph = (blocks[i + 1]?.text.split(/\s+/).length ?? 0) >= 12;
    if (!short || !looksLikeTitle(block.text) || DATE_RANGE.test(block.text)) return;
    if ((i < Math.min(topEnd, 5) && block.section === 'top') || beforeParagraph) {
      block.headline = true;
      block.section = 'top';
    }
  });
  for (const block of blocks) {
    // Paragraphs at the top, under the name, are the summary.
    if (block.section === 'top' && !block.headline && !block.contact) block.section = 'summary';
  }

  // Jobs: job lines in experience sections (or anywhere, without one), with their bullets.
  const hasExperienceSection = blocks.some((b) => b.section === 'experience');
  const jobs: Job[] = [];
  let current: Job | null = null;
  let currentSection: Section | null = null;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    const inWork = hasExperienceSection
      ? block.section === 'experience' || block.section === 'other'
      : !['contact', 'top', 'summary', 'objective', 'education', 'skills'].includes(block.section);
    if (block.section !== currentSection) {
      current = null;
      currentSection = block.section;
    }
    if (!inWork || block.contact) continue;
    const range = parseDateRange(block.text, now);
    // Its dates may follow within three lines ("Title" / "Employer" / "Department" / "Dates").
    const follow: Block[] = [];
    let followRange: DateRange | null = null;
    if (!range) {
      for (const next of blocks.slice(i + 1, i + 4)) {
        if (next.bullet || next.section !== block.section || next.text.split(/\s+/).length > 16)
          break;
        follow.push(next);
        followRange = parseDateRange(next.text, now);
        if (followRange) break;
        if (TITLE_NOUN.test(next.text)) break;
      }
      if (!followRange) follow.length = 0;
    }
    const next = blocks[i + 1];
    // A dated line is a job unless it reads as a sentence of work done ("Designed ... since 2019").
    const doneWork = ITEM_START.test(block.text) && !/^\d/.test(block.text);
    const titled =
      looksLikeTitle(block.text) ||
      (range !== null && !doneWork && (TITLE_NOUN.test(block.text) || !current));
    const shortLine = block.text.split(/\s+/).length <= 24 && !SENTENCE_END.test(block.text);
    // A job written as a bullet ("- 7th grade math teacher, San Antonio ISD, 2016 - Present").
    const bulletJob =
      block.bullet &&
      range !== null &&
      block.text.replace(range.text, '').split(/\s+/).length <= 12 &&
      looksLikeTitle(block.text);
    const isJob =
      (!block.bullet || bulletJob) &&
      shortLine &&
      titled &&
      (range !== null ||
        (followRange !== null &&
          !TITLE_NOUN.test(follow[follow.length - 1]!.text.replace(followRange.text, ''))) ||
        (block.section === 'experience' && (next?.bullet ?? false)));
    if (isJob) {
      const parts = splitJobLine(block.text);
      const dated = range ?? followRange;
      const organization = follow
        .map((f) =>
          f.text.replace(followRange?.text ?? '', '').replace(/^[\s,|–—-]+|[\s,|–—-]+$/g, ''),
        )
        .filter(Boolean)
        .join(', ');
      current = {
        line: block.text,
        title: parts.title,
        organization: parts.organization ?? (organization || null),
        dates: dated?.text ?? null,
        start: dated?.start ?? null,
        end: dated?.end ?? null,
        current: dated?.current ?? false,
        recency: 1,
      };
      jobs.push(current);
      block.jobLine = true;
      block.job = current;
      for (const f of follow) {
        f.jobLine = true;
        f.job = current;
      }
      i += follow.length;
      continue;
    }
    block.job = current;
  }

  // Recency: the most recent end date is 1; older jobs weigh less, by the years between.
  const latest = Math.max(...jobs.map((j) => j.end ?? -1));
  jobs.forEach((job, order) => {
    if (latest >= 0 && job.end !== null) job.recency = recencyWeight((latest - job.end) / 12);
    else job.recency = Math.max(OLDEST_JOB_WEIGHT, 1 - 0.15 * order);
  });

  return { blocks, name, jobs, hasExperienceSection };
}

/** Sentences of a paragraph (a bullet stays whole unless it is very long). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}
