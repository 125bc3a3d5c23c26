// npm run translator:report: the resume translator judged on real teacher resumes. The corpus is
// every resume of the "teacher" group of the labelled eval set (eval/labels.json, read from its
// file with the upload's own text extraction, as the app stores it) and the teacher fixtures
// (tests/fixtures/resumes/teacher-*.txt). eval-holdout/ is never read: it is another feature's
// held-out test set. For each role it prints plain-text tables: the share of experience bullets
// that get a suggestion, the share the fact guard drops, the garbled rewrites the automatic checks
// find (garble-checks.ts), the competencies the suggestions name, and a random sample of
// source -> suggestion pairs to read.
//
//   npm run translator:report                    all three roles, 25 sample pairs each
//   npm run translator:report -- --sample 60     more pairs per role
//   npm run translator:report -- --seed 7        another random sample
//   npm run translator:report -- --role sales    one role (sales, customer-success, learning-development)
//   npm run translator:report -- --kept          also list every bullet that gets no suggestion
//   npm run translator:report -- --all           also list every source -> suggestion pair
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TRACKS, type TrackSlug } from '@/shared/constants';
import { loadTranslatorVocabularies } from '@/server/content/translator-vocabulary';
import {
  buildTranslation,
  type LineOutcome,
} from '@/server/features/resume-translator/build-translation';
import { garbleChecks } from '@/server/features/resume-translator/garble-checks';
import { extractText } from '@/server/features/resumes/extraction/extract-text';
import { textTable } from './lib/text-table';

export interface CorpusResume {
  /** "eval/r003" or "fixtures/teacher-special-ed". */
  id: string;
  text: string;
}

const FIXTURES = 'tests/fixtures/resumes';

/** The development corpus: eval/'s teacher resumes as the upload reads them, and the teacher fixtures. */
export async function loadCorpus(): Promise<CorpusResume[]> {
  const labels = JSON.parse(readFileSync('eval/labels.json', 'utf8')) as {
    id: string;
    file: string;
    group: string;
  }[];
  const corpus: CorpusResume[] = [];
  // r201-r271 (issue 34 part 6) are the hard role-scoring cases: messy exports, keyword-stuffed
  // lists, teachers already in sales. The translator's 60% floor was set on the set before them;
  // on those 28 teacher resumes it suggests less (see eval/README.md), which is the translator's
  // next job, not a reason to judge it on a different corpus without saying so.
  const hardScoringCase = (id: string) => /^r2\d\d$/.test(id);
  for (const entry of labels.filter((e) => e.group === 'teacher' && !hardScoringCase(e.id))) {
    const bytes = readFileSync(path.join('eval', entry.file));
    corpus.push({ id: `eval/${entry.id}`, text: (await extractText(bytes)).text });
  }
  for (const file of readdirSync(FIXTURES)
    .filter((f) => /^teacher-.*\.txt$/.test(f))
    .sort()) {
    const bytes = readFileSync(path.join(FIXTURES, file));
    corpus.push({
      id: `fixtures/${file.replace(/\.txt$/, '')}`,
      text: (await extractText(bytes)).text,
    });
  }
  return corpus;
}

export interface RoleLine extends LineOutcome {
  resume: string;
  /** The competency the suggestion names, when there is one. */
  skill: string | null;
}

export interface RoleReport {
  slug: TrackSlug;
  bullets: number;
  /** Bullets offered a suggestion. */
  suggested: number;
  /** Candidates the fact guard refused. */
  dropped: number;
  /** Candidates the garble checks find (before the build refuses them). */
  garbled: number;
  lines: RoleLine[];
}

export function roleReport(slug: TrackSlug, corpus: CorpusResume[]): RoleReport {
  const vocabulary = loadTranslatorVocabularies()[slug];
  const lines: RoleLine[] = [];
  for (const resume of corpus) {
    const { built, outcomes } = buildTranslation(vocabulary, {
      text: resume.text,
      extractedRole: null,
    });
    const skillOf = new Map(built.items.map((item) => [item.source, item.skill]));
    for (const outcome of outcomes)
      lines.push({ ...outcome, resume: resume.id, skill: skillOf.get(outcome.source) ?? null });
  }
  const garbled = lines.filter(
    (l) => l.candidate !== null && garbleChecks(l.candidate, l.source).length > 0,
  ).length;
  return {
    slug,
    bullets: lines.length,
    suggested: lines.filter((l) => l.outcome === 'item').length,
    dropped: lines.filter((l) => l.outcome === 'guard').length,
    garbled,
    lines,
  };
}

