import type { Salary, SalaryInterval } from '@/shared/contracts/jobs';

/** Pay as the boards state it, in text or fields (job-boards.md §3): never annualised or invented. */

const CURRENCY_CODES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'INR',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'BRL',
  'MXN',
  'SGD',
  'HKD',
  'JPY',
  'ZAR',
  'ILS',
  'AED',
] as const;

/** Longest first, so "CA$" wins over "$". */
const CURRENCY_SYMBOLS: ReadonlyArray<readonly [string, string]> = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['AU$', 'AUD'],
  ['NZ$', 'NZD'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['S$', 'SGD'],
  ['R$', 'BRL'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['₹', 'INR'],
  ['¥', 'JPY'],
];

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SYMBOL_ALTERNATIVES = CURRENCY_SYMBOLS.map(([symbol]) => escapeRegExp(symbol)).join('|');
const CODE_ALTERNATIVES = CURRENCY_CODES.join('|');

/**
 * One money amount: optional currency before, a number (with thousands separators, decimals or
 * a k/m suffix) and an optional currency after. The amount must not run into letters, so
 * "$200B in annual spend" and "401(k)" are not pay.
 */
const AMOUNT = new RegExp(
  `(?<pre>${SYMBOL_ALTERNATIVES}|\\b(?:${CODE_ALTERNATIVES})\\b)?\\s?` +
    `(?<num>\\d{1,3}(?:[,.']\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d+)?)` +
    `(?:\\s?(?<mult>[kKmM]))?(?![\\p{L}\\d])` +
    `(?:\\s?(?<post>\\b(?:${CODE_ALTERNATIVES})\\b|€|£))?`,
  'gu',
);
const INTERVAL_WINDOW = 40;
const RANGE_SEPARATOR = /^\s*(?:-|–|—|to|and)\s*$/i;
const UP_TO = /\b(?:up to|max(?:imum)?|as much as)\s*$/i;
const AT_LEAST = /\b(?:from|starting (?:at|from)|min(?:imum)?|at least)\s*$/i;

const INTERVAL_PATTERNS: ReadonlyArray<readonly [SalaryInterval, RegExp]> = [
  ['hour', /(?:\bper|\/)\s*(?:hour|hr|h)\b|\ban hour\b|\bhourly\b/i],
  ['day', /(?:\bper|\/)\s*day\b|\ba day\b|\bdaily\b/i],
  ['week', /(?:\bper|\/)\s*(?:week|wk)\b|\ba week\b|(?<!bi-?)\bweekly\b/i],
  ['month', /(?:\bper|\/)\s*(?:month|mo)\b|\ba month\b|\bmonthly\b/i],
  [
    'year',
    /(?:\bper|\/)\s*(?:year|yr|annum)\b|\ba year\b|\bannual(?:ly)?\b|\byearly\b|\bp\.a\.(?!\w)/i,
  ],
];

/** The interval stated in free text ("a year", "/hr", "monthly"); the earliest mention wins. */
export function intervalInText(text: string): SalaryInterval | null {
  let best: { interval: SalaryInterval; index: number } | null = null;
  for (const [interval, pattern] of INTERVAL_PATTERNS) {
    const index = text.search(pattern);
    if (index >= 0 && (!best || index < best.index)) best = { interval, index };
  }
  return best?.interval ?? null;
}

/** Board interval labels: "yearly", "annual", "1 YEAR", "per-hour-wage", "hourly"... */
export function intervalFromLabel(label: string | null | undefined): SalaryInterval | null {
  if (!label) return null;
  const value = label.toLowerCase();
  if (/bi-?week|fortnight|semi/.test(value)) return null;
  if (/hour/.test(value)) return 'hour';
  if (/\bday|daily/.test(value)) return 'day';
  if (/week/.test(value)) return 'week';
  if (/month/.test(value)) return 'month';
  if (/year|annual|annum/.test(value)) return 'year';
  return null;
}

export function currencyFromCode(code: string | null | undefined): string | null {
  const value = code?.trim().toUpperCase();
  if (value && /^[A-Z]{3}$/.test(value)) return value;
  const symbol = CURRENCY_SYMBOLS.find(([s]) => s === code?.trim());
  return symbol?.[1] ?? null;
}

const MULTIPLIERS: Record<string, number> = { k: 1_000, m: 1_000_000 };

/** "106,437", "40.000", "1.234,56", "34.62", "1,5" with an optional k/m suffix. */
function parseNumber(raw: string, multiplier?: string): number {
  const grouped = /^(\d{1,3}([,.'])\d{3}(?:\2\d{3})*)(?:[.,](\d{1,2}))?$/.exec(raw);
  const value = grouped
    ? Number(`${grouped[1]!.replace(/[,.']/g, '')}.${grouped[3] ?? '0'}`)
    : Number(raw.replace(',', '.'));
  const factor = MULTIPLIERS[multiplier?.toLowerCase() ?? ''] ?? 1;
  return Math.round(value * factor * 100) / 100;
}

interface Amount {
  value: number;
  rawNumber: number;
  multiplier: string | undefined;
  currency: string | null;
  start: number;
  end: number;
}

function findAmounts(text: string): Amount[] {
  return [...text.matchAll(AMOUNT)].flatMap((match) => {
    const groups = match.groups ?? {};
    const num = groups.num;
    if (!num) return [];
    const symbol = groups.pre ?? groups.post;
    return [
      {
        value: parseNumber(num, groups.mult),
        rawNumber: parseNumber(num, undefined),
        multiplier: groups.mult,
        currency: symbol ? currencyFromCode(symbol) : null,
        start: match.index,
        end: match.index + match[0].length,
      },
    ];
  });
}

export interface ParseSalaryOptions {
  /** Only amounts written with a currency count (free text in descriptions). */
  requireCurrency?: boolean;
  /** Currency to assume when the text states none (e.g. a board documented as USD). */
  defaultCurrency?: string | null;
}

/**
 * Pay written as text: "$55k - $100k", "$60,000–$80,000 a year", "€40k", "$25/hr",
 * "Annual Salary: $265,000—$365,000 USD". Keeps the stated interval (null when unstated): a
 * figure is never annualised.
 */
export function parseSalaryText(text: string, options: ParseSalaryOptions = {}): Salary | null {
  const amounts = findAmounts(text).filter(
    (amount) => amount.value > 0 && (!options.requireCurrency || amount.currency),
  );
  const first = amounts[0];
  if (!first) return null;
  const second = amounts[1];
  const isRange = !!second && RANGE_SEPARATOR.test(text.slice(first.end, second.start));
  const currency = first.currency ?? second?.currency ?? currencyFromCode(options.defaultCurrency);
  const last = isRange ? second : first;
  // Only words next to the figures state their interval ("Annual Salary: $X", "$X-$Y a year").
  const interval = intervalInText(
    text.slice(Math.max(0, first.start - INTERVAL_WINDOW), last.end + INTERVAL_WINDOW),
  );
  if (isRange) {
    // "$55-100k": the suffix on the upper bound applies to the lower one too.
    const min =
      !first.multiplier && second.multiplier && first.rawNumber < second.rawNumber
        ? parseNumber(String(first.rawNumber), second.multiplier)
        : first.value;
    return salaryOf({ min, max: second.value, currency, interval });
  }
  const before = text.slice(0, first.start);
  if (UP_TO.test(before)) return salaryOf({ min: null, max: first.value, currency, interval });
  const openEnded = AT_LEAST.test(before) || text.slice(first.end).trimStart().startsWith('+');
  return salaryOf({ min: first.value, max: openEnded ? null : first.value, currency, interval });
}

const PAY_WORDS =
  /\b(?:salary|salaries|compensation|pay|paid|wage|rate|ote|on[- ]target|base|stipend|earnings|hourly|per hour|annual)\b/i;

/**
 * Pay mentioned in a description (Greenhouse's pay-transparency block, Lever's "additional"):
 * the first line with a currency amount whose line, or the line before it (a heading such as
 * "Compensation"), talks about pay.
 */
export function findSalaryInText(text: string): Salary | null {
  let previous = '';
  for (const line of text.split('\n').map((part) => part.trim())) {
    if (!line) continue;
    const context = `${previous} ${line}`;
    previous = line;
    if (!/\d/.test(line) || !PAY_WORDS.test(context)) continue;
    const salary = parseSalaryText(context, { requireCurrency: true });
    if (salary) return salary;
  }
  return null;
}

const positive = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** A Salary from board fields; zero or missing bounds mean unknown, and no bounds means no salary. */
export function salaryOf(input: {
  min: number | null | undefined;
  max: number | null | undefined;
  currency: string | null | undefined;
  interval: SalaryInterval | null | undefined;
  estimated?: boolean;
}): Salary | null {
  let min = positive(input.min);
  let max = positive(input.max);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    min,
    max,
    currency: currencyFromCode(input.currency),
    interval: input.interval ?? null,
    estimated: input.estimated ?? false,
  };
}
