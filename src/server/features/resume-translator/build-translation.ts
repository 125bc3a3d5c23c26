import { createHash } from 'node:crypto';
import type { TranslationJob, TranslationSkills } from '@/shared/contracts/resume-translator';
import type { CompiledEntry, CompiledVocabulary } from '../../content/translator-vocabulary';
import type {
  StoredReviewBasis,
  StoredTranslationItem,
  StoredTranslationLayout,
} from '../../db/schema/resume-translations';
import { claimShown } from './competency-claims';
import { checkSuggestion, type SuggestionCheck } from '../../core/role-language';
import { distinctPhrases, garbleChecks, type Garble } from './garble-checks';
import { nameOf, parseResumeLayout, type ResumeLayout } from '../../core/resume-model';
import { lineTense, matchingEntries, readLine, type Tense } from '../../core/role-language';
import { finalText } from './translation-view';

/**
 * Builds a translation for one role from her resume text, by rules only: each experience line
 * the vocabulary rewrites becomes an item (checked by the fact guard, dropped if it fails), the
 * rest are kept as written. The summary and the skills are items too (`reviewItems`), rebuilt
 * from what her experience prints each time she decides on a line.
 */

export interface BuiltTranslation {
  /** Holds `review`, what the summary and skill items are rebuilt from. */
  layout: StoredTranslationLayout & { review: StoredReviewBasis };
  /** The experience items, none reviewed. */
  items: StoredTranslationItem[];
  /** Tools and languages as she wrote them; the competencies as first built, for the record. */
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

/** A web or e-mail address: "linkedin.com/in/..." names a site, not a tool she used. */
const ADDRESS =
  /\b(?:https?:\/\/|www\.)\S+|\S+@\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|edu|io|co|us|me)\b\S*/gi;

/**
 * What a line says before a tool she used: a verb or preposition of use ("used", "through",
 * "in"), perhaps an article, perhaps other tools of the same list ("Seesaw, ClassDojo and ").
 */
const USED_BEFORE =
  /(?:^|[^\p{L}])(?:use[ds]?|using|with|via|through|in|on|into|built|created|designed|made|recorded|administered|managed|ran|implemented|adopted|introduced|integrated|piloted|launched|rolled out|migrated(?: [\p{L}-]+){0,3} to|trained(?: [\p{L}-]+){0,3} (?:on|in|to use)|taught(?: [\p{L}-]+){0,3} (?:on|in|to use)|tracked|analy[sz]ed)\s+(?:(?:the|a|an|our|my)\s+)?(?:[\p{L}\p{N}!.+-]+(?:\s+[\p{L}\p{N}!.+-]+){0,2}(?:\s*,\s*|\s*\/\s*|\s+(?:and|or|&)\s+))*$/iu;

/**
 * The tools she names in her skills section, or says she used in a line ("Used Google
 * Classroom…", "newsletters through Seesaw"). Not a site her contact block links to, and not a
 * device she mentions in passing ("a 1:1 Chromebooks classroom"): walk-through m5.
 */
function toolsOf(vocabulary: CompiledVocabulary, layout: ResumeLayout): string[] {
  const listed = layout.skills.map((line) => line.replace(ADDRESS, ' ')).join('\n');
  const lines = [
    ...layout.summary,
    ...layout.objective,
    ...layout.experience.flatMap((job) => job.bullets),
  ].map((line) => line.replace(ADDRESS, ' '));
  const found = vocabulary.toolRegexes
    .filter(({ regex }) => {
      if (regex.test(listed)) return true;
      return lines.some((line) => {
        const global = new RegExp(regex.source, `${regex.flags.replace('g', '')}g`);
        return [...line.matchAll(global)].some((m) => USED_BEFORE.test(line.slice(0, m.index)));
      });
    })
    .map((t) => t.tool);
  // "Follett Destiny" makes "Destiny" redundant.
  return found.filter((tool) => !found.some((other) => other !== tool && other.includes(tool)));
}

type LineReading = StoredReviewBasis['readings'][number];

/** The competencies a line shows, leading first, less any duty its words do not show. */
function evidenceOf(entries: readonly CompiledEntry[], line: string): LineReading['entries'] {
  return entries
    .filter((entry) => claimShown(entry.competency, line))
    .map((entry) => ({ competency: entry.competency, opener: entry.opener === true }));
}