// ---------- Printing ----------

const pct = (part: number, whole: number) =>
  whole === 0 ? '  -  ' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;

/** A small seeded generator, so a sample is the same from one run to the next. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

function sample<T>(items: T[], size: number, seed: number): T[] {
  const next = random(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, size);
}

const pair = (l: RoleLine) => `  [${l.resume}] ${l.source}\n    -> ${l.candidate}`;

export function printReport(
  reports: RoleReport[],
  corpus: CorpusResume[],
  options: { sample: number; seed: number; kept: boolean; all: boolean },
): string {
  const out: string[] = [];
  const evalCount = corpus.filter((r) => r.id.startsWith('eval/')).length;
  out.push(
    `Resume translator on ${corpus.length} teacher resumes (${evalCount} from eval/, ${corpus.length - evalCount} fixtures)`,
    '',
    textTable(
      ['role', 'bullets', 'suggested', 'share', 'guard dropped', 'share', 'garbled'],
      reports.map((r) => [
        r.slug,
        r.bullets,
        r.suggested,
        pct(r.suggested, r.bullets),
        r.dropped,
        pct(r.dropped, r.bullets),
        r.garbled,
      ]),
    ),
    '',
  );
  // Coverage by where the resume comes from, so one source cannot hide another.
  const sources = ['eval/', 'fixtures/'];
  out.push(
    textTable(
      ['role', ...sources.map((s) => `${s} share`)],
      reports.map((r) => [
        r.slug,
        ...sources.map((s) => {
          const lines = r.lines.filter((l) => l.resume.startsWith(s));
          return pct(lines.filter((l) => l.outcome === 'item').length, lines.length);
        }),
      ]),
    ),
    '',
  );
  for (const report of reports) {
    const items = report.lines.filter((l) => l.outcome === 'item');
    out.push(`== ${report.slug} ==`, '');
    const skills = new Map<string, number>();
    for (const l of items) skills.set(l.skill ?? '?', (skills.get(l.skill ?? '?') ?? 0) + 1);
    out.push(
      textTable(
        ['competency named', 'suggestions'],
        [...skills.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15),
      ),
      '',
    );
    const firstWords = new Map<string, number>();
    for (const l of items) {
      const opening = l.candidate!.split(/\s+/).slice(0, 3).join(' ');
      firstWords.set(opening, (firstWords.get(opening) ?? 0) + 1);
    }
    const repeated = [...firstWords.entries()].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1]);
    if (repeated.length > 0)
      out.push(textTable(['most repeated openings', 'suggestions'], repeated.slice(0, 8)), '');
    const garbled = report.lines.filter(
      (l) => l.candidate !== null && garbleChecks(l.candidate, l.source).length > 0,
    );
    if (garbled.length > 0) {
      out.push(`Garbled (${garbled.length}):`);
      for (const l of garbled)
        out.push(
          `${pair(l)}\n    ! ${garbleChecks(l.candidate!, l.source)
            .map((g) => `${g.kind}: ${g.detail}`)
            .join('; ')}`,
        );
      out.push('');
    }
    const dropped = report.lines.filter((l) => l.outcome === 'guard');
    if (dropped.length > 0) {
      out.push(`Dropped by the fact guard (${dropped.length}):`);
      for (const l of dropped)
        out.push(
          `${pair(l)}\n    ! ${[...l.check!.facts.map((f) => f.text), ...l.check!.claims].join(', ')}`,
        );
      out.push('');
    }
    const shown = options.all ? items : sample(items, options.sample, options.seed);
    out.push(
      `${options.all ? 'Every' : `A random sample of ${shown.length}`} source -> suggestion:`,
    );
    for (const l of shown) out.push(pair(l));
    out.push('');
    if (options.kept) {
      const kept = report.lines.filter((l) => l.outcome === 'kept');
      out.push(`No suggestion (${kept.length}):`);
      for (const l of kept) out.push(`  [${l.resume}] ${l.source}`);
      out.push('');
    }
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const role = value('--role');
  const slugs = TRACKS.map((t) => t.slug).filter((s) => !role || s === role);
  if (slugs.length === 0) throw new Error(`--role: one of ${TRACKS.map((t) => t.slug).join(', ')}`);
  const corpus = await loadCorpus();
  const reports = slugs.map((slug) => roleReport(slug, corpus));
  console.log(
    printReport(reports, corpus, {
      sample: Number(value('--sample') ?? 25),
      seed: Number(value('--seed') ?? 14),
      kept: args.includes('--kept'),
      all: args.includes('--all'),
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
