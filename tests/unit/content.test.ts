import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRACKS } from '@/shared/constants';
import {
  ASSESSMENT_LAYOUT,
  AssessmentContentSchema,
  MODULE_CHECKS_MIN,
  ModuleCheckSchema,
  YOUTUBE_EMBED,
  lessonMentions,
  teachingProblems,
  wordCount,
} from '@/server/content/content.schemas';
import { loadContent } from '@/server/content/load-content';

const content = loadContent();
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
/** The 24 questions of the spec layout and the extra ones a retake can draw from (issue 15). */
const bankOf = (slug: (typeof TRACKS)[number]['slug']) => [
  ...content.assessments[slug].questions,
  ...content.assessments[slug].extraQuestions,
];

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
      for (const q of bankOf(slug as (typeof TRACKS)[number]['slug'])) {
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

  it.each(TRACKS.map((t) => [t.slug]))(
    '%s: a bank with extra questions holds 20 multiple choice, 10 fill-in and 10 judgment, keys spread',
    (slug) => {
      const assessment = content.assessments[slug as keyof typeof content.assessments];
      if (assessment.extraQuestions.length === 0) return;
      const bank = bankOf(slug as (typeof TRACKS)[number]['slug']);
      const categories = [...new Set(assessment.questions.map((q) => q.category))];
      for (const q of assessment.extraQuestions)
        expect(categories, `${q.id} uses a category of the 24`).toContain(q.category);
      expect(bank.filter((q) => q.type === 'multiple_choice').length).toBeGreaterThanOrEqual(20);
      expect(bank.filter((q) => q.type === 'judgment').length).toBeGreaterThanOrEqual(10);
      expect(bank.filter((q) => q.type === 'fill_blank').length).toBeGreaterThanOrEqual(10);
      const keys = bank.flatMap((q) =>
        q.type === 'multiple_choice' || q.type === 'judgment' ? [q.correctIndex] : [],
      );
      const counts = [0, 1, 2, 3, 4].map((i) => keys.filter((k) => k === i).length);
      expect(
        Math.max(...counts),
        `${slug} keys by position ${counts.join('/')}`,
      ).toBeLessThanOrEqual(Math.ceil(keys.length * 0.35));
    },
  );

  /** Every run of `size` consecutive words, case and punctuation ignored ("don't" is "dont"). */
  const windows = (text: string, size: number): string[] => {
    const words = normalise(text.replace(/[’']/g, '')).split(' ').filter(Boolean);
    return words
      .slice(0, Math.max(0, words.length - size + 1))
      .map((_, i) => words.slice(i, i + size).join(' '));
  };

  it('the check for a repeated sentence finds eight words in a row, whatever the case and punctuation', () => {
    const lesson = new Set(
      windows('A principal says: "Our teachers are exhausted by new tools!"', 8),
    );
    expect(
      windows('our teachers are exhausted, by new tools; really', 8).some((w) => lesson.has(w)),
    ).toBe(false);
    expect(
      windows('She said, "A principal says our teachers are exhausted by new tools."', 8).some(
        (w) => lesson.has(w),
      ),
    ).toBe(true);
  });

  it.each(TRACKS.map((t) => [t.slug]))(
    '%s: no question she answers shares eight words in a row with a lesson, so it tests transfer (issue 32)',
    (slug) => {
      const lessons = new Set(
        content.miniCourses[slug].modules.flatMap((m) => windows(m.lesson ?? '', 8)),
      );
      const repeats = bankOf(slug).flatMap((q) => {
        const shown = [
          q.question,
          ...('options' in q ? q.options : []),
          ...(q.type === 'fill_blank' ? [q.answer, q.expected ?? ''] : []),
        ];
        return shown
          .flatMap((text) => windows(text, 8).filter((w) => lessons.has(w)))
          .map((w) => `${q.id}: "${w}"`);
      });
      expect(repeats).toEqual([]);
    },
  );

  it('never repeats a question across the banks, extra questions included', () => {
    const all = TRACKS.flatMap((t) => bankOf(t.slug).map((q) => normalise(q.question)));
    expect(new Set(all).size).toBe(all.length);
  });

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

  it('embed distinct, well-formed YouTube videos where a module has one (a dropped video leaves none)', () => {
    const links = TRACKS.flatMap((t) =>
      content.miniCourses[t.slug].modules.flatMap((m) => (m.videoLink ? [m.videoLink] : [])),
    );
    expect(links.length).toBeGreaterThanOrEqual(12);
    for (const link of links) expect(link).toMatch(YOUTUBE_EMBED);
    expect(new Set(links.map((l) => l.slice(-11))).size).toBe(links.length);
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

/** Every track's modules teach in writing (issue 18); extra questions are held to the same checks. */
const TAUGHT_IN_WRITING = TRACKS.map((track) => track.slug);
const taught = TAUGHT_IN_WRITING.map((slug) => [slug]);

const modulesOf = (slug: (typeof TRACKS)[number]['slug']) =>
  content.miniCourses[slug].modules.map((m) => ({ ...m, where: `${slug} module ${m.id}` }));

describe('lessons that teach (issue 18)', () => {
  it.each(taught)('%s: every module has a 500-1,200 word lesson', (slug) => {
    for (const m of modulesOf(slug)) {
      expect(m.lesson, `${m.where} lesson`).toEqual(expect.any(String));
      const words = wordCount(m.lesson ?? '');
      expect(words, `${m.where} lesson words`).toBeGreaterThanOrEqual(500);
      expect(words, `${m.where} lesson words`).toBeLessThanOrEqual(1200);
      expect(m.lesson, `${m.where} lesson has a ## heading`).toMatch(/^##\s/m);
    }
  });

  it.each(taught)(
    '%s: lessons are plain Markdown: no raw HTML, no images, https links only',
    (slug) => {
      for (const m of modulesOf(slug)) {
        const lesson = m.lesson ?? '';
        expect(lesson, `${m.where} has raw HTML`).not.toMatch(/<\/?[a-z!][^>]*>/i);
        expect(lesson, `${m.where} has an image`).not.toMatch(/!\[/);
        for (const [, url] of lesson.matchAll(/\]\(([^)\s]+)/g))
          expect(url, `${m.where} link`).toMatch(/^https:\/\//);
      }
    },
  );

  it.each(taught)(
    '%s: every module has 4-12 distinct key terms, each used in its lesson',
    (slug) => {
      for (const m of modulesOf(slug)) {
        const terms = m.keyTerms ?? [];
        expect(terms.length, `${m.where} key terms`).toBeGreaterThanOrEqual(4);
        expect(terms.length, `${m.where} key terms`).toBeLessThanOrEqual(12);
        expect(new Set(terms.map((k) => k.term.toLowerCase())).size, m.where).toBe(terms.length);
        for (const { term, definition } of terms) {
          expect(term.length, `${m.where} "${term}"`).toBeLessThanOrEqual(60);
          expect(definition.length, `${m.where} "${term}" definition`).toBeLessThanOrEqual(300);
          expect(lessonMentions(m.lesson ?? '', term), `${m.where} lesson uses "${term}"`).toBe(
            true,
          );
        }
      }
    },
  );

  it.each(taught)(
    '%s: every practice task has 3-5 rubric criteria and a 120-600 word model answer',
    (slug) => {
      for (const m of modulesOf(slug)) {
        const rubric = m.task.rubric ?? [];
        expect(rubric.length, `${m.where} rubric`).toBeGreaterThanOrEqual(3);
        expect(rubric.length, `${m.where} rubric`).toBeLessThanOrEqual(5);
        for (const criterion of rubric) expect(criterion.length).toBeLessThanOrEqual(200);
        expect(m.task.exemplar, `${m.where} exemplar`).toEqual(expect.any(String));
        const words = wordCount(m.task.exemplar ?? '');
        expect(words, `${m.where} exemplar words`).toBeGreaterThanOrEqual(120);
        expect(words, `${m.where} exemplar words`).toBeLessThanOrEqual(600);
      }
    },
  );

  it.each(taught)(
    '%s: every scored question names the module that teaches it and a key term its lesson uses',
    (slug) => {
      const modules = content.miniCourses[slug].modules;
      for (const q of bankOf(slug)) {
        const scored =
          q.type === 'multiple_choice' || q.type === 'judgment' || q.type === 'fill_blank';
        if (!scored && q.moduleId === undefined && q.concept === undefined) continue;
        const module = modules.find((m) => m.id === q.moduleId);
        expect(module, `${q.id} moduleId ${q.moduleId} is a ${slug} module`).toBeDefined();
        expect(q.concept, `${q.id} concept`).toEqual(expect.any(String));
        const concept = (q.concept ?? '').toLowerCase();
        const terms = (module?.keyTerms ?? []).map((k) => k.term.toLowerCase());
        expect(
          terms,
          `${q.id} concept "${q.concept}" is a key term of module ${q.moduleId}`,
        ).toContain(concept);
        expect(
          lessonMentions(module?.lesson ?? '', concept),
          `${q.id}: module ${q.moduleId}'s lesson teaches "${q.concept}"`,
        ).toBe(true);
      }
    },
  );

  it.each(taught)('%s: teachingProblems finds nothing untaught in the whole bank', (slug) => {
    expect(teachingProblems(content.miniCourses[slug], content.assessments[slug])).toEqual([]);
  });

  it('teaches every scored question of a track somewhere in its course (15 scored per track)', () => {
    for (const slug of TAUGHT_IN_WRITING) {
      const scored = content.assessments[slug].questions.filter(
        (q) => q.type === 'multiple_choice' || q.type === 'judgment',
      );
      expect(scored).toHaveLength(15);
      expect(
        scored.filter((q) => q.moduleId !== undefined && q.concept),
        slug,
      ).toHaveLength(15);
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

  it.each(taught)(
    '%s kit: every interview question comes with a first-person model answer',
    (slug) => {
      for (const q of content.careerKits[slug].interviewQuestions) {
        expect(q.modelAnswer, q.question).toEqual(expect.any(String));
        expect(q.modelAnswer!.length, q.question).toBeLessThanOrEqual(1500);
        expect(wordCount(q.modelAnswer ?? ''), q.question).toBeGreaterThanOrEqual(60);
        expect(q.modelAnswer, `${q.question} in first person`).toMatch(/\b(I|I'm|I've|my)\b/);
      }
    },
  );
});

describe('assessment bank size (audit F3)', () => {
  it.each([
    ['fill_blank', 10],
    ['text', 6],
  ])(
    'refuses a bank without twice the %s questions of an attempt, so a retake could repeat one',
    (type, need) => {
      const raw = JSON.parse(readFileSync('content/assessments/sales.json', 'utf8')) as {
        questions: { type: string }[];
        extraQuestions: { type: string }[];
      };
      expect(AssessmentContentSchema.safeParse(raw).success).toBe(true);
      const inLayout = raw.questions.filter((q) => q.type === type).length;
      const short = {
        ...raw,
        extraQuestions: raw.extraQuestions
          .filter((q) => q.type !== type)
          .concat(raw.extraQuestions.filter((q) => q.type === type).slice(0, need - inLayout - 1)),
      };
      const parsed = AssessmentContentSchema.safeParse(short);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message).join()).toContain(
        `at least ${need} ${type} questions`,
      );
    },
  );
});

describe('module knowledge checks (walkthrough m6)', () => {
  const checks = TRACKS.flatMap((t) =>
    content.miniCourses[t.slug].modules.flatMap((m) =>
      m.checks.map((check) => ({ ...check, slug: t.slug, module: m })),
    ),
  );

  it('gives each of the 16 modules at least two checks, with ids unique across the courses', () => {
    for (const t of TRACKS) {
      for (const m of content.miniCourses[t.slug].modules) {
        expect(m.checks.length, `${t.slug} module ${m.id}`).toBeGreaterThanOrEqual(
          MODULE_CHECKS_MIN,
        );
      }
    }
    expect(new Set(checks.map((c) => c.id)).size).toBe(checks.length);
  });

  it('gives every check one key inside its options and an explanation per option', () => {
    for (const check of checks) {
      expect(check.options.length, check.id).toBeGreaterThanOrEqual(3);
      expect(check.options.length, check.id).toBeLessThanOrEqual(4);
      expect(Number.isInteger(check.correctIndex), check.id).toBe(true);
      expect(check.correctIndex, check.id).toBeGreaterThanOrEqual(0);
      expect(check.correctIndex, check.id).toBeLessThan(check.options.length);
      expect(check.explanations, check.id).toHaveLength(check.options.length);
      expect(new Set(check.options.map(normalise)).size, `${check.id} repeats an option`).toBe(
        check.options.length,
      );
      // The right option's explanation says so and every wrong one says why not, so a
      // wrong answer never reads like the key.
      check.explanations.forEach((explanation, index) => {
        if (index === check.correctIndex) expect(explanation, check.id).toMatch(/^Right\./);
        else expect(explanation, `${check.id} option ${index}`).not.toMatch(/^Right\./);
        expect(explanation.split(/\s+/).length, check.id).toBeGreaterThanOrEqual(8);
      });
    }
  });

  it('tests a term the module’s own lesson teaches', () => {
    for (const check of checks) {
      expect(
        lessonMentions(check.module.lesson ?? '', check.concept),
        `${check.id}: module ${check.module.id}'s lesson uses "${check.concept}"`,
      ).toBe(true);
    }
  });

  it('never repeats an assessment question or its set of options, so a check cannot leak the assessment', () => {
    const bank = TRACKS.flatMap((t) => bankOf(t.slug));
    const questions = new Set(bank.map((q) => normalise(q.question)));
    const optionSets = new Set(
      bank.flatMap((q) => ('options' in q ? [q.options.map(normalise).sort().join('|')] : [])),
    );
    const options = new Set(bank.flatMap((q) => ('options' in q ? q.options.map(normalise) : [])));
    for (const check of checks) {
      expect(questions.has(normalise(check.question)), check.id).toBe(false);
      expect(optionSets.has(check.options.map(normalise).sort().join('|')), check.id).toBe(false);
      // A short answer such as "16" or "Level 3" may well appear in both; a sentence may not.
      for (const option of check.options.filter((o) => o.split(/\s+/).length >= 4))
        expect(options.has(normalise(option)), `${check.id}: "${option}"`).toBe(false);
    }
  });

  it('refuses a check whose key is outside its options or that lacks an explanation per option', () => {
    const good = content.miniCourses.sales.modules[0]!.checks[0]!;
    expect(ModuleCheckSchema.safeParse(good).success).toBe(true);
    expect(
      ModuleCheckSchema.safeParse({ ...good, correctIndex: good.options.length }).success,
    ).toBe(false);
    expect(
      ModuleCheckSchema.safeParse({ ...good, explanations: good.explanations.slice(1) }).success,
    ).toBe(false);
  });
});
