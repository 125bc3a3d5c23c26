import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRACKS, type TrackSlug } from '@/shared/constants';
import {
  CaseStudyTrackContentSchema,
  MiniCourseContentSchema,
  wordCount,
  type CaseStudyContent,
  type CaseStudyTrackContent,
  type MiniCourseContent,
} from '@/server/content/content.schemas';
import { CONTENT_DIR } from '@/server/lib/paths';

/**
 * The case studies of each track (content/case-studies/<track>.json, issues 15 and 32: a list of
 * cases per track, at least one Sales case outside education). Every check is a
 * function that returns its problems, run on the real files and, at the end, on broken copies so
 * that each check is shown to fail when it should.
 */

const SLUGS = TRACKS.map((t) => t.slug);

const readJson = (relativePath: string): unknown =>
  JSON.parse(readFileSync(path.join(CONTENT_DIR, relativePath), 'utf8'));

const raw = (slug: TrackSlug) => readJson(`case-studies/${slug}.json`);
const course = (slug: TrackSlug): MiniCourseContent =>
  MiniCourseContentSchema.parse(readJson(`mini-courses/${slug}.json`));
const trackFile = (slug: TrackSlug): CaseStudyTrackContent =>
  CaseStudyTrackContentSchema.parse(raw(slug));
/** Every case of every track, named "track/case-id" for the test titles. */
const CASES = SLUGS.flatMap((slug) =>
  trackFile(slug).cases.map((study) => [`${slug}/${study.id}`, slug, study] as const),
);
const harmonValley = (): CaseStudyContent => trackFile('sales').cases[0]!;

function schemaProblems(slug: TrackSlug, data: unknown): string[] {
  const parsed = CaseStudyTrackContentSchema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  return parsed.data.track === slug ? [] : [`track is ${parsed.data.track}, not ${slug}`];
}

function wordProblems(study: CaseStudyContent): string[] {
  const problems: string[] = [];
  const scenario = wordCount(study.scenario);
  if (scenario < 400 || scenario > 1200) problems.push(`scenario has ${scenario} words`);
  for (const q of study.questions) {
    const words = wordCount(q.modelAnswer);
    if (words < 80 || words > 400) problems.push(`${q.id} model answer has ${words} words`);
  }
  return problems;
}

