import { loadFactGuardWords } from '../../content/translator-vocabulary';
import { NUMBER_WORDS } from '../../lib/number-words';

/**
 * The translator's one promise: a rewrite may change her words, never her facts. Every number,
 * percentage, amount, date, tool, certification and proper name in a suggestion must appear in
 * her resume; a suggestion with anything else is dropped (whoever wrote it, rules or a language
 * model). What may appear freely is the role's own vocabulary ("Customer Success", "QBR"), which
 * describes the kind of work, not a fact about her.
 */

export type FactKind = 'number' | 'date' | 'name';

export interface Fact {
  kind: FactKind;
  /** As written in the suggestion. */
  text: string;
}

export interface GuardResult {
  ok: boolean;
  /** Facts the suggestion states that the resume does not. */
  unsupported: Fact[];
}

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const DATE = new RegExp(
  `\\b(?:(?:${MONTHS})\\.?\\s+)?(?:19|20)\\d{2}\\b|\\b(?:${MONTHS})\\b`,
  'gi',
);
/** 1,200 · 3.5 · $12k · 18% · 18 percent · 2x · #1 */
const NUMBER = /[$£€]?\d[\d,]*(?:\.\d+)?\s?(?:%|percent\b|k\b|m\b|x\b|\+)?/gi;
const WORD_VALUES = NUMBER_WORDS;
const WORD_NUMBERS = new RegExp(
  `\\b(?:${Object.keys(WORD_VALUES).join('|')}|dozens?|hundreds|thousands)\\b`,
  'gi',
);

/**
 * Word lists (content/translator/fact-guard.json): capitalised everyday words that are never facts,
 * and the claims a rewrite may not raise, credit for an outcome ("increased", "exceeded") or a role
 * above the one she stated ("led" where she "co-led"), each with the words of her line that support it.
 */
const { commonCapitalised, claimFamilies: CLAIM_FAMILIES } = loadFactGuardWords();
/** Capitalised words that are not facts about her: sentence openers and everyday words. */
const COMMON_CAPITALISED: ReadonlySet<string> = new Set(commonCapitalised.words);

const normaliseNumber = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/percent$/, '%')
    .replace(/,/g, '')
    .replace(/^[$£€]/, '')
    .replace(/\+$/, '');

function numbersIn(text: string): string[] {
  return (text.match(NUMBER) ?? []).map(normaliseNumber).filter((n) => /\d/.test(n));
}

/** The value of a number token, for matching "$12k" with "$12,000" and "18 percent" with "18%". */
function valueOf(token: string): number | null {
  const match = token.match(/^(\d+(?:\.\d+)?)(k|m|%|x)?$/);
  if (!match) return null;
  const base = Number(match[1]);
  return match[2] === 'k' ? base * 1000 : match[2] === 'm' ? base * 1_000_000 : base;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9][a-z0-9'&+.#-]*/g) ?? [];
}

/**
 * Her words as a set to look names up in: each token as written ("m.ed.") and without the
 * punctuation that ends a sentence or a possessive ("seesaw." -> "seesaw", "ohio's" -> "ohio").
 */
function wordSet(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of words(text)) {
    set.add(word);
    set.add(word.replace(/(?:'s|['.-])+$/, ''));
  }
  return set;
}

