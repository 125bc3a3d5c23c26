import { EMAIL, PHONE, TITLE_NOUN, URL, sentencesOf } from '../../../core/resume-model';
import type { Block, ResumeDocument } from './structure-document';
import { intentStart } from './intent';
import { SIGNALS, TITLE_SIGNALS, type Signal, type TitleSignal } from './lexicon';

/**
 * The resume cut into quotable units (whole bullets, sentences of paragraphs, job lines), each
 * weighed by where it stands, and the lexicon matched against them. Matching reads a masked copy
 * of each unit, so words inside an e-mail address, a web address, a phone number or her name never
 * match; the terms it returns are the words as they stand in the quote.
 */

/** How much a line counts by where it stands (experience lines: their job's recency). */
export const SECTION_WEIGHT = {
  top: 1,
  summary: 0.85,
  experience: 0.9,
  other: 0.75,
  skills: 0.55,
  education: 0.3,
  objective: 0.6,
  contact: 0,
} as const;

/** The most a keyword list or a self-description in a summary counts (a skills list's weight is 0.55). */
export const CLAIM_WEIGHT = 0.35;

/**
 * A run of keywords: at least four short items between separators ("Sales | Upselling |
 * Customer Success | Onboarding", "Communication, Presentations, Relationship Building, ...").
 */
export function isKeywordList(text: string): boolean {
  const items = text
    .split(/\s*(?:[|•·▪;,/]|\s[-–—]\s)\s*/)
    .map((item) => item.trim())
    .filter(Boolean);
  // A list never carries a year: "Tenant Advocate, Northside Housing, 2021 - present" is a job.
  if (items.length < 4 || /\b(?:19|20)\d{2}\b/.test(text)) return false;
  const words = items.map((item) => item.split(/\s+/).length);
  // A lead-in ("Skills: Communication") may be longer; a sentence of work never is a list.
  const short = items.filter((item, i) => words[i]! <= 4 && !/\d/.test(item));
  return Math.max(...words) <= 7 && short.length >= items.length - 1;
}

/**
 * A sentence about her qualities, not her work: "Excellent presentation, communication and
 * customer service skills", "Proven ability to meet targets", "Known for exceptional customer
 * service". A number of results ("grew sales 30%") makes it a claim of work, not of character.
 */
const SELF_CLAIM =
  /\b(?:skills?|skilled (?:in|at)|abilit(?:y|ies)|proven|known for|passionate|passion for|excellent|exceptional|outstanding|strong (?:\w+ ){0,3}(?:skills|background|record)|dedicated|results[- ]driven|results[- ]oriented|detail[- ]oriented|customer[- ](?:focused|obsessed|centric|first)|client[- ](?:focused|obsessed|centric)|people person|team player|self[- ]starter|hard[- ]working|motivated|dynamic|energetic|dependable|reliable|adept at|expert in|committed to|believe in|north star)\b/i;
const RESULT = /\d+\s*%|[$£€]\s?\d|\b\d[\d,.]*\s*(?:k|m|million)\b/i;

function isSelfClaim(text: string, section: string): boolean {
  if (!['top', 'summary', 'objective'].includes(section)) return false;
  return SELF_CLAIM.test(text) && !RESULT.test(text);
}

/** A bullet longer than this is quoted sentence by sentence. */
const LONG_BULLET = 300;

export interface Unit {
  /** The quote: a whole bullet, sentence or line of the resume. */
  text: string;
  /**
   * What she says of herself rather than what she did: a run of keywords ("Account Management |
   * Customer Success | Sales") or a claim in a summary ("excellent customer service skills",
   * "proven ability to meet targets"). Real resumes stuff these with every role's words, so
   * they weigh at most CLAIM_WEIGHT and never vote for a role.
   */
  claim: boolean;
  /** The same text with e-mails, web addresses, phone numbers, her name and any intent blanked. */
  masked: string;
  block: Block;
  weight: number;
  /**
   * Her goal in this unit: the objective, or the words from "seeking", "looking for"... on. A
   * unit with any intent is never evidence; its words before the intent still count.
   */
  intent: string | null;
}

