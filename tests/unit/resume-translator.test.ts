import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRACKS, type TrackSlug } from '@/shared/constants';
import {
  compileVocabulary,
  loadTranslatorVocabularies,
  TranslatorVocabularySchema,
  type TranslatorVocabulary,
} from '@/server/content/translator-vocabulary';
import { translatePhrase } from '@/server/features/resume-translator';
import {
  buildTranslation,
  hasNumber,
  itemIdFor,
  keepDecisions,
} from '@/server/features/resume-translator/build-translation';
import { checkSuggestion } from '@/server/features/resume-translator/fact-guard';
import { parseResumeLayout } from '@/server/features/resume-translator/resume-layout';
import { translateLine } from '@/server/features/resume-translator/translate-line';
import { extractText } from '@/server/features/resumes/extraction/extract-text';
import { makeDocx, makePdf } from '../helpers/resume-files';

const FIXTURES = 'tests/fixtures/resumes';
const vocabularies = loadTranslatorVocabularies();
const SLUGS = TRACKS.map((t) => t.slug);
const teacherFixtures = readdirSync(FIXTURES).filter((f) => f.startsWith('teacher-'));
const allFixtures = readdirSync(FIXTURES).filter((f) => f.endsWith('.txt'));
const read = (file: string) => readFileSync(path.join(FIXTURES, file), 'utf8');
const raw = (slug: TrackSlug): TranslatorVocabulary =>
  TranslatorVocabularySchema.parse(
    JSON.parse(readFileSync(`content/translator/${slug}.json`, 'utf8')),
  );