function duplicateIds(study: CaseStudyContent): string[] {
  const ids = study.questions.map((q) => q.id);
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

function unknownModules(study: CaseStudyContent, mini: MiniCourseContent): number[] {
  const ids = new Set(mini.modules.map((m) => m.id));
  return study.moduleIds.filter(
    (id, index) => !ids.has(id) || study.moduleIds.indexOf(id) !== index,
  );
}

/** The lesson rules: no raw HTML, no images, links only to https (also no bare http:// autolink). */
function markdownProblems(text: string): string[] {
  const problems: string[] = [];
  if (/<\/?[a-z!][^>]*>/i.test(text)) problems.push('raw HTML');
  if (text.includes('![')) problems.push('an image');
  for (const [, url] of text.matchAll(/\]\(\s*([^)\s]*)/g))
    if (!url?.startsWith('https://')) problems.push(`a link to "${url}"`);
  if (/http:\/\//i.test(text)) problems.push('an http:// address');
  return problems;
}

/** A GitHub-flavoured Markdown table: a header row, a delimiter row and at least one body row. */
function hasMarkdownTable(markdown: string): boolean {
  return /^\|.*\|[ \t]*\n\|(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*\n\|.*\|/m.test(markdown);
}

function markdownOf(study: CaseStudyContent): { where: string; text: string }[] {
  return [
    { where: 'scenario', text: study.scenario },
    ...study.questions.flatMap((q) => [
      { where: `${q.id} prompt`, text: q.prompt },
      { where: `${q.id} model answer`, text: q.modelAnswer },
    ]),
    ...study.takeaways.map((text, index) => ({ where: `takeaway ${index + 1}`, text })),
  ];
}

describe('case studies (content/case-studies)', () => {
  it.each(SLUGS)('%s parses with CaseStudyTrackContentSchema and names its own track', (slug) => {
    expect(schemaProblems(slug, raw(slug))).toEqual([]);
  });

  it.each(CASES)(
    '%s has a 400-1,200 word scenario and 80-400 word model answers',
    (_, _slug, study) => {
      expect(wordProblems(study)).toEqual([]);
    },
  );

  it.each(SLUGS)('%s gives every question of every case a distinct id', (slug) => {
    const questions = trackFile(slug).cases.flatMap((study) => study.questions);
    expect(duplicateIds({ ...harmonValley(), questions })).toEqual([]);
  });

  it.each(CASES)('%s names only modules of its own mini-course, once each', (_, slug, study) => {
    expect(unknownModules(study, course(slug))).toEqual([]);
  });

  it.each(CASES)(
    '%s is plain Markdown: no raw HTML, no images, https links only',
    (_, _slug, study) => {
      for (const { where, text } of markdownOf(study))
        expect(markdownProblems(text), where).toEqual([]);
    },
  );

  it.each(CASES)(
    '%s puts at least one Markdown table of data in the scenario',
    (_, _slug, study) => {
      expect(hasMarkdownTable(study.scenario)).toBe(true);
    },
  );

  it('keeps the Harmon Valley district deal first and adds a shorter Sales case outside education', () => {
    const sales = trackFile('sales').cases;
    expect(sales[0]!.id).toBe('harmon-valley');
    const other = sales.slice(1);
    expect(other.length).toBeGreaterThan(0);
    const outside = other.find(
      (study) => !/school|district|classroom|student/i.test(study.summary),
    );
    expect(outside, 'a Sales case that does not sell to schools').toBeDefined();
    expect(outside!.questions.length).toBeLessThan(sales[0]!.questions.length);
    expect(wordCount(outside!.scenario)).toBeLessThan(wordCount(sales[0]!.scenario));
  });
});

describe('the case-study checks catch broken content', () => {
  const good = () => structuredClone(harmonValley());
  const goodFile = () => structuredClone(trackFile('sales'));
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('rejects a file that breaks the schema or names another track', () => {
    expect(schemaProblems('sales', { ...goodFile(), track: 'marketing' })).not.toEqual([]);
    expect(
      schemaProblems('sales', {
        ...goodFile(),
        cases: [{ ...good(), questions: good().questions.slice(0, 2) }],
      }),
    ).not.toEqual([]);
    expect(schemaProblems('sales', { ...goodFile(), cases: [] })).not.toEqual([]);
    expect(schemaProblems('sales', good())).not.toEqual([]); // a bare case, not a list
    expect(schemaProblems('customer-success', goodFile())).toEqual([
      'track is sales, not customer-success',
    ]);
  });

  it('rejects two cases with one id, or a question id two cases share', () => {
    const twice = goodFile();
    twice.cases.push({
      ...good(),
      questions: good().questions.map((q) => ({ ...q, id: `${q.id}-b` })),
    });
    expect(schemaProblems('sales', twice)).toEqual(['cases: duplicate case id']);
    const shared = goodFile();
    shared.cases.push({ ...good(), id: 'another-case' });
    expect(schemaProblems('sales', shared)).toEqual(['cases: duplicate question id']);
  });

  it('rejects a scenario or a model answer outside its word range', () => {
    expect(wordProblems({ ...good(), scenario: words(399) })).toEqual(['scenario has 399 words']);
    expect(wordProblems({ ...good(), scenario: words(1201) })).toEqual(['scenario has 1201 words']);
    const short = good();
    short.questions[0]!.modelAnswer = words(79);
    expect(wordProblems(short)).toEqual([`${short.questions[0]!.id} model answer has 79 words`]);
    const long = good();
    long.questions[1]!.modelAnswer = words(401);
    expect(wordProblems(long)).toEqual([`${long.questions[1]!.id} model answer has 401 words`]);
  });

  it('rejects a repeated question id', () => {
    const study = good();
    study.questions[2]!.id = study.questions[0]!.id;
    expect(duplicateIds(study)).toEqual([study.questions[0]!.id]);
  });

  it('rejects a module id the mini-course does not have, or one named twice', () => {
    expect(unknownModules({ ...good(), moduleIds: [3, 99] }, course('sales'))).toEqual([99]);
    expect(unknownModules({ ...good(), moduleIds: [3, 3] }, course('sales'))).toEqual([3]);
  });

  it('rejects raw HTML, images and links that are not https', () => {
    expect(markdownProblems('Plain **bold** text, a [link](https://example.org).')).toEqual([]);
    expect(markdownProblems('A <b>bold</b> claim')).toEqual(['raw HTML']);
    expect(markdownProblems('Line<br/>break')).toEqual(['raw HTML']);
    expect(markdownProblems('![chart](https://example.org/chart.png)')).toEqual(['an image']);
    expect(markdownProblems('[site](http://example.org)')).toEqual([
      'a link to "http://example.org"',
      'an http:// address',
    ]);
    expect(markdownProblems('[notes](/docs/notes.md)')).toEqual(['a link to "/docs/notes.md"']);
    expect(markdownProblems('See http://example.org')).toEqual(['an http:// address']);
  });

  it('rejects a scenario without a Markdown table', () => {
    const table = '| Month | Logins |\n|---|---|\n| May | 66 |';
    expect(hasMarkdownTable(`Intro.\n\n${table}\n\nAfter.`)).toBe(true);
    expect(hasMarkdownTable('Intro.\n\n| Month | Logins |\n| May | 66 |')).toBe(false);
    expect(hasMarkdownTable('Intro.\n\n| Month | Logins |\n|---|---|\n\nNo rows.')).toBe(false);
    const prose = good().scenario.replace(/^\|.*$/gm, '');
    expect(hasMarkdownTable(prose)).toBe(false);
  });
});
