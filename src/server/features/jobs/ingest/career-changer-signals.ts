import { NUMBER_WORDS } from '../../../lib/number-words';
import { categoryForListing } from './board-tokens';

/**
 * What a teacher leaving the classroom needs to know of a posting before she reads it: how many
 * years of experience it asks for, whether it is open to a beginner, and whether the employer
 * serves schools or learners (where her classroom years count most). Read from the posting's own
 * title and text; nothing here is guessed when the posting says nothing.
 */

const NUM = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const YEARS = `(?:\\+\\s*)?(?:\\(\\d{1,2}\\)\\s*)?(?:\\+\\s*)?(?:or more\\s+|plus\\s+)?years?`;

/**
 * "3+ years of experience", "3-5 years' experience in sales", "at least two years of B2B sales
 * experience", "minimum of 2 years", "5 to 7 years selling to schools", "experience: 4+ years".
 * Group 1 is the lower bound. The tail must reach "experience" (or a working verb) within a short
 * span, so "founded 20 years ago" and "serving schools for 10 years" are not requirements.
 */
const REQUIREMENT_PATTERNS: RegExp[] = [
  new RegExp(
    `(?:at least|minimum(?: of)?|min\\.?|a minimum of)?\\s*${NUM}\\s*(?:[-–—]|to)?\\s*(?:\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})?\\s*${YEARS}['’]?\\s*(?:of\\s+)?(?:[\\w/&,.+-]+\\s+){0,6}?(?:experience|exp\\.|selling|in (?:a |an )?(?:sales|customer|account|quota|saas|b2b|training|instructional|learning|client|support))`,
    'gi',
  ),
  new RegExp(`experience\\s*[:(]\\s*${NUM}\\s*\\+?\\s*(?:[-–]\\s*\\d{1,2}\\s*)?years?`, 'gi'),
];

const NO_EXPERIENCE =
  /\b(?:no (?:(?:prior|previous|professional|sales|industry|relevant|corporate)\s+){0,2}experience(?: (?:is )?(?:required|necessary|needed))?|entry[- ]level|recent (?:college )?graduates?|new grads?|early[- ]career)\b/i;

/** A sentence that only wishes for it ("preferred", "a plus") does not set the bar. */
const PREFERRED = /\b(?:preferred|a plus|nice to have|bonus|ideally|desired|advantage)\b/i;

function toNumber(token: string): number {
  const lower = token.toLowerCase();
  return lower in NUMBER_WORDS ? NUMBER_WORDS[lower]! : Number.parseInt(lower, 10);
}

/** Sentences and bullet lines: requirement lists are mostly one per line. */
function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?;])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The years of experience a posting requires (the highest lower bound it states as a requirement),
 * 0 when it says none is needed, or null when it does not say.
 */
export function minYearsOfExperience(text: string): number | null {
  const required: number[] = [];
  const preferred: number[] = [];
  for (const sentence of sentences(text)) {
    for (const pattern of REQUIREMENT_PATTERNS) {
      pattern.lastIndex = 0;
      for (const match of sentence.matchAll(pattern)) {
        const years = toNumber(match[1]!);
        if (!Number.isFinite(years) || years > 25) continue;
        (PREFERRED.test(sentence) ? preferred : required).push(years);
      }
    }
  }
  if (required.length > 0) return Math.max(...required);
  if (NO_EXPERIENCE.test(text)) return 0;
  if (preferred.length > 0) return Math.min(...preferred);
  return null;
}

const SENIOR_TITLE =
  /\b(?:senior|sr\.?|lead|principal|staff|head|director|vp|vice president|chief|manager|supervisor|supervisory|ii|iii|iv)\b/i;

/**
 * A US federal grade in a title: "GS-13", "GS 13", "GS-0301-13" (series, then grade), "GS-12/13"
 * or "GS-7/9" (a ladder), also the GG (same scale) and GM (managers) prefixes. Group 1 holds the
 * grade or the ladder's grades.
 */
const FEDERAL_GRADE = /\bG[SGM]\s*-?\s*(?:\d{4}\s*-\s*)?(\d{1,2}(?:\s*\/\s*\d{1,2})*)\b/gi;