export interface SignalMatch {
  signal: Signal;
  unit: Unit;
  /** The words that matched, as they stand in the quote. */
  terms: string[];
}

export interface TitleMatch {
  title: TitleSignal;
  unit: Unit;
  terms: string[];
  /** The title's strength times where it stands (current job, headline, summary). */
  weight: number;
}

const blank = (text: string) => ' '.repeat(text.length);

function mask(text: string, nameWords: RegExp | null): string {
  let out = text.replace(EMAIL, blank).replace(URL, blank).replace(PHONE, blank);
  if (nameWords) out = out.replace(nameWords, blank);
  return out;
}

function nameMatcher(name: string | null): RegExp | null {
  const words = (name ?? '')
    .split(/[^\p{L}'’-]+/u)
    .filter((w) => w.length > 2)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return words.length > 0 ? new RegExp(`\\b(?:${words.join('|')})\\b`, 'gu') : null;
}

function blockWeight(block: Block): number {
  if (block.contact) return 0;
  if (block.section === 'experience' || (block.job && block.section === 'other'))
    return block.job ? block.job.recency : SECTION_WEIGHT.experience;
  return SECTION_WEIGHT[block.section];
}

export function unitsOf(doc: ResumeDocument): Unit[] {
  const nameWords = nameMatcher(doc.name);
  const units: Unit[] = [];
  for (const block of doc.blocks) {
    if (block.contact) continue;
    const split =
      !block.jobLine && !block.headline && (!block.bullet || block.text.length > LONG_BULLET);
    const texts = split ? sentencesOf(block.text) : [block.text];
    for (const text of texts) {
      let masked = mask(text, nameWords);
      // On a job line only the title speaks: an employer's name ("Fieldwise (field-service
      // scheduling software)") or the lines giving employer and dates say nothing about her work.
      if (block.jobLine && block.job) {
        const at = block.job.line === block.text ? text.indexOf(block.job.title) : -1;
        masked =
          at >= 0 && block.job.title
            ? blank(masked.slice(0, at)) +
              masked.slice(at, at + block.job.title.length) +
              blank(masked.slice(at + block.job.title.length))
            : blank(masked);
      }
      let intent: string | null = null;
      let weight = blockWeight(block);
      // "...teacher with 6 years in the classroom, looking to move into customer success": the
      // experience before the intent counts, the intent does not.
      if (['top', 'summary', 'objective', 'other', 'skills'].includes(block.section)) {
        const at = intentStart(masked);
        if (at >= 0) {
          intent = text.slice(at);
          masked = masked.slice(0, at) + blank(masked.slice(at));
          if (masked.trim().split(/\s+/).length < 4) weight = 0;
        }
      }
      // An objective is her goal; a sentence of it that states experience ("I bring 7 years of
      // call-centre work") still counts, a little, but is never quoted.
      if (block.section === 'objective') intent ??= text;
      const claim =
        !block.jobLine &&
        !block.headline &&
        (isKeywordList(masked) || isSelfClaim(masked, block.section));
      if (claim) weight = Math.min(weight, CLAIM_WEIGHT);
      units.push({ text, masked, block, weight, intent, claim });
    }
  }
  return units;
}

/** "No sales quota", "non-sales role", "never cold-called": the words deny what they name. */
const NEGATED = /\b(?:no|not|non|never|without|zero)[\s-]+(?:[a-z]+\s+)?$/i;

function termsOf(patterns: RegExp[], unit: Unit): string[] {
  const terms: string[] = [];
  for (const pattern of patterns) {
    let text = unit.masked;
    // The first occurrence that is not negated.
    for (let tries = 0; tries < 4; tries++) {
      const m = pattern.exec(text);
      if (!m || !m[0].trim()) break;
      if (NEGATED.test(text.slice(Math.max(0, m.index - 16), m.index))) {
        text = text.slice(0, m.index) + blank(m[0]) + text.slice(m.index + m[0].length);
        continue;
      }
      const term = unit.text.slice(m.index, m.index + m[0].length).trim();
      if (term && !terms.includes(term)) terms.push(term);
      break;
    }
  }
  return terms;
}

export function matchSignals(units: Unit[]): SignalMatch[] {
  const matches: SignalMatch[] = [];
  for (const unit of units) {
    if (unit.weight === 0) continue;
    for (const signal of SIGNALS) {
      const terms = termsOf(signal.patterns, unit);
      if (terms.length > 0) matches.push({ signal, unit, terms });
    }
  }
  return matches;
}

/**
 * A title field cut into single titles: "English Teacher & Admission Associate", "Customer Care
 * Agent / Team Coach", "Trainer | Facilitator". An "&" splits only after a whole title
 * ("Learning & Development Specialist" stays one).
 */
function titlePhrases(text: string): { text: string; start: number }[] {
  const phrases: { text: string; start: number }[] = [];
  let start = 0;
  const separator = /\s*(?:\/|\||·|;|,|\s[—–-]\s|\s&\s|\sand\s)\s*/g;
  for (const m of text.matchAll(separator)) {
    const left = text.slice(start, m.index);
    if (/&|and/.test(m[0]) && !TITLE_NOUN.test(left)) continue;
    phrases.push({ text: left, start });
    start = m.index + m[0].length;
  }
  phrases.push({ text: text.slice(start), start });
  return phrases.filter((p) => p.text.trim());
}

/**
 * The title a phrase names: of the title patterns it matches, the one ending last, because a
 * title's head noun comes last ("Contact Centre Trainer" is a trainer, "Sales Enablement
 * Manager" manages enablement).
 */
function headTitle(phrase: string): { title: TitleSignal; start: number; end: number } | null {
  let best: { title: TitleSignal; start: number; end: number } | null = null;
  for (const title of TITLE_SIGNALS) {
    for (const pattern of title.patterns) {
      const m = pattern.exec(phrase);
      if (!m || !m[0].trim()) continue;
      if (NEGATED.test(phrase.slice(Math.max(0, m.index - 16), m.index))) continue;
      const end = m.index + m[0].length;
      if (
        !best ||
        end > best.end ||
        (end === best.end && m.index < best.start) ||
        (end === best.end && m.index === best.start && title.strength > best.title.strength)
      )
        best = { title, start: m.index, end };
    }
  }
  return best;
}

/**
 * Where a title stands: the headline (1), a job line's title (its job's recency), and the opening
 * words of the summary ("Sales Executive with 7 years in logistics", weight 0.9). An employer's
 * name on the job line ("Atlantic Telecom Contact Centre") is not a title.
 */
export function matchTitles(units: Unit[]): TitleMatch[] {
  const matches: TitleMatch[] = [];
  let summaryOpening = true;
  for (const unit of units) {
    const block = unit.block;
    if (unit.weight === 0) continue;
    let where = 0;
    let from = 0;
    let to = unit.masked.length;
    if (block.headline) where = 1;
    else if (block.jobLine && block.job && block.job.line === block.text) {
      const at = block.job.title ? unit.text.indexOf(block.job.title) : -1;
      if (at >= 0) {
        where = unit.weight;
        from = at;
        to = at + block.job.title.length;
      }
    } else if (block.section === 'summary' && summaryOpening) {
      summaryOpening = false;
      const identity =
        /^(.{3,70}?)(?:\s+(?:with|who|of|for|in|and|since)\b|[,(:;.]|\s+[-–—]\s)/.exec(unit.masked);
      if (identity && identity[1]!.split(/\s+/).length <= 8) {
        where = 0.9;
        to = identity[1]!.length;
      }
    }
    if (where === 0) continue;
    for (const phrase of titlePhrases(unit.masked.slice(from, to))) {
      const head = headTitle(phrase.text);
      if (!head) continue;
      const offset = from + phrase.start;
      const term = unit.text.slice(offset + head.start, offset + head.end).trim();
      matches.push({ title: head.title, unit, terms: [term], weight: head.title.strength * where });
    }
  }
  return matches;
}
