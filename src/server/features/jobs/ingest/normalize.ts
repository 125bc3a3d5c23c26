/**
 * Pure helpers shared by the board connectors: pay, dates, URLs, remote flags and the dedup
 * fingerprint. Spec: shared/docs/job-boards.md §3-§5.
 */
import type { Salary, SalaryInterval } from '@/shared/contracts/jobs';

// ---------- Salary ----------

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

// ---------- Dates ----------

const ISO_DATE =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Below this a number is epoch seconds (it would be early 1973 in milliseconds). */
const EPOCH_MS_THRESHOLD = 100_000_000_000;

/**
 * Board timestamps: epoch seconds or milliseconds (told apart by magnitude), ISO with or
 * without a zone (zone-less means UTC, as Remotive and USAJobs send it), or a bare date.
 */
export function parsePostedAt(value: unknown): Date | null {
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(text)) return fromEpoch(Number(text));
  const iso = ISO_DATE.exec(text);
  if (!iso) return null;
  const [, date, time, fraction, zone] = iso;
  // JavaScript reads at most milliseconds, and a zone-less time as local time.
  const millis = fraction ? fraction.slice(0, 4).padEnd(4, '0') : '';
  const offset = !zone || /^z$/i.test(zone) ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const parsed = new Date(time ? `${date}T${time}${millis}${offset}` : `${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function fromEpoch(value: number): Date | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  return new Date(value < EPOCH_MS_THRESHOLD ? value * 1000 : value);
}

// ---------- URLs ----------

const TRACKING_PARAMS = new Set([
  'gh_src',
  'lever-source',
  'lever-source[]',
  'lever-origin',
  'lever-via',
  'source',
  'src',
  'ref',
  'referrer',
  'fbclid',
  'gclid',
  'dclid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'trk',
  'ashby_jid_source',
  'igshid',
  'yclid',
]);

const isTrackingParam = (key: string) => key.startsWith('utm_') || TRACKING_PARAMS.has(key);

/**
 * The URL used to recognise one job across boards: tracking parameters (utm_*, gh_src,
 * lever-source...) removed, host lowercased, fragment and trailing slash dropped, remaining
 * parameters sorted. Parameters that identify the job (gh_jid, id) are kept.
 */
export function canonicalUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url.trim();
  }
  const kept = [...parsed.searchParams.entries()]
    .filter(([key]) => !isTrackingParam(key.toLowerCase()))
    .sort(([a], [b]) => a.localeCompare(b));
  const query = new URLSearchParams(kept).toString();
  const pathname = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.protocol}//${parsed.host.toLowerCase()}${pathname}${query ? `?${query}` : ''}`;
}

/** An http(s) URL or null; boards occasionally send empty strings or relative paths. */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

// ---------- Remote ----------

const REMOTE_WORDS = /\bremote\b|\bwork(?:ing)? from home\b|\bwfh\b|\bfully distributed\b/i;
const NOT_REMOTE = /\b(?:not|non|no)[- ]remote\b/i;

/** Free text that says the job can be done remotely ("Remote (US)", "Flexible / Remote"). */
export function mentionsRemote(text: string | null | undefined): boolean {
  return !!text && REMOTE_WORDS.test(text) && !NOT_REMOTE.test(text);
}

/** Lever/Ashby workplaceType: "remote" -> true, "hybrid"/"onsite"/"on-site" -> false, else unknown. */
export function remoteFromWorkplaceType(value: string | null | undefined): boolean | null {
  const type = value?.toLowerCase().replace(/[^a-z]/g, '');
  if (!type || type === 'unspecified') return null;
  if (type === 'remote') return true;
  return ['hybrid', 'onsite', 'inoffice', 'office'].includes(type) ? false : null;
}

/** A structured flag decides when the board sends one; otherwise the location texts do. */
export function resolveRemote(
  structured: boolean | null | undefined,
  texts: ReadonlyArray<string | null | undefined>,
): boolean {
  return structured ?? texts.some(mentionsRemote);
}

/** Several places as one location: "London; Remote-Friendly, United States"; null when none. */
export function listPlaces(places: readonly string[]): string | null {
  return places.join('; ') || null;
}

/** "Remote (USA, Canada)" for remote-only boards, whose location field is eligibility. */
export function remoteLocation(eligibility: ReadonlyArray<string | null | undefined>): string {
  const places = eligibility
    .map((place) => place?.trim())
    .filter((place): place is string => !!place);
  return places.length ? `Remote (${places.join(', ')})` : 'Remote';
}

// ---------- Identity ----------

const COMPANY_SUFFIXES =
  /\b(?:inc|incorporated|llc|l l c|ltd|limited|corp|corporation|co|company|gmbh|plc|sa|ag|bv|pty|srl|sas|oy|ab)\b/g;

function normalizeWords(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

export function normalizeCompany(company: string): string {
  return normalizeWords(company).replace(COMPANY_SUFFIXES, '').replace(/\s+/g, ' ').trim();
}

/** The first place of a location list: "San Francisco, CA | New York City, NY" -> "san francisco". */
export function primaryCity(location: string | null): string {
  const first = location?.split(/\s*[|;/•]\s*|\s+or\s+/)[0] ?? '';
  return normalizeWords(first.split(',')[0] ?? '');
}

/**
 * Recognises one job posted on several boards: normalised title + company (legal suffixes
 * dropped) + city, or "remote". Tracking-laden URLs make poor keys (job-boards.md §5).
 */
export function fingerprint(job: {
  title: string;
  company: string;
  location: string | null;
  isRemote: boolean;
}): string {
  const title = normalizeWords(job.title.replace(/\((?:[^)]*\bremote\b[^)]*)\)/gi, ''));
  const place = job.isRemote ? 'remote' : primaryCity(job.location);
  return [title, normalizeCompany(job.company), place].join('|');
}

/** "chili-piper" -> "Chili Piper": a display name for a board token we know nothing else about. */
export function titleCaseToken(token: string): string {
  return token
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
