import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRACKS, type TrackSlug } from '@/shared/constants';
import { MiniCourseContentSchema, wordCount } from '@/server/content/content.schemas';
import { loadContent } from '@/server/content/load-content';

/**
 * Issue 32, items 5 and 6: the content review's fixes (2026-11-27), the videos, "Your offer and
 * your first 90 days" in every kit and a paragraph per module on how AI tools change the work.
 */
const content = loadContent();
const modules = TRACKS.flatMap((t) =>
  content.miniCourses[t.slug].modules.map((m) => ({
    ...m,
    track: t.slug,
    where: `${t.slug} ${m.id}`,
  })),
);
const exemplars = modules.map((m) => ({ where: m.where, text: m.task.exemplar ?? '' }));
const caseAnswers = TRACKS.flatMap((t) =>
  content.caseStudies[t.slug].cases
    .flatMap((study) => study.questions)
    .map((q) => ({
      where: `${t.slug} case ${q.id}`,
      text: q.modelAnswer,
    })),
);
/** Every string in a JSON value, with where it is. */
function strings(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${where}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${where}.${k}`));
  return [];
}
const allText = [
  ...strings(content.miniCourses, 'mini-courses'),
  ...strings(content.caseStudies, 'case-studies'),
  ...strings(content.careerKits, 'career-kits'),
  ...strings(content.assessments, 'assessments'),
];

/** The module rows of content/mini-courses/VIDEOS.md, keyed "<track> <module>". */
const TRACK_LABEL: Record<string, TrackSlug> = {
  Sales: 'sales',
  'Customer Success': 'customer-success',
  'L&D': 'learning-development',
};
const videoRows = new Map(
  readFileSync('content/mini-courses/VIDEOS.md', 'utf8')
    .split('\n')
    .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|')))
    .filter((cells) => cells.length > 8 && TRACK_LABEL[cells[1]!] && /^\d+$/.test(cells[2]!))
    .map((cells) => [
      `${TRACK_LABEL[cells[1]!]} ${cells[2]}`,
      { id: cells[3]!.replace(/`/g, ''), title: cells[4]!, sources: cells[6]! },
    ]),
);
/** Distinct places a row cites: repository files, search-index files and web pages. */
const citedSources = (where: string) =>
  new Set(where.match(/`[\w.-]+\/[\w.-]+:[^`]+`|index files? \d+|https:\/\/[^\s)`;,]+/g) ?? [])
    .size;

describe('module videos (content review §6, issue 32)', () => {
  it('lists every module in VIDEOS.md: a video under its id and title with two cited sources, a dropped one as none', () => {
    for (const m of modules) {
      const row = videoRows.get(m.where);
      expect(row, `${m.where} has a row in VIDEOS.md`).toBeDefined();
      if (!m.videoLink) {
        expect(row!.id, m.where).toBe('none');
        continue;
      }
      expect(row!.id, m.where).toBe(m.videoLink.slice(-11));
      expect(row!.title, m.where).toBe(m.videoTitle);
      expect(citedSources(row!.sources), `${m.where} sources`).toBeGreaterThanOrEqual(2);
    }
  });

  it('drops the four tangential videos the review named (CS 1 and 3, L&D 1 and 5)', () => {
    const tangential = ['SFnMTHhKdkw', 'R1vskiVDwl4', '4sZdcB6bjI8', '81Ub0SMxZQo'];
    for (const m of modules) expect(tangential, m.where).not.toContain(m.videoLink?.slice(-11));
    for (const where of ['customer-success 1', 'customer-success 3', 'learning-development 1'])
      expect(modules.find((m) => m.where === where)!.why, where).not.toMatch(/\bvideo\b/i);
  });

  it('refuses a module with a video link but no title or channel', () => {
    const course = structuredClone(content.miniCourses.sales);
    delete course.modules[0]!.videoTitle;
    const parsed = MiniCourseContentSchema.safeParse(course);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/title, link and channel, or none/);
    const none = structuredClone(content.miniCourses.sales);
    const { videoTitle, videoLink, videoChannel, ...rest } = none.modules[0]!;
    expect([videoTitle, videoLink, videoChannel].every(Boolean)).toBe(true);
    none.modules[0] = rest;
    expect(MiniCourseContentSchema.safeParse(none).success).toBe(true);
  });
});