function rankCompetencies(readings: readonly LineReading[]): TranslationSkills['competencies'] {
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

function identityOf(firstHeading: string | undefined, extractedRole: string | null, text: string) {
  const candidates = [extractedRole, firstHeading?.split(/\s+[|—–]\s+|,\s+/)[0]];
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
  // A label is shown beside a line only when the line shows what it claims.
  const labelFor = (competency: string | undefined, line: string) =>
    competency && claimShown(competency, line) ? competency : null;

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
        entries: evidenceOf(evidence.length > 0 ? evidence : leading ? [leading] : [], line),
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
            section: 'experience',
            jobId: block.id,
            source: line,
            generated: translation.suggestion,
            origin: 'rules',
            skill: labelFor(translation.entry.competency, line) ?? '',
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
        skill: labelFor(leading?.competency, line),
        why: leading?.rationale ?? null,
        prompt,
      };
    });
    return { id: block.id, header: block.header, lines };
  });

  // Her listed skills count as evidence of the competencies they name.
  for (const listed of layout.skills.flatMap((line) => line.split(SKILL_SEPARATORS))) {
    const entries = evidenceOf(matchingEntries(vocabulary, listed), listed);
    if (entries.length > 0) readings.push({ jobId: 'skills', line: listed, entries });
  }

  return {
    built: {
      layout: {
        contact: layout.contact,
        name: nameOf(layout),
        jobs,
        education: layout.education,
        certifications: layout.certifications,
        other: layout.other.filter((o) => o.lines.length > 0),
        review: { text: resume.text, extractedRole: resume.extractedRole, readings },
      },
      items,
      skills: {
        competencies: rankCompetencies(readings),
        tools: toolsOf(vocabulary, layout),
        languages: languagesOf(layout),
      },
    },
    contexts,
    outcomes,
  };
}

type SummarySlot = 'opening' | 'strength' | 'closing';

/** Why each summary sentence is there, in her review. */
const SUMMARY_WHY: Record<SummarySlot, string> = {
  opening: 'The first line a recruiter reads: who you are and what you bring, from your resume.',
  strength:
    'Your strongest line, in the wording you accepted for it, or in yours if you have not accepted one.',
  closing: 'Tells the recruiter what you would bring to the role.',
};

/**
 * Three summary sentences, each with the lines of her resume it comes from. The one that quotes
 * a line quotes it as the export prints it (`prints`: her accepted rewrite or her edit, else her
 * own line), so a rewrite she has not accepted never reaches the summary (walk-through M3).
 */