describe('the vocabulary (content/translator)', () => {
  it.each(SLUGS)('%s has at least 40 topical entries, all sound', (slug) => {
    const vocabulary = vocabularies[slug];
    expect(vocabulary.entries.filter((e) => !e.opener).length).toBeGreaterThanOrEqual(40);
    expect(new Set(vocabulary.entries.map((e) => e.id)).size).toBe(vocabulary.entries.length);
  });

  /** What teacher resumes say: every track must have something to say about each. */
  const TEACHER_PHRASES = [
    ['lesson planning', 'Plan lessons around what adults actually need'],
    ['differentiation', 'Differentiated instruction for 32 students across 4 reading levels'],
    ['IEP/504', 'Wrote IEPs and followed 504 accommodations'],
    ['parent conferences', 'Held parent-teacher conferences with 50+ families'],
    ['parent communication', 'Sent a weekly newsletter to families'],
    ['assessment data', 'Used MAP Growth data to plan interventions'],
    ['data meetings', 'Ran weekly grade-level data meetings'],
    ['PLCs', 'Facilitated our math PLC every week'],
    ['curriculum writing', 'Wrote the 8th grade science curriculum units'],
    ['coaching peers', 'Coached new teachers through coaching cycles'],
    ['mentoring', 'Mentored two first-year teachers'],
    ['running events', 'Organized the spring science fair'],
    ['fundraising', 'Ran the school fundraiser and recruited sponsors'],
    ['enrolment and admissions', 'Led campus tours for prospective families'],
    ['ed-tech tools', 'Moved my course into Canvas with modules and quizzes'],
    ['classroom management', 'Classroom management with PBIS and CHAMPS'],
    ['grading', 'Graded essays with common rubrics'],
    ['committees', 'Member of the school improvement committee'],
    ['tutoring', 'Tutored struggling readers after school'],
    ['training colleagues', 'Led professional development workshops for 30 teachers'],
    ['new-teacher onboarding', 'Ran the new-teacher orientation program'],
    ['English learners', 'Supported 40 English learners'],
    ['remote teaching', 'Moved my class to remote instruction'],
    ['presenting', 'Presented at the state reading conference'],
    ['surveys and feedback', 'Collected exit surveys after every session'],
  ] as const;

  it.each(SLUGS)('%s covers what teacher resumes say', (slug) => {
    const vocabulary = vocabularies[slug];
    const uncovered = TEACHER_PHRASES.filter(
      ([, line]) =>
        !vocabulary.entries.some((entry) =>
          entry.regexes.some((regex) => {
            regex.lastIndex = 0;
            return regex.test(line);
          }),
        ),
    ).map(([topic]) => topic);
    expect(uncovered).toEqual([]);
  });

  /** The hiring language each role is screened on, somewhere in its rewrites, skills or reasons. */
  const ROLE_LANGUAGE: Record<TrackSlug, string[]> = {
    sales: ['pipeline', 'prospecting', 'discovery', 'objection', 'quota', 'closing', 'conversion'],
    'customer-success': [
      'onboarding',
      'adoption',
      'retention',
      'stakeholder',
      'QBR',
      'renewal',
      'escalat',
    ],
    'learning-development': [
      'needs analysis',
      'instructional design',
      'facilitat',
      'evaluation',
      'ADDIE',
      'Kirkpatrick',
      'e-learning',
    ],
  };
  it.each(SLUGS)('%s speaks its role language', (slug) => {
    const text = vocabularies[slug].entries
      .map((e) => `${e.rewrite} ${e.competency} ${e.rationale}`)
      .join(' ')
      .toLowerCase();
    for (const term of ROLE_LANGUAGE[slug]) expect(text, term).toContain(term.toLowerCase());
  });

  it.each(SLUGS)(
    '%s rewrites and skill names carry no fact: no digit or spelled-out number',
    (slug) => {
      for (const entry of vocabularies[slug].entries) {
        const literal = entry.rewrite.replace(/\{[^}]*\}/g, ' ');
        expect(hasNumber(literal), `${entry.id}: ${entry.rewrite}`).toBe(false);
        expect(hasNumber(entry.competency), `${entry.id}: ${entry.competency}`).toBe(false);
      }
    },
  );

  it('refuses a file whose patterns break, whose templates invent a group or carry a number', () => {
    const good = raw('sales');
    const broken = (change: Partial<TranslatorVocabulary['entries'][number]>) => ({
      ...good,
      entries: [{ ...good.entries[0]!, ...change }, ...good.entries.slice(1)],
    });
    expect(() => compileVocabulary(broken({ patterns: ['(unclosed'] }))).toThrow(
      /does not compile/,
    );
    expect(() => compileVocabulary(broken({ rewrite: 'led {nothing}' }))).toThrow(
      /not a named group/,
    );
    expect(() => compileVocabulary(broken({ rewrite: 'raised $5,000' }))).toThrow(/digit/);
    expect(() => compileVocabulary(broken({ patterns: ['x?'] }))).toThrow(/empty line/);
    expect(() =>
      compileVocabulary({ ...good, entries: [...good.entries, good.entries[0]!] }),
    ).toThrow(/id used twice/);
  });
});

describe('parseResumeLayout', () => {
  it('reads the contact block, each job with its heading lines, and the other sections', () => {
    const layout = parseResumeLayout(read('teacher-cs-edtech-rollout.txt'));
    expect(layout.contact[0]).toBe('PRIYA RAMAN, M.Ed.');
    expect(layout.experience.map((j) => j.header[0])).toEqual([
      'Technology Integration Coach',
      '5th Grade Teacher',
    ]);
    expect(layout.experience[0]!.bullets).toHaveLength(7);
    expect(layout.education).toHaveLength(2);
    expect(layout.certifications).toHaveLength(3);
    expect(layout.skills[0]).toContain('Schoology administration');
  });

  it('splits jobs whose heading is one line with pipes, and titles with no title word', () => {
    expect(parseResumeLayout(read('teacher-ld-esl-adult-ed.txt')).experience).toHaveLength(5);
    const warehouse = parseResumeLayout(read('no-signal-warehouse.txt'));
    expect(warehouse.experience.map((j) => j.header[0])).toEqual([
      'Forklift Operator',
      'Line Cook',
      'Dishwasher / Prep Cook',
    ]);
    expect(warehouse.certifications).toHaveLength(3);
  });

  it('joins a bullet wrapped onto a second line, and reads a resume with no headings', () => {
    const layout = parseResumeLayout(
      'Ana Ruiz\nana@example.test\n\n- Held parent conferences with 40\nfamilies each term\n- Taught 5th grade math',
    );
    expect(layout.contact).toEqual(['Ana Ruiz', 'ana@example.test']);
    expect(layout.experience[0]!.bullets).toEqual([
      'Held parent conferences with 40 families each term',
      'Taught 5th grade math',
    ]);
  });
});