describe('how AI tools change the work (issue 32)', () => {
  it('gives every module its own plain paragraph of 60-150 words about AI tools', () => {
    const seen = new Set<string>();
    for (const m of modules) {
      const words = wordCount(m.aiToday);
      expect(words, `${m.where} aiToday words`).toBeGreaterThanOrEqual(60);
      expect(words, `${m.where} aiToday words`).toBeLessThanOrEqual(150);
      expect(m.aiToday, m.where).toMatch(/\bAI\b/);
      expect(m.aiToday, `${m.where} is plain text`).not.toMatch(/[<>*#[\]]/);
      const opening = m.aiToday.split(/\s+/).slice(0, 8).join(' ');
      expect(seen.has(opening), `${m.where} repeats another module's paragraph`).toBe(false);
      seen.add(opening);
    }
  });
});

const REMEMBER_VERBS = ['identify', 'list', 'define', 'recall', 'name', 'state', 'recognize'];

describe('the content review’s findings stay fixed (2026-11-27)', () => {
  it('F1: the CS 5 summary gives expansion and net growth their own numbers', () => {
    const lesson = modules.find((m) => m.where === 'customer-success 5')!.lesson!;
    expect(lesson).toContain('Expansion added 15% of starting ARR');
    expect(lesson).toContain('NRR 105%');
    expect(lesson).not.toMatch(/Expansion grew[^.]*by 5%/);
  });

  it('F2: nothing calls contraction "not churn" (it counts in gross revenue churn)', () => {
    for (const { where, text } of allText)
      expect(text, where).not.toMatch(/contraction,? not churn/i);
  });

  it('F3: a line labelled Analyze, Evaluate or Create never uses a Remember-level verb', () => {
    let labelled = 0;
    for (const { where, text } of [...exemplars, ...caseAnswers])
      for (const [, level, verb] of text.matchAll(
        /\*{1,2}(Analyze|Evaluate|Create):\*{1,2}[^*\n]*\*\*([A-Za-z]+)\*\*/g,
      )) {
        labelled++;
        expect(REMEMBER_VERBS, `${where}: ${level} uses "${verb}"`).not.toContain(
          verb!.toLowerCase(),
        );
      }
    expect(labelled).toBeGreaterThanOrEqual(3);
  });

  it('F4: psychological safety is not called Edmondson’s own term', () => {
    for (const { where, text } of allText) expect(text, where).not.toMatch(/Edmondson's term/);
  });

  it('ends every module’s model answer with why it works', () => {
    for (const { where, text } of exemplars) expect(text, where).toMatch(/\*Why this works:\*/);
  });

  it('keeps every "under N words" promise in a model answer, heading to next heading', () => {
    let promises = 0;
    for (const { where, text } of exemplars)
      for (const [heading, limit, body] of text.matchAll(
        /^\*\*[^*\n]*under (\d+) words[^*\n]*\*\*\n([\s\S]*?)(?=^\*\*|$(?![\s\S]))/gm,
      )) {
        promises++;
        expect(wordCount(body!), `${where} ${heading}`).toBeLessThan(Number(limit));
      }
    expect(promises).toBeGreaterThanOrEqual(1);
  });

  it('CS 4: the district renewal timeline counts its days right and sends the proposal 120+ days out', () => {
    const exemplar = modules.find((m) => m.where === 'customer-success 4')!.task.exemplar!;
    expect(exemplar).toMatch(/renews July 1/);
    const renewal = Date.UTC(2027, 6, 1);
    const entries = [...exemplar.matchAll(/\*\*(\w+) (\d+) \((\d+) days\):\*\*([^\n]*)/g)];
    expect(entries.length).toBeGreaterThanOrEqual(4);
    for (const [line, month, day, days] of entries) {
      const date = Date.parse(`${month} ${day}, 2027 UTC`);
      expect((renewal - date) / 86_400_000, line).toBe(Number(days));
    }
    const proposal = entries.find(([, , , , rest]) => /proposal/.test(rest!));
    expect(
      Number(proposal?.[3]),
      'days before renewal the proposal goes out',
    ).toBeGreaterThanOrEqual(120);
    expect(Math.max(...entries.map(([, , , days]) => Number(days)))).toBeGreaterThanOrEqual(150);
  });

  it('L&D 5: the portfolio model answer is shown in full (four storyboard screens, no "shortened")', () => {
    for (const { where, text } of exemplars) {
      expect(text, where).not.toMatch(/shortened here/i);
      expect(text, where).not.toMatch(/\b(one|two|three) of (four|five) screens\b/i);
    }
    const exemplar = modules.find((m) => m.where === 'learning-development 5')!.task.exemplar!;
    const screens = exemplar.match(/^\| [1-9] \|/gm) ?? [];
    expect(screens).toHaveLength(4);
    const caseStudy = exemplar.slice(
      exemplar.indexOf('*Problem:*'),
      exemplar.indexOf('*Why this works'),
    );
    expect(wordCount(caseStudy)).toBeGreaterThanOrEqual(200);
  });
});