/** GS-12 is the first grade that asks a year at GS-11, itself reached from a graduate degree. */
export const FEDERAL_SENIOR_GRADE = 12;

/** The lowest federal grade the title hires at, or null when it names none. */
export function lowestFederalGrade(title: string): number | null {
  const grades = [...title.matchAll(FEDERAL_GRADE)].flatMap((match) =>
    match[1]!.split('/').map((grade) => Number.parseInt(grade, 10)),
  );
  return grades.length > 0 ? Math.min(...grades) : null;
}

/** The feed's "experience=entry" line: asks 2 years or fewer, or says nothing about years. */
export const ENTRY_LEVEL_MAX_YEARS = 2;

/**
 * Open to a career changer (the feed's entry-level flag): the posting asks two years or fewer, or
 * states no bar, and the title is not a senior or management one ("Director of Sales" states no
 * years but is no first corporate job). "Account Manager" and "Customer Success Manager" are
 * individual-contributor titles in these fields, so only managers of people count as senior. A
 * federal posting hiring at GS-12 or above is no first job either, whatever its text says: those
 * grades ask a year at the grade below ("GS-7/9" hires a beginner; "GS-12/13" does not).
 */
export function isEntryLevel(
  title: string,
  minYears: number | null,
  /** The board's own lowest grade (USAJOBS' LowGrade), which most federal titles leave out. */
  federalGrade: number | null = null,
): boolean {
  if (minYears !== null && minYears > ENTRY_LEVEL_MAX_YEARS) return false;
  const managerOfAccounts =
    /\b(?:account|success|customer success|client success|partner) manager\b/i;
  const senior = SENIOR_TITLE.test(title.replace(managerOfAccounts, ''));
  const grades = [lowestFederalGrade(title), federalGrade].filter((g): g is number => g !== null);
  const grade = grades.length > 0 ? Math.min(...grades) : null;
  return !senior && (grade === null || grade < FEDERAL_SENIOR_GRADE);
}

const EDUCATION_TERMS = [
  /\bk-?12\b/i,
  /\bschool districts?\b/i,
  /\bschools?\b/i,
  /\bteachers?\b/i,
  /\beducators?\b/i,
  /\bstudents?\b/i,
  /\bclassrooms?\b/i,
  /\bhigher ed(?:ucation)?\b/i,
  /\buniversit(?:y|ies)\b/i,
  /\bcolleges?\b/i,
  /\bed-?tech\b/i,
  /\bcurriculum\b/i,
  /\blearners?\b/i,
  /\bdistrict leaders?\b/i,
];

const EDUCATION_COMPANY = /\b(?:learning|education|edu|school|academy|tutor(?:ing)?|ed-?tech)\b/i;

/**
 * The employer sells to schools, universities or learners: its board is filed as ed-tech or
 * learning-tech in our token list, its name says so, or the posting names at least three distinct
 * education markets ("K-12", "school districts", "teachers"...), which a passing mention does not.
 */
export function servesEducation(input: {
  company: string;
  text: string;
  boardCategory?: string | null;
}): boolean {
  if (input.boardCategory && /\b(?:edtech|learning-tech)\b/i.test(input.boardCategory)) return true;
  if (EDUCATION_COMPANY.test(input.company)) return true;
  const hits = EDUCATION_TERMS.filter((term) => term.test(input.text)).length;
  return hits >= 3;
}

/**
 * Bump when the readers above change, so stored jobs are read again (2: federal grades in titles;
 * 3: supervisors, and USAJOBS' own grade).
 */
export const SIGNALS_VERSION = 3;

/** What a career changer filters on, read once per posting from its own title and text. */
export function careerChangerSignals(job: {
  title: string;
  company: string;
  description: string;
  requirements: string[];
  externalId: string;
  federalGrade?: number | null;
}) {
  const text = [job.title, ...job.requirements, job.description].join('\n');
  const minYears = minYearsOfExperience(text);
  return {
    minYears,
    entryLevel: isEntryLevel(job.title, minYears, job.federalGrade ?? null),
    servesEducation: servesEducation({
      company: job.company,
      text,
      boardCategory: categoryForListing(job.externalId),
    }),
    signalsVersion: SIGNALS_VERSION,
  };
}