describe('parseResumeLayout on text read from uploaded files', () => {
  it.each([
    'teacher-ld-esl-adult-ed.txt',
    'teacher-special-ed.txt',
    'teacher-cs-parent-liaison.txt',
  ])('%s as a PDF or a DOCX gives the same jobs and bullets as the text', async (file) => {
    const text = read(file);
    const expected = parseResumeLayout(text).experience;
    for (const bytes of [await makePdf(text), await makeDocx(text)]) {
      const layout = parseResumeLayout((await extractText(bytes)).text);
      expect(layout.experience.map((job) => job.bullets)).toEqual(
        expected.map((job) => job.bullets),
      );
      expect(layout.experience).toHaveLength(expected.length);
    }
  });

  it('puts a heading wrapped inside its dates back together', () => {
    const layout = parseResumeLayout(
      'EXPERIENCE\nESL Teacher | River Oaks Elementary | Aug 2020\n- Present\n- Taught 48 learners\n\nEnglish Teacher | Busan | 2012\n- 2014\n- Taught 500 students',
    );
    expect(layout.experience.map((job) => job.header)).toEqual([
      ['ESL Teacher | River Oaks Elementary | Aug 2020 – Present'],
      ['English Teacher | Busan | 2012 – 2014'],
    ]);
  });
});

describe('translateLine', () => {
  const sales = vocabularies.sales;
  const cs = vocabularies['customer-success'];
  const ld = vocabularies['learning-development'];
  const bullet =
    'Held parent conferences twice a year with 98% attendance; sent weekly newsletters through Seesaw.';

  it('rewrites one bullet differently for Sales and Customer Success, keeping her facts', () => {
    const s = translateLine(sales, bullet)!;
    const c = translateLine(cs, bullet)!;
    expect(s.suggestion).not.toBe(c.suggestion);
    for (const t of [s, c]) {
      expect(t.suggestion).toContain('98%');
      expect(t.suggestion).toContain('Seesaw');
      expect(t.suggestion).not.toBe(bullet);
    }
    expect(c.suggestion).toMatch(/progress-review meetings with parents/);
    expect(c.entry.competency).toBe('Stakeholder reviews');
  });

  it('follows her tense', () => {
    expect(translateLine(cs, 'Welcome new families with a school tour')!.suggestion).toMatch(
      /^Onboard new families/,
    );
    expect(translateLine(cs, 'Welcomed new families with a school tour')!.suggestion).toMatch(
      /^Onboarded new families/,
    );
  });

  it('turns a quarterly review with a principal into a QBR for Customer Success only', () => {
    const line = 'Meet with each principal every quarter to review usage';
    expect(translateLine(cs, line)!.suggestion).toBe(
      'Run quarterly business reviews (QBRs) with each principal to review usage',
    );
    expect(translateLine(sales, line)!.suggestion).not.toContain('QBR');
  });

  it('calls curriculum writing design for L&D, and never claims more than she did', () => {
    expect(translateLine(ld, 'Wrote 6–12 ELA curriculum maps')!.suggestion).toBe(
      'Designed 6–12 ELA curriculum maps',
    );
    // Co-led stays co-led: no vocabulary entry may upgrade it.
    const coLed = 'Co-led the district Chromebook rollout';
    for (const slug of SLUGS) {
      const t = translateLine(vocabularies[slug], coLed);
      expect(t?.suggestion ?? coLed).toMatch(/^Co-led/);
    }
  });

  it('leaves a line with nothing to translate alone', () => {
    expect(
      translateLine(sales, 'Worked full time while completing my MLIS in the evenings.'),
    ).toBeNull();
    // "students" -> "learners" alone is too small a change to suggest.
    expect(translateLine(ld, 'AP Biology students averaged 78%.')).toBeNull();
  });

  it('translatePhrase gives the analysis a rewrite, its competency and why', () => {
    expect(
      translatePhrase('customer-success', 'Led parent-teacher conferences for 120 families'),
    ).toEqual({
      suggestion: 'Led progress-review meetings with parents for 120 families',
      skill: 'Stakeholder reviews',
      why: expect.stringContaining('CSMs'),
    });
    expect(translatePhrase('sales', 'Loaded trailers at the dock')).toBeNull();
  });
});

