/**
 * The words a resume is read by (issue 34: the one resume model): its headings, contact lines,
 * dates, job lines and title words. The structure reader (resume-structure.ts) uses them, and so
 * does the analysis when it weighs her lines.
 */

/** What part of a resume a line belongs to. */
export type Section =
  'top' | 'contact' | 'summary' | 'objective' | 'experience' | 'education' | 'skills' | 'other';

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

// ---------- Line kinds ----------

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

/**
 * The line without its dates. Dates in brackets with a note ("Support Specialist (contract,
 * 2023–2024)") take the bracket with them, so what is left is words of her line.
 */
export function cutDates(line: string, dates: string): string {
  const at = line.indexOf(dates);
  if (at < 0) return line;
  const opened = /\([^()]*$/.exec(line.slice(0, at));
  const closed = /^[^()]*\)/.exec(line.slice(at + dates.length));
  return line.replace(opened && closed ? `${opened[0]}${dates}${closed[0]}` : dates, ' ');
}

export function splitJobLine(line: string): {
  title: string;
  organization: string | null;
  dates: string | null;
} {
  const range = DATE_RANGE.exec(line);
  const dates = range ? range[0] : null;
  const withoutDates = (dates ? cutDates(line, dates) : line)
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

/** Sentences of a paragraph (a bullet stays whole unless it is very long). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}
