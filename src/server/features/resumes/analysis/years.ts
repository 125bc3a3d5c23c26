import type { Job, ResumeDocument } from './structure-document';

/**
 * Years of experience: the figure the resume states ("9 years", "Ten years", "15+ years'
 * experience", "Educator of 17 years") wins over one computed from the dates of her jobs, which
 * count part-time, overlapping and summer roles and miss unlisted years. The headline and summary
 * are read first; a bullet's "for 3 years" or "4 of 5 years" describes one job, not a career.
 */
const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
};
const NUMBER_WORD =
  '(?:twenty|thirty|forty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen';
const STATED = new RegExp(
  `\\b(\\d{1,2}|${NUMBER_WORD})\\s*(?:\\+|-?plus)?\\s*(?:full[- ])?(?:years?|yrs?)\\b['’]?|\\b(a|one|two) decades?\\b`,
  'gi',
);
/** Words after the figure that make it something else: "3 years running", "two years old". */
const NOT_AFTER =
  /^['’]?\s*(?:old|in a row|running(?=\s*(?:[.,;:)]|$))|straight|consecutive(?:ly)?|later|ago|from now|of age|prior|before|earlier|at (?:the )?top)\b/i;
/**
 * Words before it: "4 of 5 years", "2-3 years", "over the last two years", "every three years".
 * A sentence that starts "Last 8 years as a recruiter" still states a career figure.
 */
const NOT_BEFORE =
  /(?:\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of|out of)\s+|\d\s*(?:-|–|to)\s*|\bthe\s+(?:last|past|next|first)\s+|\b(?:next|first|every|each|per|within|before|in)\s+(?:the\s+)?)$/i;

function valueOf(figure: string): number {
  if (/^\d+$/.test(figure)) return Number(figure);
  const words = figure.toLowerCase().split(/[- ]/);
  return words.reduce((sum, w) => sum + (UNITS[w] ?? 0), 0);
}

/** The first career figure a text states, if any. */
export function statedYearsIn(text: string): number | null {
  for (const m of text.matchAll(STATED)) {
    const before = text.slice(Math.max(0, m.index - 24), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 24);
    if (NOT_BEFORE.test(before) || NOT_AFTER.test(after)) continue;
    // "for five years trained the volunteer tutors": one activity's length, not a career's.
    if (
      /\bfor\s+$/i.test(before) &&
      /^\s+(?:[a-z]+ed|taught|ran|led|built|sold|wrote|ran)\b/i.test(after)
    )
      continue;
    const value = m[2] ? (m[2].toLowerCase() === 'two' ? 20 : 10) : valueOf(m[1]!);
    if (value >= 1 && value <= 50) return value;
  }
  return null;
}

/** The stated figure: headline, summary and objective first, then the rest in order. */
export function statedYears(doc: ResumeDocument): number | null {
  const top = doc.blocks.filter(
    (b) => !b.contact && ['top', 'summary', 'objective'].includes(b.section),
  );
  for (const block of top) {
    const years = statedYearsIn(block.text);
    if (years !== null) return years;
  }
  for (const block of doc.blocks) {
    if (block.contact || top.includes(block) || block.section === 'education') continue;
    // In a bullet, only a figure about experience as a whole counts.
    if (
      block.bullet &&
      !/experience|career|in (?:the )?(?:field|industry|education|classroom)/i.test(block.text)
    )
      continue;
    const years = statedYearsIn(block.text);
    if (years !== null) return years;
  }
  return null;
}

/** Whole years covered by the jobs' dates, overlapping jobs counted once. */
export function yearsFromDates(jobs: Job[]): number | null {
  const intervals = jobs
    .filter((j) => j.start !== null && j.end !== null)
    .map((j) => [j.start!, j.end!] as [number, number])
    .sort((a, b) => a[0] - b[0]);
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
  return total > 0 ? Math.min(50, Math.max(1, Math.round(total / 12))) : null;
}

export function yearsOfExperience(doc: ResumeDocument): {
  years: number | null;
  source: 'stated' | 'dates' | null;
} {
  const stated = statedYears(doc);
  if (stated !== null) return { years: stated, source: 'stated' };
  const fromDates = yearsFromDates(doc.jobs);
  return fromDates !== null ? { years: fromDates, source: 'dates' } : { years: null, source: null };
}