/** Words a rewrite may capitalise that are vocabulary, not facts about her. */
function vocabularyWords(slug: TrackSlug): Set<string> {
  return new Set(vocabularies[slug].allowedWords);
}

/** An independent check of one suggestion: its numbers from her line, its names from her resume. */
function invented(suggestion: string, source: string, resume: string, slug: TrackSlug): string[] {
  const problems: string[] = [];
  for (const number of suggestion.match(/\d[\d,.]*/g) ?? []) {
    if (!source.includes(number.replace(/[.,]$/, ''))) problems.push(number);
  }
  const resumeLower = resume.toLowerCase();
  const allowed = vocabularyWords(slug);
  for (const sentence of suggestion.split(/(?<=[.;:])\s+/)) {
    sentence
      .split(/\s+/)
      .slice(1)
      .map((token) => token.replace(/^[("'“]+|[)"'”.,;:!?]+$/g, ''))
      .filter((token) => /^[A-Z]/.test(token))
      .forEach((name) => {
        if (!resumeLower.includes(name.toLowerCase()) && !allowed.has(name.toLowerCase()))
          problems.push(name);
      });
  }
  return problems;
}

describe.each(SLUGS)('buildTranslation for %s on every fixture resume', (slug) => {
  const vocabulary = vocabularies[slug];

  it.each(allFixtures)(
    '%s: no suggestion carries a number, name or tool her resume lacks',
    (file) => {
      const text = read(file);
      const { built } = buildTranslation(vocabulary, { text, extractedRole: null });
      for (const item of built.items) {
        expect(invented(item.generated, item.source, text, slug), item.generated).toEqual([]);
        expect(checkSuggestion(item.generated, text, vocabulary.allowedWords, item.source).ok).toBe(
          true,
        );
        expect(item.generated).not.toBe(item.source);
        if (item.prompt) expect(hasNumber(item.source)).toBe(false);
      }
      // The summary and the skills come from her evidence only.
      expect(invented(built.summary, text, text, slug)).toEqual([]);
      expect(checkSuggestion(built.summary, text, vocabulary.allowedWords).ok).toBe(true);
      for (const tool of built.skills.tools) expect(text).toContain(tool);
      for (const language of built.skills.languages) expect(text).toContain(language);
    },
  );

  it.each(teacherFixtures)('%s: every bullet is kept as written or translated', (file) => {
    const text = read(file);
    const layout = parseResumeLayout(text);
    const { built } = buildTranslation(vocabulary, { text, extractedRole: null });
    const bullets = layout.experience.flatMap((job) => job.bullets);
    const shown = built.layout.jobs.flatMap((job) =>
      job.lines.map((line) =>
        line.kind === 'kept' ? line.text : built.items.find((i) => i.id === line.itemId)!.source,
      ),
    );
    expect(shown).toEqual(bullets);
    expect(built.items.length).toBeGreaterThanOrEqual(1);
    expect(built.summary.split(/(?<=\.)\s+(?=[A-Z0-9])/).length).toBeGreaterThanOrEqual(2);
    expect(built.skills.competencies.length).toBeGreaterThanOrEqual(2);
  });

  it('translates at least 40% of the lines of the teacher resumes', () => {
    let bullets = 0;
    let items = 0;
    for (const file of teacherFixtures) {
      const text = read(file);
      bullets += parseResumeLayout(text).experience.flatMap((job) => job.bullets).length;
      items += buildTranslation(vocabulary, { text, extractedRole: null }).built.items.length;
    }
    expect(items / bullets).toBeGreaterThanOrEqual(0.4);
  });
});

describe('buildTranslation', () => {
  it('translates every line that uses classroom jargon', () => {
    const jargon =
      /\b(?:IEPs?|PLC|parent(?:-teacher)? conferences|differentiat|professional development|newsletters?|exit surveys|small groups|coaching cycles|re-enrollment)\b/i;
    for (const file of teacherFixtures) {
      const text = read(file);
      for (const slug of SLUGS) {
        const { built } = buildTranslation(vocabularies[slug], { text, extractedRole: null });
        const kept = built.layout.jobs.flatMap((j) => j.lines).filter((l) => l.kind === 'kept');
        const missed = kept
          .map((l) => (l.kind === 'kept' ? l.text : ''))
          .filter((line) => jargon.test(line) && !/^(?:Students'|AP |First-year)/.test(line));
        expect(missed, `${file} ${slug}: ${missed.join(' | ')}`).toEqual([]);
      }
    }
  });

  it('writes a three-sentence summary from her own words', () => {
    const text = read('teacher-ld-pd-leader.txt');
    const { built } = buildTranslation(vocabularies['learning-development'], {
      text,
      extractedRole: 'Secondary Literacy Instructional Coach',
    });
    const sentences = built.summary.split(/(?<=\.)\s+(?=[A-Z])/);
    expect(sentences).toHaveLength(3);
    expect(sentences[0]).toMatch(
      /^Secondary Literacy Instructional Coach with 16 years in education and hands-on experience in /,
    );
    expect(sentences[2]).toMatch(/to a Learning & Development team\.$/);
  });

  it('lists her tools as she spells them and her languages as she lists them', () => {
    const { built } = buildTranslation(vocabularies['customer-success'], {
      text: read('teacher-cs-parent-liaison.txt'),
      extractedRole: null,
    });
    expect(built.skills.tools).toEqual(expect.arrayContaining(['ParentSquare', 'Synergy']));
    expect(built.skills.languages).toContain('Spanish (native)');
    expect(built.skills.languages).not.toContain('Spanish');
  });

  it('gives a line the same id in a later upload, and keeps her decisions for unchanged lines', () => {
    const text = read('teacher-generic-elementary.txt');
    const vocabulary = vocabularies['customer-success'];
    const first = buildTranslation(vocabulary, { text, extractedRole: null }).built.items;
    const decided = first.map((item, i) => ({
      ...item,
      accepted: i % 2 === 0,
      editedText: i === 0 ? 'Ran twice-yearly progress reviews with parents' : null,
    }));
    const changed = text.replace(
      'Hold parent conferences twice a year',
      'Hold parent conferences three times a year',
    );
    const second = buildTranslation(vocabulary, { text: changed, extractedRole: null }).built.items;
    const kept = keepDecisions(second, decided, changed, vocabulary.allowedWords);
    for (const item of kept) {
      const before = decided.find((d) => d.id === item.id);
      if (before) {
        expect(item.accepted).toBe(before.accepted);
        expect(item.editedText).toBe(before.editedText);
      } else {
        expect(item.source).toContain('three times a year');
        expect(item.accepted).toBeNull();
      }
    }
    expect(kept.filter((item) => item.accepted === null)).toHaveLength(1);
    expect(itemIdFor('Held parent conferences.')).toBe(itemIdFor('held  parent conferences'));
  });

  it('drops her old edit when the new resume no longer backs its facts', () => {
    const vocabulary = vocabularies.sales;
    const text = read('teacher-generic-elementary.txt');
    const items = buildTranslation(vocabulary, { text, extractedRole: null }).built.items;
    const edited = [
      { ...items[0]!, accepted: true, editedText: 'Taught 22–24 students in Seesaw' },
    ];
    const without = text.replace(/Seesaw/g, 'ClassDojo');
    const again = buildTranslation(vocabulary, { text: without, extractedRole: null }).built.items;
    const kept = keepDecisions(again, edited, without, vocabulary.allowedWords);
    const same = kept.find((item) => item.id === items[0]!.id);
    expect(same?.editedText ?? null).toBeNull();
  });

  it('builds a resume in milliseconds', () => {
    const text = read('teacher-ld-esl-adult-ed.txt');
    const started = performance.now();
    for (const slug of SLUGS) buildTranslation(vocabularies[slug], { text, extractedRole: null });
    expect((performance.now() - started) / 3).toBeLessThan(250);
  });
});
