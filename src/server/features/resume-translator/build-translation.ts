import { createHash } from 'node:crypto';
import type { TranslationJob, TranslationSkills } from '@/shared/contracts/resume-translator';
import type { CompiledEntry, CompiledVocabulary } from '../../content/translator-vocabulary';
import type {
  StoredTranslationItem,
  StoredTranslationLayout,
} from '../../db/schema/resume-translations';
import { checkSuggestion, type SuggestionCheck } from './fact-guard';
import { garbleChecks, type Garble } from './garble-checks';
import { nameOf, parseResumeLayout, type ResumeLayout } from '../resumes';
import { lineTense, matchingEntries, readLine, type Tense } from './translate-line';

/**
 * Builds a translation for one role from her resume text, by rules only: each experience line
 * the vocabulary rewrites becomes an item (checked by the fact guard, dropped if it fails), the
 * rest are kept as written; then a summary and a skills section from the same evidence.
 */

export interface BuiltTranslation {
  layout: StoredTranslationLayout;
  items: StoredTranslationItem[];
  summary: string;
  skills: TranslationSkills;
}

/** Where an item's facts are checked: its own line and the heading lines of its job. */
export interface ItemContext {
  itemId: string;
  /** The heading lines of its job and the line itself. */
  reference: string;
}

const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|dozens?|hundreds|thousands)\b/i;
export const hasNumber = (line: string) => /\d/.test(line) || NUMBER_WORD.test(line);

/** A stable id for a line: the same words give the same id in a later upload. */
export function itemIdFor(source: string): string {
  const normal = source
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$]+/gu, ' ')
    .trim();
  return createHash('sha256').update(normal).digest('base64url').slice(0, 12);
}

function lowerFirst(label: string): string {
  // Keep acronyms and names as they are ("QBRs", "IEP"); lower an ordinary first word.
  return /^[A-Z](?:[a-z]|-[a-z])/.test(label)
    ? label.charAt(0).toLowerCase() + label.slice(1)
    : label;
}