function buildSummary(
  vocabulary: CompiledVocabulary,
  basis: StoredReviewBasis,
  firstJob: TranslationJob | undefined,
  competencies: TranslationSkills['competencies'],
  prints: ReadonlyMap<string, string>,
): { slot: SummarySlot; text: string; sources: string[] }[] {
  const allowed = vocabulary.allowedWords;
  const safe = (sentence: string) => checkSuggestion(sentence, basis.text, allowed).ok;
  // No skill named twice over ("presenting to groups, presenting to external audiences").
  const names = distinctPhrases(competencies.map((c) => lowerFirst(c.name)));
  const identity = identityOf(firstJob?.header[0], basis.extractedRole, basis.text);
  const years = basis.text.match(YEARS_PHRASE)?.[0];
  const shownBy = (list: TranslationSkills['competencies']) => [
    ...new Set(list.flatMap((c) => c.evidence.slice(0, 1))),
  ];

  const parts: { slot: SummarySlot; text: string; sources: string[] }[] = [];
  const opening = (experience: string) =>
    vocabulary.summary.opening
      .replace('{identity}', identity)
      .replace('{experience}', experience)
      .replace('{skills}', listOf(names.slice(0, 3)));
  if (names.length > 0) {
    const withYears = years ? opening(`${years} and `) : null;
    const yearsUsed = withYears !== null && safe(withYears);
    const first = yearsUsed ? withYears : opening('');
    const yearsLine = yearsUsed
      ? basis.text
          .split('\n')
          .map((line) => line.trim())
          .find((line) => line.includes(years!))
      : undefined;
    if (safe(first))
      parts.push({
        slot: 'opening',
        text: first,
        sources: [...(yearsLine ? [yearsLine] : []), ...shownBy(competencies.slice(0, 3))],
      });
  }

  // Her strongest line: one with a number, from her most recent job, showing a top competency.
  const top = new Set(competencies.slice(0, 3).map((c) => c.name));
  const scored = basis.readings
    .filter((r) => r.jobId !== 'skills' && r.entries.length > 0)
    .map((reading, index) => {
      const text = prints.get(reading.line) ?? reading.line;
      return {
        text,
        line: reading.line,
        score:
          (hasNumber(reading.line) ? 2 : 0) +
          (reading.jobId === firstJob?.id ? 1 : 0) +
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
  for (const { text, line } of candidates) {
    const sentence = summarySentence(text);
    if (sentence.length <= 240 && safe(sentence)) {
      parts.push({ slot: 'strength', text: sentence, sources: [line] });
      break;
    }
  }

  const rest = competencies.slice(3, 6);
  const closing = vocabulary.summary.closing.replace(
    '{skills}',
    rest.length > 0 ? listOf(rest.map((c) => lowerFirst(c.name))) : 'this experience',
  );
  if (safe(closing))
    parts.push({
      slot: 'closing',
      text: closing,
      sources: shownBy(rest.length > 0 ? rest : competencies.slice(0, 3)),
    });
  return parts;
}

/**
 * Her summary sentences and skill entries as items to review, built from her resume (`review` in
 * the layout) and what her experience items print now; none reviewed. Empty for a translation
 * built before they were items.
 */
export function reviewItems(
  vocabulary: CompiledVocabulary,
  layout: StoredTranslationLayout,
  experience: readonly StoredTranslationItem[],
): StoredTranslationItem[] {
  const basis = layout.review;
  if (!basis) return [];
  const prints = new Map<string, string>();
  for (const item of experience)
    if (item.section === 'experience' && !prints.has(item.source))
      prints.set(item.source, finalText(item));
  const competencies = rankCompetencies(basis.readings);
  const blank = { origin: 'rules' as const, prompt: null, accepted: null, editedText: null };
  const summary = buildSummary(vocabulary, basis, layout.jobs[0], competencies, prints).map(
    ({ slot, text, sources }): StoredTranslationItem => ({
      ...blank,
      id: `summary-${slot}`,
      section: 'summary',
      jobId: '',
      source: sources.join('\n'),
      generated: text,
      skill: '',
      why: SUMMARY_WHY[slot],
    }),
  );
  const skills = competencies.map(({ name, evidence }): StoredTranslationItem => ({
    ...blank,
    id: `skill-${itemIdFor(`skill ${name}`)}`,
    section: 'skills',
    jobId: '',
    source: evidence.join('\n'),
    generated: name,
    skill: name,
    why: vocabulary.entries.find((entry) => entry.competency === name)?.rationale ?? '',
  }));
  return [...summary, ...skills];
}

/**
 * Her experience items followed by her summary and skill items rebuilt from them. Her decision on
 * a summary or skill item holds while what she decided on is unchanged: the same wording built
 * from the same lines of her resume. When a decision on a line changes a sentence (it quotes the
 * line as it now prints), that sentence is new to her: not reviewed, her edit of it dropped.
 */
export function withReview(
  vocabulary: CompiledVocabulary,
  layout: StoredTranslationLayout,
  experience: readonly StoredTranslationItem[],
  previous: readonly StoredTranslationItem[],
): StoredTranslationItem[] {
  const before = new Map(
    previous.filter((item) => item.section !== 'experience').map((item) => [item.id, item]),
  );
  const allowed = vocabulary.allowedWords;
  const review = reviewItems(vocabulary, layout, experience).map((item) => {
    const old = before.get(item.id);
    if (!old || old.generated !== item.generated || old.source !== item.source) return item;
    if (
      old.editedText !== null &&
      !checkSuggestion(old.editedText, layout.review!.text, allowed).ok
    )
      return item;
    return { ...item, accepted: old.accepted, editedText: old.editedText };
  });
  return [...experience, ...review];
}

/**
 * Experience items keep her decisions from the previous build when their line is unchanged. A
 * rewrite she accepted stays the wording she accepted, even when this build words it differently
 * (a vocabulary or model change): what prints is what she approved.
 */
export function keepDecisions(
  items: StoredTranslationItem[],
  previous: StoredTranslationItem[],
  resumeText: string,
  allowed: readonly string[],
): StoredTranslationItem[] {
  const holds = (text: string) => checkSuggestion(text, resumeText, allowed).ok;
  const before = new Map(
    previous.filter((item) => item.section === 'experience').map((item) => [item.id, item]),
  );
  return items.map((item) => {
    const old = before.get(item.id);
    if (!old || old.source !== item.source) return item;
    if (old.editedText !== null && !holds(old.editedText)) return item;
    const reworded = old.generated !== item.generated;
    if (reworded && old.accepted === true && old.editedText === null) {
      return holds(old.generated)
        ? { ...item, generated: old.generated, origin: old.origin, accepted: true }
        : item;
    }
    return { ...item, accepted: old.accepted, editedText: old.editedText };
  });
}
