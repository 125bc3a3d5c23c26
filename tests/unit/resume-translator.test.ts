import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRACKS, type TrackSlug } from '@/shared/constants';
import {
  compileVocabulary,
  loadTranslatorVocabularies,
  type CompiledVocabulary,
  TranslatorVocabularySchema,
  type TranslatorVocabulary,
} from '@/server/content/translator-vocabulary';
import { translatePhrase } from '@/server/core/role-language';
import {
  buildTranslation,
  hasNumber,
  itemIdFor,
  keepDecisions,
  reviewItems,
  type BuiltTranslation,
} from '@/server/features/resume-translator/build-translation';
import { checkSuggestion } from '@/server/core/role-language/fact-guard';
import { garbleChecks } from '@/server/features/resume-translator/garble-checks';
import { parseResumeLayout } from '@/server/core/resume-model';
import { translateLine } from '@/server/core/role-language/translate-line';
import { extractText } from '@/server/features/resumes/extraction/extract-text';
import { makeDocx, makePdf } from '../helpers/resume-files';
import {
  loadCorpus,
  roleReport,
  type CorpusResume,
  type RoleReport,
} from '../../scripts/translator-report';

const FIXTURES = 'tests/fixtures/resumes';
const vocabularies = loadTranslatorVocabularies();
const SLUGS = TRACKS.map((t) => t.slug);
const teacherFixtures = readdirSync(FIXTURES).filter((f) => f.startsWith('teacher-'));
const allFixtures = readdirSync(FIXTURES).filter((f) => f.endsWith('.txt'));
const read = (file: string) => readFileSync(path.join(FIXTURES, file), 'utf8');
/** Her summary as built before any review: its sentences in order. */
const summaryOf = (vocabulary: CompiledVocabulary, built: BuiltTranslation) =>
  reviewItems(vocabulary, built.layout, built.items)
    .filter((item) => item.section === 'summary')
    .map((item) => item.generated)
    .join(' ');
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

  it('writes {{PARTS}} out from parts.json, and refuses a part nobody defined', () => {
    const good = raw('sales');
    const entry = {
      ...good.entries[0]!,
      frame: undefined,
      rewrite: '{match}',
      patterns: ['\\b{{NOPE}}\\b'],
    };
    expect(() =>
      compileVocabulary({ ...good, entries: [entry, ...good.entries.slice(1)] }),
    ).toThrow(/\{\{NOPE\}\} is not a known part/);
    const withPart = compileVocabulary({
      ...good,
      parts: { HALL: '(?:hall|hallway)' },
      entries: [{ ...entry, patterns: ['\\bmy {{HALL}}\\b'] }, ...good.entries.slice(1)],
    });
    expect(withPart.entries[0]!.regexes[0]!.source).toBe('\\bmy (?:hall|hallway)\\b');
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

  it('splits a bullet a PDF joined onto the one above, and reads achievements as experience', () => {
    const layout = parseResumeLayout(
      'Ana Ruiz\nana@example.test\n\nSKILLS\nExcel\n\nSALES ACHIEVEMENTS\n- Sold $9,000 of ads\n\nEXPERIENCE\n- 7th grade math teacher, San Antonio ISD, 2016 - Present\n- Lead the re-enrollment campaign; 91% stayed. • Welcome new families each term.\n-. Caseload of 40 families\n> plan and run PLC meetings',
    );
    expect(layout.skills).toEqual(['Excel']);
    expect(layout.experience.map((job) => [job.header, job.bullets])).toEqual([
      [['SALES ACHIEVEMENTS'], ['Sold $9,000 of ads']],
      [
        ['7th grade math teacher, San Antonio ISD, 2016 - Present'],
        [
          'Lead the re-enrollment campaign; 91% stayed.',
          'Welcome new families each term.',
          'Caseload of 40 families',
          'plan and run PLC meetings',
        ],
      ],
    ]);
  });

  it("joins what a scan or a hard wrap split: a heading, a word, a bullet's last year", () => {
    const layout = parseResumeLayout(
      'EXPERIENCE\nELL Teacher, Peel District School Board (Applewood Hei-\nghts SS) 2018 - present\nTeach ESL levels B-D to newcomer students\nMain contact for families: explain sch-\nool systems\n- Ranked top 3 of 25 counselors in\n2020\n- Tracked every lead',
    );
    expect(layout.experience).toHaveLength(1);
    expect(layout.experience[0]!.header).toEqual([
      'ELL Teacher, Peel District School Board (Applewood Heights SS) 2018 - present',
    ]);
    expect(layout.experience[0]!.bullets).toEqual([
      'Teach ESL levels B-D to newcomer students',
      'Main contact for families: explain school systems',
      'Ranked top 3 of 25 counselors in 2020',
      'Tracked every lead',
    ]);
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
      'Designed 6–12 ELA curriculum maps, sequencing objectives, practice and assessment',
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

describe('the lines teachers write most, in each role', () => {
  /** Her line, then what each role makes of it: verb first, her numbers and names, the role's words. */
  const LINES: [string, Record<TrackSlug, string>][] = [
    [
      'Teach 7th and 8th grade math to 150 students a year',
      {
        // Taught, never "presented": a class is not a presentation (walk-through m5).
        sales:
          'Teach 7th and 8th grade math to 150 students a year, making the case for new ideas to a room every day',
        'customer-success':
          "Support a caseload of 150 students a year in 7th and 8th grade math, tracking each learner's progress and stepping in early when someone falls behind",
        'learning-development':
          'Deliver instruction in 7th and 8th grade math to 150 learners a year, planning each lesson around clear objectives and checking what was learned',
      },
    ],
    [
      'Presented "Desmos for Every Classroom" at ISTE 2023 and NCCAT 2024',
      {
        sales:
          'Presented "Desmos for Every Classroom" to external audiences at ISTE 2023 and NCCAT 2024',
        'customer-success':
          'Delivered the session "Desmos for Every Classroom" to a peer audience at ISTE 2023 and NCCAT 2024',
        'learning-development':
          'Designed and presented the professional-learning session "Desmos for Every Classroom" at ISTE 2023 and NCCAT 2024',
      },
    ],
    [
      'Led 10 after-school Google Workspace workshops for staff; 85 teachers attended',
      {
        sales:
          'Presented 10 after-school Google Workspace workshops for staff, winning the room over to a new way of working; 85 teachers attended',
        'customer-success':
          'Led 10 after-school Google Workspace user-training workshops for staff; 85 teachers attended',
        'learning-development':
          'Facilitated 10 after-school Google Workspace workshops for staff (adult learners), adapting pace and examples to a room of adult learners; 85 teachers attended',
      },
    ],
    [
      'Troubleshoot devices and accounts for teachers on my hall',
      {
        sales:
          'Serve as the go-to technical resource on devices and accounts for teachers on my hall',
        'customer-success':
          'Provide first-line technical support on devices and accounts for teachers on my hall',
        'learning-development':
          'Provide just-in-time support on devices and accounts for teachers on my hall',
      },
    ],
    [
      'Communicate weekly with families through Remind',
      {
        sales: 'Run weekly relationship-building outreach to families through Remind',
        'customer-success':
          'Maintain weekly stakeholder communication with families through Remind',
        'learning-development': 'Send weekly stakeholder updates to families through Remind',
      },
    ],
    [
      'Make 40 parent phone calls a week',
      {
        sales: 'Make 40 outbound calls to parents a week',
        'customer-success': 'Make 40 check-in calls to parents a week',
        'learning-development': 'Hold 40 stakeholder conversations with parents by phone a week',
      },
    ],
    [
      // Was "Prepare and deliver lessons in lessons for 140 students".
      'Plan and teach lessons for 140 students',
      {
        sales:
          'Plan and teach lessons for 140 students, making the case for new ideas to a room every day',
        'customer-success':
          "Plan and teach lessons for a caseload of 140 students, tracking each learner's progress and stepping in early when someone falls behind",
        'learning-development':
          'Design and deliver lessons for 140 learners, checking what was learned against clear objectives',
      },
    ],
  ];

  it.each(LINES.flatMap(([line, bySlug]) => SLUGS.map((slug) => [slug, line, bySlug[slug]])))(
    '%s: "%s"',
    (slug, line, expected) => {
      const vocabulary = vocabularies[slug as TrackSlug];
      const suggestion = translateLine(vocabulary, line)?.suggestion;
      expect(suggestion).toBe(expected);
      // Sound English, her facts only, her numbers and names all kept.
      expect(garbleChecks(suggestion!, line)).toEqual([]);
      expect(checkSuggestion(suggestion!, line, vocabulary.allowedWords, line).ok).toBe(true);
      for (const fact of line.match(/\d[\d,]*|"[^"]+"|\b[A-Z][a-z]+[A-Z]?\w*(?: [A-Z]\w+)+/g) ?? [])
        expect(suggestion).toContain(fact);
    },
  );

  it('follows the tense of her job when her line has no verb', () => {
    const cs = vocabularies['customer-success'];
    const line = 'Caseload of 85 students with IEPs and their families';
    expect(translateLine(cs, line, { tense: 'past' })!.suggestion).toMatch(/^Carried a caseload/);
    expect(translateLine(cs, line, { tense: 'present' })!.suggestion).toMatch(/^Carry a caseload/);
  });

  it('keeps a phrase rewrite inside the words a frame moves, and a frame gives way to one it would overwrite', () => {
    const cs = vocabularies['customer-success'];
    // "IEPs" is rewritten inside the caseload frame's words.
    expect(translateLine(cs, 'Caseload of 85 students with IEPs')!.suggestion).toBe(
      "Carry a caseload (book of accounts) of 85 students with individualized education plans (IEPs), knowing each person's situation and checking in before small problems became big ones",
    );
    // "parent conferences" has its own rewrite; no frame overwrites it.
    expect(translateLine(cs, 'Held parent conferences twice a year')!.suggestion).toBe(
      'Held progress-review meetings with parents twice a year',
    );
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
      expect(invented(summaryOf(vocabulary, built), text, text, slug)).toEqual([]);
      expect(checkSuggestion(summaryOf(vocabulary, built), text, vocabulary.allowedWords).ok).toBe(
        true,
      );
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
    expect(
      summaryOf(vocabulary, built).split(/(?<=\.)\s+(?=[A-Z0-9])/).length,
    ).toBeGreaterThanOrEqual(2);
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

describe('the translator on real teacher resumes (npm run translator:report)', () => {
  // eval/'s teacher group read as the upload reads it, and the teacher fixtures (never eval-holdout/).
  let corpus: CorpusResume[] = [];
  const reports = new Map<TrackSlug, RoleReport>();
  beforeAll(async () => {
    corpus = await loadCorpus();
    for (const slug of SLUGS) reports.set(slug, roleReport(slug, corpus));
  }, 120_000);

  it.each(SLUGS)(
    '%s: at least half of experience bullets get a suggestion (synonym swaps no longer count); none garbled, none dropped by the guard',
    (slug) => {
      const report = reports.get(slug)!;
      expect(corpus.length).toBeGreaterThanOrEqual(60);
      expect(report.bullets).toBeGreaterThanOrEqual(400);
      expect(report.suggested / report.bullets).toBeGreaterThanOrEqual(0.5);
      const garbled = report.lines
        .filter((l) => l.candidate !== null && garbleChecks(l.candidate, l.source).length > 0)
        .map((l) => `${l.source} -> ${l.candidate}`);
      expect(garbled).toEqual([]);
      const dropped = report.lines
        .filter((l) => l.outcome === 'guard')
        .map((l) => `${l.source} -> ${l.candidate}`);
      expect(dropped).toEqual([]);
      // An independent look at every suggestion: her numbers from her line, her names from her resume.
      const byId = new Map(corpus.map((r) => [r.id, r.text]));
      for (const line of report.lines.filter((l) => l.outcome === 'item'))
        expect(
          invented(line.candidate!, line.source, byId.get(line.resume)!, slug),
          line.candidate!,
        ).toEqual([]);
    },
  );

  it('does not turn every line into the same phrase', () => {
    for (const slug of SLUGS) {
      const items = reports.get(slug)!.lines.filter((l) => l.outcome === 'item');
      const openings = new Map<string, number>();
      for (const l of items) {
        const opening = l.candidate!.split(/\s+/).slice(0, 3).join(' ').toLowerCase();
        openings.set(opening, (openings.get(opening) ?? 0) + 1);
      }
      expect(Math.max(...openings.values()) / items.length, slug).toBeLessThan(0.08);
    }
  });
});

describe('garbleChecks', () => {
  it.each([
    [
      'Plan and teach lessons for 140 students',
      'Prepare and deliver lessons in lessons for 140 students',
      'repeated-word',
    ],
    ['Sent updates to families', 'Sent updates to to families', 'repeated-word'],
    ['Ran the spring book fair', 'Ran the spring book fair book fair', 'repeated-phrase'],
    ['Taught math to 120 students', 'Delivered math instruction to', 'dangling-end'],
    ['Taught math to 120 students', 'delivered math instruction to 120 students', 'lost-capital'],
    [
      'Taught math to 120 students',
      'Math instruction for 120 students as their teacher',
      'lost-verb',
    ],
    ['Held parent conferences twice a year with 98% attendance', 'Held meetings', 'too-short'],
    ['Ran the Family Tech Night', 'Ran the "Family Tech Night', 'unbalanced'],
  ])('finds "%s" -> "%s" garbled (%s)', (source, suggestion, kind) => {
    expect(garbleChecks(suggestion, source).map((g) => g.kind)).toContain(kind);
  });

  it.each([
    [
      'Onboard each new family: intake call, learning plan',
      'Onboard each new family: kickoff call, learning plan (success plan)',
    ],
    ['Tutored one on one after school', 'Coached students one on one after school'],
    ['Make 40 parent phone calls a week', 'Make 40 outbound calls to parents a week'],
  ])('accepts "%s" -> "%s"', (source, suggestion) => {
    expect(garbleChecks(suggestion, source)).toEqual([]);
  });
});

describe('buildTranslation', () => {
  it('refuses a garbled rewrite like one that invents a fact, and says why', () => {
    const vocabulary = vocabularies.sales;
    const broken = compileVocabulary({
      ...raw('sales'),
      entries: [
        {
          id: 'doubled',
          topic: 'A rewrite that repeats her words',
          patterns: ['^Plan and teach (?<what>lessons)'],
          rewrite: '{Prepared and delivered|Prepare and deliver} {what} in {what}',
          competency: 'Presenting',
          rationale: 'Only for this test.',
          frame: true,
        },
        ...raw('sales').entries,
      ],
    });
    const text =
      'Ana Ruiz\nana@example.test\n\nEXPERIENCE\nTeacher, 2019 - Present\n- Plan and teach lessons for 140 students';
    const { built, outcomes } = buildTranslation(broken, { text, extractedRole: null });
    expect(built.items).toEqual([]);
    expect(outcomes).toMatchObject([{ outcome: 'garbled', garbles: [{ kind: 'repeated-word' }] }]);
    expect(buildTranslation(vocabulary, { text, extractedRole: null }).built.items).toHaveLength(1);
  });

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
          .filter(
            (line) =>
              jargon.test(line) &&
              // Her students' conferences, not hers: the line is about what adults need.
              !/^(?:Students'|AP |First-year|Plan lessons around what adults)/.test(line),
          );
        expect(missed, `${file} ${slug}: ${missed.join(' | ')}`).toEqual([]);
      }
    }
  });

  it('writes a three-sentence summary from her own words', () => {
    const text = read('teacher-ld-pd-leader.txt');
    const vocabulary = vocabularies['learning-development'];
    const { built } = buildTranslation(vocabulary, {
      text,
      extractedRole: 'Secondary Literacy Instructional Coach',
    });
    const sentences = summaryOf(vocabulary, built).split(/(?<=\.)\s+(?=[A-Z])/);
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

  it('keeps the wording she accepted when a rebuild words her unchanged line differently', () => {
    const vocabulary = vocabularies.sales;
    const text = read('teacher-generic-elementary.txt');
    const items = buildTranslation(vocabulary, { text, extractedRole: null }).built.items;
    const [first, second] = items;
    // What she accepted and left unreviewed, worded differently by an earlier vocabulary.
    const decided = [
      { ...first!, generated: `${first!.source.replace(/\.$/, '')}, every week.`, accepted: true },
      { ...second!, generated: 'An older rewrite she never saw.', accepted: null },
    ];
    const kept = keepDecisions(items, decided, text, vocabulary.allowedWords);
    expect(kept[0]).toMatchObject({ accepted: true, generated: decided[0]!.generated });
    expect(kept[1]).toMatchObject({ accepted: null, generated: second!.generated });
  });

  it('builds summary and skill items from lines as they print, never from a rewrite she has not accepted', () => {
    const vocabulary = vocabularies['customer-success'];
    const text = read('teacher-generic-elementary.txt');
    const { built } = buildTranslation(vocabulary, { text, extractedRole: null });
    const review = reviewItems(vocabulary, built.layout, built.items);
    expect(review.map((i) => i.section)).toEqual([
      'summary',
      'summary',
      'summary',
      ...review.filter((i) => i.section === 'skills').map(() => 'skills'),
    ]);
    expect(review.filter((i) => i.section === 'skills').length).toBeGreaterThanOrEqual(3);
    const strength = review.find((i) => i.id === 'summary-strength')!;
    const line = built.items.find((i) => i.source === strength.source);
    expect(line, 'the strongest line is one we rewrote').toBeDefined();
    for (const item of built.items)
      expect(review.some((r) => r.generated.includes(item.generated.replace(/\.$/, '')))).toBe(
        false,
      );

    const accepted = built.items.map((i) => (i === line ? { ...i, accepted: true } : i));
    const after = reviewItems(vocabulary, built.layout, accepted);
    expect(after.find((i) => i.id === 'summary-strength')!.generated).not.toBe(strength.generated);
    // The rest of the summary and the skills do not depend on that decision.
    expect(after.filter((i) => i.id !== 'summary-strength')).toEqual(
      review.filter((i) => i.id !== 'summary-strength'),
    );
  });

  it.each(SLUGS)('%s: no competency label claims a duty her line does not show', (slug) => {
    const duty =
      /\b(?:accounts?|customers?|clients?|pipeline|quota|revenue|renewals?|territory|prospect\w*|CRM|QBRs?)\b/i;
    for (const file of teacherFixtures) {
      const text = read(file);
      const { built } = buildTranslation(vocabularies[slug], { text, extractedRole: null });
      const labelled = [
        ...reviewItems(vocabularies[slug], built.layout, built.items)
          .filter((i) => i.section === 'skills')
          .map((i) => ({ label: i.generated, lines: i.source.split('\n') })),
        ...built.items.map((i) => ({ label: i.skill, lines: [i.source] })),
      ];
      for (const { label, lines } of labelled) {
        const claim = label.match(duty)?.[0];
        if (!claim) continue;
        // Her line names the duty itself (revenue: the sales she made).
        const shows = /^revenue$/i.test(claim)
          ? /\b(?:revenue|sales)\b/i
          : new RegExp(`\\b${claim.slice(0, 5)}`, 'i');
        expect(
          lines.some((l) => shows.test(l)),
          `${file} ${slug}: "${label}" from ${lines.join(' | ')}`,
        ).toBe(true);
      }
    }
  });

  it('takes tools from her skills section and what she says she used, not a link or a device in passing', () => {
    const text = [
      'James Ortiz',
      'Tucson, AZ | james.ortiz@example.com | LinkedIn: linkedin.com/in/jamesortiz',
      '',
      'EXPERIENCE',
      '8th Grade Science Teacher',
      'Desert Vista Middle School, Tucson, AZ | 2016 – Present',
      '- Taught 8th grade science to 140 students a year in a 1:1 Chromebooks classroom.',
      '- Used Google Classroom and Nearpod to run labs, quizzes and feedback for every class.',
      '- Sent weekly updates to families through Remind.',
      '',
      'SKILLS',
      'Canvas · Google Sheets · Lesson planning',
    ].join('\n');
    const { built } = buildTranslation(vocabularies['customer-success'], {
      text,
      extractedRole: null,
    });
    expect(built.skills.tools).toEqual(
      expect.arrayContaining(['Google Classroom', 'Nearpod', 'Canvas', 'Google Sheets']),
    );
    expect(built.skills.tools).not.toContain('LinkedIn');
    expect(built.skills.tools).not.toContain('Chromebooks');
  });
});