function listOf(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

function thirdPerson(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[;:,]+$/, '');
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Verbs resume lines open with in the present tense ("Manage the help desk"). */
const PRESENT_VERBS = new Set(
  (
    'administer advise answer apply assist build call check coach co-design co-facilitate co-lead ' +
    'co-plan co-teach co-write collaborate collect complete coordinate create deliver design ' +
    'develop facilitate field follow gather handle help hold host keep lead log maintain manage ' +
    'match meet mentor migrate monitor onboard organize own partner plan prepare present provide ' +
    'represent resolve run send serve sort supervise support survey teach track train tutor use ' +
    'welcome work write'
  ).split(' '),
);

/** A resume line as a summary sentence: present-tense openers become third person ("Runs..."). */
function summarySentence(line: string): string {
  const sentence = asSentence(line);
  if (lineTense(sentence) === 'past') return sentence;
  // "Design and facilitate training" -> "Designs and facilitates training".
  return sentence.replace(
    /^([A-Za-z-]+)(\s+and\s+([a-z-]+))?/,
    (whole, first: string, compound: string | undefined, second: string | undefined) => {
      if (!PRESENT_VERBS.has(first.toLowerCase())) return whole;
      const rest =
        compound && second && PRESENT_VERBS.has(second)
          ? ` and ${thirdPerson(second)}`
          : (compound ?? '');
      return `${thirdPerson(first)}${rest}`;
    },
  );
}

/** "16 years in education", "11 years in the classroom": how she states her experience, verbatim. */
const YEARS_PHRASE =
  /\b(?:\d{1,2}\+?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) (?:\+ )?years? (?:of |in |as an? )?(?:[\w-]+ ){0,3}?(?:experience|teaching|education|the classroom|classrooms|schools|public schools|k-12)\b/i;

const SKILL_SEPARATORS = /\s*(?:[·•|;]|,(?![^(]*\)))\s*/;
const LANGUAGES =
  /^(?:English|Spanish|French|German|Italian|Portuguese|Arabic|Mandarin|Chinese|Cantonese|Japanese|Korean|Vietnamese|Tagalog|Hindi|Urdu|Bengali|Punjabi|Russian|Ukrainian|Polish|Somali|Swahili|Haitian Creole|Hmong|Farsi|Persian|Turkish|Greek|Hebrew|ASL|American Sign Language)\b/;

function languagesOf(layout: ResumeLayout): string[] {
  const found: string[] = [];
  const lines = [...layout.contact, ...layout.skills, ...layout.other.flatMap((o) => o.lines)];
  for (const line of lines) {
    const labelled = line.match(/^(?:languages?|bilingual)\s*:\s*(.+)$/i);
    const parts = labelled
      ? labelled[1]!.split(/\s*(?:[,/·;]|\band\b)\s*/)
      : line.split(SKILL_SEPARATORS);
    for (const raw of parts) {
      const part = raw.trim();
      const isLanguage =
        LANGUAGES.test(part) ||
        (labelled !== null &&
          LANGUAGES.test(part.replace(/^(?:conversational|fluent|basic)\s+/i, '')));
      if (part && part.length <= 40 && isLanguage && !found.includes(part)) found.push(part);
    }
  }
  // "Spanish" says less than "Spanish (native)": keep the fuller one.
  return found.filter(
    (language) => !found.some((other) => other !== language && other.startsWith(`${language} (`)),
  );
}

function toolsOf(vocabulary: CompiledVocabulary, text: string): string[] {
  const found = vocabulary.toolRegexes.filter((t) => t.regex.test(text)).map((t) => t.tool);
  // "Follett Destiny" makes "Destiny" redundant.
  return found.filter((tool) => !found.some((other) => other !== tool && other.includes(tool)));
}

interface LineReading {
  jobId: string;
  line: string;
  entries: CompiledEntry[];
  /** Kept as she wrote it (no item). */
  kept: boolean;
}

function rankCompetencies(readings: LineReading[]): TranslationSkills['competencies'] {
  const byName = new Map<
    string,
    { name: string; evidence: string[]; weight: number; first: number }
  >();
  readings.forEach((reading, index) => {
    const seen = new Set<string>();
    reading.entries.forEach((entry, position) => {
      if (seen.has(entry.competency)) return;
      seen.add(entry.competency);
      const current = byName.get(entry.competency) ?? {
        name: entry.competency,
        evidence: [],
        weight: 0,
        first: index,
      };
      // A line's leading competency counts fully; what it also shows, or a verb alone ("Ran",
      // "Taught"), is weaker evidence.
      current.weight += position === 0 ? (entry.opener ? 0.5 : 1) : 0.25;
      if (current.evidence.length < 2) current.evidence.push(reading.line);
      byName.set(entry.competency, current);
    });
  });
  return [...byName.values()]
    .sort((a, b) => b.weight - a.weight || a.first - b.first)
    .slice(0, 10)
    .map(({ name, evidence }) => ({ name, evidence }));
}

function identityOf(layout: ResumeLayout, extractedRole: string | null, text: string): string {
  const candidates = [extractedRole, layout.experience[0]?.header[0]?.split(/\s+[|—–]\s+|,\s+/)[0]];
  for (const candidate of candidates) {
    const role = candidate?.trim();
    if (role && role.length <= 70 && text.toLowerCase().includes(role.toLowerCase())) return role;
  }
  return 'Educator';
}

/** What became of one experience line (for `npm run translator:report` and the tests). */
export interface LineOutcome {
  jobId: string;
  source: string;
  /** What the vocabulary wrote, before the fact guard and the garble checks; null: nothing. */
  candidate: string | null;
  /** `item`: offered to her; `kept`: nothing to say; the rest: a candidate that was refused. */
  outcome: 'item' | 'kept' | 'guard' | 'garbled';
  check: SuggestionCheck | null;
  garbles: Garble[];
}

/** A job that runs to the present is written in the present; one with dates that ended, in the past. */
export function jobTense(heading: string): Tense | undefined {
  if (/\b(?:present|current|now|today)\b/i.test(heading)) return 'present';
  if (/\b(?:19|20)\d{2}\b/.test(heading)) return 'past';
  return undefined;
}

export interface BuildInput {
  text: string;
  extractedRole: string | null;
}

export function buildTranslation(
  vocabulary: CompiledVocabulary,
  resume: BuildInput,
): {
  built: BuiltTranslation;
  contexts: ItemContext[];
  outcomes: LineOutcome[];
} {
  const layout = parseResumeLayout(resume.text);
  const allowed = vocabulary.allowedWords;
  const items: StoredTranslationItem[] = [];
  const contexts: ItemContext[] = [];
  const readings: LineReading[] = [];
  const usedIds = new Map<string, number>();
  const outcomes: LineOutcome[] = [];

  const jobs: TranslationJob[] = layout.experience.map((block) => {
    const heading = block.header.join('\n');
    const tense = jobTense(heading);
    const lines: TranslationJob['lines'] = block.bullets.map((line) => {
      const { translation, matched: entries } = readLine(vocabulary, line, tense ? { tense } : {});
      const leading = translation?.entry ?? entries[0];
      // Evidence for the skills section: what the line is about, or only its verb when nothing else.
      const evidence =
        leading && !leading.opener ? [leading, ...entries.filter((e) => e !== leading)] : entries;
      readings.push({
        jobId: block.id,
        line,
        entries: evidence.length > 0 ? evidence : leading ? [leading] : [],
        kept: !translation,
      });
      const prompt = leading?.prompt && !hasNumber(line) ? leading.prompt : null;
      const outcome: LineOutcome = {
        jobId: block.id,
        source: line,
        candidate: translation?.suggestion ?? null,
        outcome: 'kept',
        check: null,
        garbles: [],
      };
      outcomes.push(outcome);
      if (translation) {
        const reference = `${heading}\n${line}`;
        const check = checkSuggestion(translation.suggestion, reference, allowed, line);
        // A rewrite that reads as broken English is refused like one that invents a fact.
        const garbles = garbleChecks(translation.suggestion, line);
        Object.assign(outcome, { check, garbles });
        outcome.outcome = !check.ok ? 'guard' : garbles.length > 0 ? 'garbled' : 'item';
        if (outcome.outcome === 'item') {
          const base = itemIdFor(line);
          const seen = usedIds.get(base) ?? 0;
          usedIds.set(base, seen + 1);
          const id = seen === 0 ? base : `${base}-${seen + 1}`;
          items.push({
            id,
            jobId: block.id,
            source: line,
            generated: translation.suggestion,
            origin: 'rules',
            skill: translation.entry.competency,
            why: translation.entry.rationale,
            prompt,
            accepted: null,
            editedText: null,
          });
          contexts.push({ itemId: id, reference });
          return { kind: 'item' as const, itemId: id };
        }
      }
      return {
        kind: 'kept' as const,
        text: line,
        skill: leading?.competency ?? null,
        why: leading?.rationale ?? null,
        prompt,
      };
    });
    return { id: block.id, header: block.header, lines };
  });

  // Her listed skills count as evidence of the competencies they name.
  for (const listed of layout.skills.flatMap((line) => line.split(SKILL_SEPARATORS))) {
    const entries = matchingEntries(vocabulary, listed);
    if (entries.length > 0) readings.push({ jobId: 'skills', line: listed, entries, kept: true });
  }

  const competencies = rankCompetencies(readings);
  const skills: TranslationSkills = {
    competencies,
    tools: toolsOf(vocabulary, resume.text),
    languages: languagesOf(layout),
  };
  const summary = buildSummary(vocabulary, resume, layout, items, readings, competencies);

  return {
    built: {
      layout: {
        contact: layout.contact,
        name: nameOf(layout),
        jobs,
        education: layout.education,
        certifications: layout.certifications,
        other: layout.other.filter((o) => o.lines.length > 0),
      },
      items,
      summary,
      skills,
    },
    contexts,
    outcomes,
  };
}

function buildSummary(
  vocabulary: CompiledVocabulary,
  resume: BuildInput,
  layout: ResumeLayout,
  items: StoredTranslationItem[],
  readings: LineReading[],
  competencies: TranslationSkills['competencies'],
): string {
  const allowed = vocabulary.allowedWords;
  const safe = (sentence: string) => checkSuggestion(sentence, resume.text, allowed).ok;
  const names = competencies.map((c) => lowerFirst(c.name));
  const identity = identityOf(layout, resume.extractedRole, resume.text);
  const years = resume.text.match(YEARS_PHRASE)?.[0];

  const sentences: string[] = [];
  const opening = (experience: string) =>
    vocabulary.summary.opening
      .replace('{identity}', identity)
      .replace('{experience}', experience)
      .replace('{skills}', listOf(names.slice(0, 3)));
  if (names.length > 0) {
    const withYears = years ? opening(`${years} and `) : null;
    const first = withYears && safe(withYears) ? withYears : opening('');
    if (safe(first)) sentences.push(first);
  }

  // Her strongest line: one with a number, from her most recent job, showing a top competency;
  // our rewrite when there is one, else her line as she wrote it.
  const firstJob = layout.experience[0]?.id;
  const top = new Set(competencies.slice(0, 3).map((c) => c.name));
  const byLine = new Map(items.map((item) => [item.source, item.generated]));
  const scored = readings
    .filter((r) => r.jobId !== 'skills' && r.entries.length > 0)
    .map((reading, index) => {
      const text = byLine.get(reading.line) ?? reading.line;
      return {
        text,
        score:
          (hasNumber(reading.line) ? 2 : 0) +
          (reading.jobId === firstJob ? 1 : 0) +
          (top.has(reading.entries[0]!.competency) ? 1 : 0) +
          (!reading.entries[0]!.opener ? 0.5 : 0) +
          (text.length >= 60 && text.length <= 220 ? 1 : 0) -
          index / 1000,
      };
    })
    .sort((a, b) => b.score - a.score);
  // One sentence, in the summary's voice: no line that holds two sentences or speaks as "I".
  const fits = (text: string) =>
    !/[.!?]\s+["“(]?[A-Z0-9]/.test(text.replace(/[.!?]+$/, '')) &&
    !/\b(?:I|my|me|we|our|us)\b/.test(text);
  const candidates = [...scored.filter((c) => fits(c.text)), ...scored];
  for (const { text } of candidates) {
    const sentence = summarySentence(text);
    if (sentence.length <= 240 && safe(sentence)) {
      sentences.push(sentence);
      break;
    }
  }

  const rest = names.slice(3, 6);
  const closing = vocabulary.summary.closing.replace(
    '{skills}',
    rest.length > 0 ? listOf(rest) : 'this experience',
  );
  if (safe(closing)) sentences.push(closing);
  return sentences.join(' ');
}

/** Items keep her decisions from the previous build when their line is unchanged. */
export function keepDecisions(
  items: StoredTranslationItem[],
  previous: StoredTranslationItem[],
  resumeText: string,
  allowed: readonly string[],
): StoredTranslationItem[] {
  const before = new Map(previous.map((item) => [item.id, item]));
  return items.map((item) => {
    const old = before.get(item.id);
    if (!old || old.source !== item.source) return item;
    const editStillHolds =
      old.editedText !== null && checkSuggestion(old.editedText, resumeText, allowed).ok;
    if (old.editedText !== null && !editStillHolds) return item;
    return { ...item, accepted: old.accepted, editedText: old.editedText };
  });
}
