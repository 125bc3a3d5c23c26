import { describe, expect, it } from 'vitest';
import { TRACKS } from '@/shared/constants';
import { ASSESSMENT_LAYOUT, YOUTUBE_EMBED } from '@/server/content/content.schemas';
import { loadContent } from '@/server/content/load-content';

const content = loadContent();
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

describe('assessments (content/assessments)', () => {
  it.each(TRACKS.map((t) => [t.slug]))('%s has 24 questions in the spec positions', (slug) => {
    const assessment = content.assessments[slug as keyof typeof content.assessments];
    expect(assessment.questions.map((q) => q.type)).toEqual(ASSESSMENT_LAYOUT);
    expect(
      ASSESSMENT_LAYOUT.filter((t) => t === 'multiple_choice' || t === 'judgment'),
    ).toHaveLength(15);
    const scale = assessment.questions[23]!;
    expect(scale).toMatchObject({ type: 'scale', min: 1, max: 5 });
  });

  it.each(TRACKS.map((t) => [t.slug]))('%s groups questions under 4-6 categories', (slug) => {
    const categories = new Set(
      content.assessments[slug as keyof typeof content.assessments].questions.map(
        (q) => q.category,
      ),
    );
    expect(categories.size).toBeGreaterThanOrEqual(4);
    expect(categories.size).toBeLessThanOrEqual(6);
  });

  it.each(TRACKS.map((t) => [t.slug]))(
    '%s: every scored question has options, a valid key and a real explanation',
    (slug) => {
      for (const q of content.assessments[slug as keyof typeof content.assessments].questions) {
        if (q.type !== 'multiple_choice' && q.type !== 'judgment') continue;
        expect(q.options.length, q.id).toBeGreaterThanOrEqual(3);
        expect(new Set(q.options.map(normalise)).size, `${q.id} repeats an option`).toBe(
          q.options.length,
        );
        expect(q.correctIndex, q.id).toBeLessThan(q.options.length);
        expect(q.explanation.split(/\s+/).length, `${q.id} explanation`).toBeGreaterThanOrEqual(20);
      }
    },
  );

  it.each(TRACKS.map((t) => [t.slug]))(
    '%s spreads correct answers across positions (no "always B")',
    (slug) => {
      const keys = content.assessments[slug as keyof typeof content.assessments].questions.flatMap(
        (q) => (q.type === 'multiple_choice' || q.type === 'judgment' ? [q.correctIndex] : []),
      );
      const counts = [0, 1, 2, 3].map((i) => keys.filter((k) => k === i).length);
      expect(Math.max(...counts)).toBeLessThanOrEqual(6);
    },
  );

  it('has 72 distinct questions across the three assessments', () => {
    const all = TRACKS.flatMap((t) =>
      content.assessments[t.slug].questions.map((q) => normalise(q.question)),
    );
    expect(all).toHaveLength(72);
    expect(new Set(all).size).toBe(72);
  });

  it('gives fill-in questions a tip that does not give the answer away', () => {
    for (const t of TRACKS) {
      for (const q of content.assessments[t.slug].questions) {
        if (q.type !== 'fill_blank') continue;
        expect(q.question, q.id).toContain('_____');
        expect(normalise(q.expected), q.id).not.toContain(normalise(q.answer));
      }
    }
  });
});

describe('mini-courses (content/mini-courses)', () => {
  it('have 6, 5 and 5 modules numbered from 1', () => {
    expect(TRACKS.map((t) => content.miniCourses[t.slug].modules.length)).toEqual([6, 5, 5]);
    for (const t of TRACKS)
      expect(content.miniCourses[t.slug].modules.map((m) => m.id)).toEqual(
        content.miniCourses[t.slug].modules.map((_, i) => i + 1),
      );
  });

  it('use the decided colours: sales blue, customer success green, L&D purple', () => {
    expect(TRACKS.map((t) => content.miniCourses[t.slug].color)).toEqual([
      'blue',
      'green',
      'purple',
    ]);
    expect(TRACKS.map((t) => content.assessments[t.slug].color)).toEqual([
      'blue',
      'green',
      'purple',
    ]);
  });

  it('embed 16 distinct, well-formed YouTube videos', () => {
    const links = TRACKS.flatMap((t) =>
      content.miniCourses[t.slug].modules.map((m) => m.videoLink),
    );
    expect(links).toHaveLength(16);
    for (const link of links) expect(link).toMatch(YOUTUBE_EMBED);
    expect(new Set(links.map((l) => l.slice(-11))).size).toBe(16);
  });

  it('give every module a goal, a reason and a practice task with a reflection prompt', () => {
    for (const t of TRACKS) {
      for (const m of content.miniCourses[t.slug].modules) {
        expect(m.why.split(/\s+/).length, `${t.slug} ${m.id}`).toBeGreaterThanOrEqual(25);
        expect(m.task.instructions.split(/\s+/).length).toBeGreaterThanOrEqual(30);
        expect(m.task.reflection).toMatch(/\?$/);
      }
    }
  });
});

describe('catalogue and career kits', () => {
  it('prices every course at $29 with at least five learning objectives', () => {
    expect(content.courses.map((c) => [c.id, c.price])).toEqual([
      [6, 2900],
      [7, 2900],
      [8, 2900],
    ]);
    for (const c of content.courses) expect(c.learningObjectives.length).toBeGreaterThanOrEqual(5);
  });

  it('gives every kit a full 30-60-90 plan, translated bullets, interview answers, a glossary and https links', () => {
    for (const t of TRACKS) {
      const kit = content.careerKits[t.slug];
      expect(kit.role).toBe(t.roleName);
      expect(kit.resumeBullets.length).toBeGreaterThanOrEqual(8);
      expect(kit.interviewQuestions.length).toBeGreaterThanOrEqual(8);
      expect(kit.glossary.length).toBeGreaterThanOrEqual(15);
      for (const link of [...kit.certifications, ...kit.communities, ...kit.freeResources])
        expect(link.url).toMatch(/^https:\/\//);
    }
  });
});
