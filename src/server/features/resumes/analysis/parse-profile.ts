export interface ParsedProfile {
  extractedRole: string | null;
  yearsExperience: number | null;
  education: string[];
  workHistory: { title: string; organization: string | null; dates: string | null }[];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const DATE = `(?:(${MONTH})\\s+|(\\d{1,2})\\/)?((?:19|20)\\d{2})`;
const RANGE = new RegExp(
  `${DATE}\\s*(?:-|–|—|to|until)\\s*(?:(?:(${MONTH})\\s+|(\\d{1,2})\\/)?((?:19|20)\\d{2})|(present|current|now|today))`,
  'gi',
);
const YEARS_STATED =
  /\b(\d{1,2})\+?\s*(?:years?|yrs?)\.?(?:\s+of)?(?:\s+[\w-]+){0,3}?\s+(?:experience|teaching|in (?:education|the classroom))/i;
// Degree abbreviations end in a dot, so the patterns end with a lookahead rather than \b.
const EDUCATION_LINE =
  /\b(?:bachelor|master|doctor of|doctorate|associate(?:'s)? degree|b\.?\s?a\.?|b\.?\s?s\.?|m\.?\s?a\.?\s?t\.?|m\.?\s?a\.?|m\.?\s?s\.?|m\.?\s?ed\.?|ed\.?\s?d\.?|ph\.?\s?d\.?|mba|mlis|university|college|gpa)(?![A-Za-z])/i;
const DEGREE =
  /\b(?:bachelor|master|doctor of|doctorate|associate of|associate in|b\.a\.|b\.s\.|m\.a\.|m\.s\.|m\.ed\.?|ed\.d\.|ph\.d\.|mba|mlis|m\.?a\.?t\.?|ba|bs|ma|ms|med)(?![A-Za-z])/i;

const TITLE_WORDS =
  /\b(?:teacher|educator|instructor|tutor|coach|professor|lecturer|specialist|coordinator|manager|representative|rep|associate|consultant|director|trainer|designer|developer|counselor|librarian|principal|paraprofessional|aide|executive|interventionist|facilitator|administrator|advisor|assistant|lead|officer|analyst|owner|sales|salesperson|cashier|server|barista|clerk|agent|supervisor|operator|driver|technician|cook|chef|nurse|worker|mechanic|engineer|accountant|attendant|handler|foreman|receptionist|intern)\b/i;
const SECTION_HEADER =
  /^(?:professional |work |teaching |relevant |employment )?(?:experience|employment|work history|career history)\s*:?$/i;
const OTHER_HEADER =
  /^(?:education|skills|certifications?|licenses?|awards|honors|volunteer(?:ing)?|references|summary|profile|objective|activities|languages|interests|technical skills|core competencies)\b\s*:?$/i;

function monthIndex(name: string | undefined, numeric: string | undefined): number {
  if (numeric) return Math.min(11, Math.max(0, Number(numeric) - 1));
  if (!name) return 0;
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return index < 0 ? 0 : index;
}

/** Months covered by the date ranges of work lines, overlapping jobs counted once. */
function monthsOfExperience(lines: string[], now = new Date()): number {
  const intervals: [number, number][] = [];
  for (const line of lines) {
    if (EDUCATION_LINE.test(line) && !TITLE_WORDS.test(line)) continue;
    for (const m of line.matchAll(RANGE)) {
      const start = Number(m[3]) * 12 + monthIndex(m[1], m[2]);
      const end = m[7]
        ? now.getFullYear() * 12 + now.getMonth()
        : Number(m[6]) * 12 + (m[4] || m[5] ? monthIndex(m[4], m[5]) : 11);
      if (end >= start && end - start < 12 * 50) intervals.push([start, end]);
    }
  }
  intervals.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let current: [number, number] | undefined;
  for (const interval of intervals) {
    if (current && interval[0] <= current[1]) current[1] = Math.max(current[1], interval[1]);
    else {
      if (current) total += current[1] - current[0] + 1;
      current = [...interval];
    }
  }
  if (current) total += current[1] - current[0] + 1;
  return total;
}

/** The larger of what the resume says ("8 years of experience") and what its dated jobs add up to. */
function yearsOfExperience(allLines: string[], workLines: string[]): number | null {
  const stated = allLines.map((line) => YEARS_STATED.exec(line)).find(Boolean);
  const statedYears = stated ? Number(stated[1]) : 0;
  const months = monthsOfExperience(workLines);
  const years = Math.max(statedYears, months > 0 ? Math.max(1, Math.round(months / 12)) : 0);
  return years > 0 ? Math.min(50, years) : null;
}

/** "5th Grade Teacher | Lincoln Elementary | 2016 - Present" -> title, organization, dates. */
function splitTitleLine(line: string): {
  title: string;
  organization: string | null;
  dates: string | null;
} {
  const datesMatch = line.match(new RegExp(RANGE.source, 'i'));
  const dates = datesMatch ? datesMatch[0] : null;
  const withoutDates = (dates ? line.replace(dates, '') : line).replace(/[\s,|–—-]+$/, '').trim();
  // Pipes separate fields when a line has them; otherwise dashes, "at" and commas do.
  const separator = withoutDates.includes('|') ? /\s*\|\s*/ : /\s+(?:—|–|-|at|@)\s+|,\s+|\t+/;
  const parts = withoutDates
    .split(separator)
    .map((p) => p.trim())
    .filter(Boolean);
  const titleIndex = Math.max(
    0,
    parts.findIndex((p) => TITLE_WORDS.test(p)),
  );
  const title = (parts[titleIndex] ?? withoutDates).replace(/[:;]+$/, '');
  const organization = parts.filter((_, i) => i !== titleIndex).join(', ') || null;
  return { title, organization, dates };
}

function looksLikeTitleLine(line: string): boolean {
  if (line.length > 160 || !TITLE_WORDS.test(line)) return false;
  const words = line.split(/\s+/);
  // Bullets are sentences; titles are short and rarely start with a past-tense verb.
  if (/^(?:[A-Z][a-z]+ed|Led|Taught|Built|Ran|Won|Wrote|Grew|Made)\b/.test(line)) return false;
  return words.length <= (line.includes('|') ? 28 : 16) && !/[.]$/.test(line);
}

export function parseProfile(lines: string[]): ParsedProfile {
  // Work lines: those in an Experience section when there is one, else the whole resume.
  const start = lines.findIndex((line) => SECTION_HEADER.test(line));
  let section = lines;
  if (start >= 0) {
    const rest = lines.slice(start + 1);
    const end = rest.findIndex((line) => OTHER_HEADER.test(line));
    section = end >= 0 ? rest.slice(0, end) : rest;
  }

  const workHistory: ParsedProfile['workHistory'] = [];
  for (let i = 0; i < section.length && workHistory.length < 8; i++) {
    const line = section[i]!;
    if (!looksLikeTitleLine(line) || EDUCATION_LINE.test(line)) continue;
    const entry = splitTitleLine(line);
    if (!entry.dates) {
      // Dates often sit on the next line ("Lincoln Elementary School, 2016 - Present").
      const next = section[i + 1];
      const nextDates = next?.match(new RegExp(RANGE.source, 'i'));
      if (nextDates && next) {
        entry.dates = nextDates[0];
        entry.organization ??=
          next
            .replace(nextDates[0], '')
            .replace(/[\s,|–—-]+$/, '')
            .trim() || null;
      } else if (start < 0) continue;
    }
    workHistory.push(entry);
  }

  // Resumes list the current job first.
  const first = workHistory.find((w) => w.dates) ?? workHistory[0];

  const education = lines
    .filter((line) => DEGREE.test(line) && EDUCATION_LINE.test(line) && line.length <= 160)
    .slice(0, 4);

  return {
    extractedRole: first ? first.title.slice(0, 120) : null,
    yearsExperience: yearsOfExperience(lines, section),
    education,
    workHistory,
  };
}