/** Capitalised words and acronyms that are not the first word of a sentence or line. */
function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const sentence of text.split(/(?<=[.!?:;])\s+|\n+|\s[–—-]\s/)) {
    const tokens = sentence.trim().split(/\s+/);
    tokens.forEach((raw, index) => {
      // "Clever/Salesforce", "Marketing I/II": each part is a word of its own.
      raw.split('/').forEach((part, partIndex) => {
        const token = part.replace(/^[("'“‘[]+|[)"'”’\],.;:!?]+$/g, '');
        if (!token || (index === 0 && partIndex === 0)) return;
        const acronym = /^[A-Z][A-Z0-9&+-]{1,}s?$/.test(token);
        const capitalised = /^[A-Z][a-zA-Z0-9'&.+-]*$/.test(token);
        if (!acronym && !capitalised) return;
        if (COMMON_CAPITALISED.has(token.toLowerCase())) return;
        names.push(token);
      });
    });
  }
  return names;
}

export function factsIn(text: string, allowed: Iterable<string> = []): Fact[] {
  const allowedWords = wordSet([...allowed].join(' '));
  const dates = (text.match(DATE) ?? []).map((d) => ({ kind: 'date' as const, text: d }));
  const withoutDates = text.replace(DATE, ' ');
  const numbers = [
    ...(withoutDates.match(NUMBER) ?? []),
    ...(withoutDates.match(WORD_NUMBERS) ?? []),
  ]
    .filter((n) => /\d|[a-z]/i.test(n))
    .map((n) => ({ kind: 'number' as const, text: n.trim() }));
  const names = namesIn(withoutDates)
    .filter((name) => !allowedWords.has(name.toLowerCase()))
    .map((name) => ({ kind: 'name' as const, text: name }));
  return [...dates, ...numbers, ...names];
}

/**
 * Checks a suggestion against the resume it was written from. `allowed` is the role vocabulary
 * the rewrite may add (phrases from content/translator and the role's name).
 */
export function guardFacts(
  suggestion: string,
  resumeText: string,
  allowed: Iterable<string> = [],
): GuardResult {
  const resumeLower = resumeText.toLowerCase();
  const resumeWords = wordSet(resumeText);
  const resumeNumbers = numbersIn(resumeText);
  const resumeValues = new Set(resumeNumbers.map(valueOf).filter((v): v is number => v !== null));
  const unsupported = factsIn(suggestion, allowed).filter((fact) => {
    if (fact.kind === 'number') {
      if (/^[a-z]+$/i.test(fact.text)) {
        const word = fact.text.toLowerCase();
        const value = WORD_VALUES[word];
        // "two-week" holds "two" although its token is the whole compound.
        const inCompound = new RegExp(`(?<![a-z])${word}(?=-[a-z])`).test(resumeLower);
        return (
          !resumeWords.has(word) && !inCompound && !(value !== undefined && resumeValues.has(value))
        );
      }
      const token = normaliseNumber(fact.text);
      if (resumeNumbers.includes(token)) return false;
      const value = valueOf(token);
      return value === null || !resumeValues.has(value);
    }
    if (fact.kind === 'date') return !resumeLower.includes(fact.text.toLowerCase());
    const name = fact.text.toLowerCase();
    return !resumeWords.has(name) && !resumeWords.has(name.replace(/(?:'s|['.-])+$/, ''));
  });
  return { ok: unsupported.length === 0, unsupported };
}

export interface ClaimsResult {
  ok: boolean;
  /** Claim words in the suggestion that nothing in her line supports. */
  unsupported: string[];
}

/** Checks that a rewrite claims no outcome or responsibility beyond what her own line states. */
export function guardClaims(suggestion: string, source: string): ClaimsResult {
  const said = wordSet(source);
  const unsupported: string[] = [];
  for (const word of wordSet(suggestion)) {
    const family = CLAIM_FAMILIES.find((f) => f.words.includes(word));
    if (!family || said.has(word)) continue;
    if (!family.supportedBy.some((support) => said.has(support))) unsupported.push(word);
  }
  return { ok: unsupported.length === 0, unsupported };
}

export interface SuggestionCheck {
  ok: boolean;
  /** Facts (numbers, dates, names, tools) the reference text does not hold. */
  facts: Fact[];
  /** Outcome or responsibility words her line does not support. */
  claims: string[];
}

/**
 * The one check every suggestion passes, whoever wrote it: its facts against `reference` (her
 * line with its job heading, or her whole resume for a summary or her own edit) and its claims
 * against `source` (the line it rewrites; omitted for text built from the whole resume).
 */
export function checkSuggestion(
  suggestion: string,
  reference: string,
  allowed: Iterable<string>,
  source?: string,
): SuggestionCheck {
  const facts = guardFacts(suggestion, reference, allowed).unsupported;
  const claims = source === undefined ? [] : guardClaims(suggestion, source).unsupported;
  return { ok: facts.length === 0 && claims.length === 0, facts, claims };
}
