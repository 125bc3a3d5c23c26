// Issue 34, part 4 (a rewrite for each role) and walk-through m5 (ungrammatical rewrites): a verb
// synonym is no translation, a label is true of the line or absent, the same teacher line reads
// differently for Sales and Customer Success, and a rewrite with broken grammar never reaches her.
import { beforeAll, describe, expect, it } from 'vitest';
import { TRACKS, type TrackSlug } from '@/shared/constants';
import {
  compileVocabulary,
  loadTranslatorVocabularies,
  TranslatorVocabularySchema,
} from '@/server/content/translator-vocabulary';
import { translatePhrase } from '@/server/core/role-language';
import {
  buildTranslation,
  reviewItems,
} from '@/server/features/resume-translator/build-translation';
import { distinctPhrases, garbleChecks } from '@/server/features/resume-translator/garble-checks';
import { translateLine } from '@/server/core/role-language/translate-line';
import { onlySwapsVerbs, verbTense } from '@/server/core/role-language/verbs';
import { readFileSync } from 'node:fs';
import {
  comparePair,
  loadCorpus,
  quantile,
  rewritesPerResume,
  roleReport,
  type RoleReport,
} from '../../scripts/translator-report';

const vocabularies = loadTranslatorVocabularies();
const SLUGS = TRACKS.map((t) => t.slug);
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A one-job resume around some lines, as the upload would store it. */
const resumeWith = (...lines: string[]) =>
  ['Dana Reyes', 'dana@example.test', '', 'EXPERIENCE', 'Claims Assistant, 2015 - 2018']
    .concat(lines.map((l) => `- ${l}`))
    .join('\n');

describe('a synonym is not a translation (issue 34)', () => {
  const CLAIMS = 'Tracked the progress of all outstanding insurance claims';
  const PREMIUMS = 'Collected all premiums';

  it.each(SLUGS)('%s keeps the insurance lines as she wrote them, with no label', (slug) => {
    const vocabulary = vocabularies[slug];
    // Was "Monitored the progress of all outstanding insurance claims" for every role.
    expect(translateLine(vocabulary, CLAIMS)).toBeNull();
    // Was "Gathered all premiums", labelled "Voice of the customer" for Customer Success.
    expect(translateLine(vocabulary, PREMIUMS)).toBeNull();
    expect(translatePhrase(slug, CLAIMS)).toBeNull();

    const { built } = buildTranslation(vocabulary, {
      text: resumeWith(CLAIMS, PREMIUMS),
      extractedRole: null,
    });
    expect(built.items).toEqual([]);
    const lines = built.layout.jobs.flatMap((job) => job.lines);
    expect(lines).toHaveLength(2);
    // Neither "Health monitoring" nor "Learning analytics" nor "Voice of the customer": nothing in
    // these lines is about customers or learners, so no competency is claimed for them.
    for (const line of lines) expect(line).toMatchObject({ kind: 'kept', skill: null });
    expect(built.skills.competencies).toEqual([]);
  });

  it('tells a verb swap from a rewrite that says more', () => {
    expect(
      onlySwapsVerbs('Monitored the progress of claims', 'Tracked the progress of claims'),
    ).toBe(true);
    expect(onlySwapsVerbs('Coordinate and lead the calendar', 'Plan and lead the calendar')).toBe(
      true,
    );
    expect(onlySwapsVerbs('Mentor beginning teachers', 'Mentor to beginning teachers')).toBe(true);
    // A verb added beside hers, a new noun, or the role's own verb is more than a synonym.
    expect(onlySwapsVerbs('Onboard and mentor new teachers', 'Mentor new teachers')).toBe(false);
    expect(onlySwapsVerbs('Held progress-review meetings', 'Held parent conferences')).toBe(false);
    expect(onlySwapsVerbs('Onboard new families', 'Welcome new families', ['onboard'])).toBe(false);
    expect(onlySwapsVerbs('Onboard new families', 'Welcome new families')).toBe(true);
  });

  it('keeps the role verbs that are translations: "onboard" for CS, "design" for L&D', () => {
    expect(
      translateLine(vocabularies['customer-success'], 'Welcome new families with a school tour')
        ?.suggestion,
    ).toBe('Onboard new families with a school tour');
    expect(
      translateLine(vocabularies['learning-development'], 'Wrote 6–12 ELA curriculum maps')
        ?.suggestion,
    ).toMatch(/^Designed 6–12 ELA curriculum maps/);
  });
});

describe('the same line reads differently for each role (issue 34)', () => {
  /** Lines teacher resumes write most; each role must say what the work shows in its own terms. */
  const TYPICAL = [
    'Teach 7th grade life science to 140 students per year',
    'Teach all subjects to 26-30 students, about 40% English learners',
    'Plan and teach all core subjects for 27 students',
    'Algebra, Geometry, AP Statistics',
    'Led two after-school PD sessions on the new math curriculum for K-5 staff',
    'Coach 4 first-year teachers each year through the district induction program',
    'Caseload of 180 students and their learning coaches (parents) across Florida',
    'Grade-level lead: run team meetings, coordinate field trips and common assessments',
    'Coordinate with outside agencies (mental health providers, DCS, community partners) and follow up on referrals',
    'Communicate weekly with families through ClassDojo and conferences',
    'Parent conferences with 100% attendance two years in a row',
    'PE 9-12 and Lifetime Fitness; head varsity volleyball coach (2 state tournament appearances)',
    '22 students; reading and math small groups',
    'Designed and teach the 8-hour "Fundamentals of Coaching" course required for new coaches',
    'Guide seniors and families through college and FAFSA applications; FAFSA completion 78% (district 61%)',
    'Answer family questions and handle issues before and during travel',
  ];

  it.each(TYPICAL)('"%s": Sales, CS and L&D each rewrite it, and no two alike', (line) => {
    const rewrites = SLUGS.map((slug) => translateLine(vocabularies[slug], line)?.suggestion);
    for (const rewrite of rewrites) {
      expect(rewrite, line).toBeDefined();
      expect(garbleChecks(rewrite!, line)).toEqual([]);
    }
    expect(new Set(rewrites.map((r) => words(r!))).size).toBe(SLUGS.length);
  });

  it('says what teaching shows in each role, never that a class was "presented"', () => {
    const line = 'Teach 7th grade life science to 140 students per year';
    expect(translateLine(vocabularies.sales, line)!.suggestion).toBe(
      'Teach 7th grade life science to 140 students per year, making the case for new ideas to a room every day',
    );
    expect(translateLine(vocabularies['customer-success'], line)!.suggestion).toMatch(
      /tracking each learner's progress and stepping in early when someone falls behind$/,
    );
    expect(translateLine(vocabularies['learning-development'], line)!.suggestion).toMatch(
      /checking what was learned$/,
    );
    // In her past tense when she wrote it in the past.
    expect(
      translateLine(
        vocabularies['customer-success'],
        'Taught 7th grade life science to 140 students per year',
      )!.suggestion,
    ).toMatch(/when someone fell behind$/);
  });
});

describe('teacher lines no role used to rewrite say what they show (issue 34, five lines)', () => {
  const rewrite = (slug: TrackSlug, line: string) => translateLine(vocabularies[slug], line);

  it.each<[TrackSlug, string, RegExp]>([
    // Her own word in the end's place was read as "she says it already" ("answer", "completion").
    [
      'sales',
      'Guide seniors and families through college and FAFSA applications; FAFSA completion 78% (district 61%)',
      /applications, moving each person through a complex decision step by step; FAFSA/,
    ],
    [
      'sales',
      'Answer family questions through the application process',
      /process, treating each worry the way a rep treats an objection$/,
    ],
    [
      'sales',
      "Run the building's tech help desk: 1,100 students, 80 staff; about 1,800 tickets a year",
      /80 staff, learning how people describe a problem and what the tools can and cannot do; about/,
    ],
    [
      'customer-success',
      'community events with local run clubs (brought in new guests)',
      /^Community events with local run clubs \(brought in new guests\), keeping the community engaged/,
    ],
    [
      'customer-success',
      'Local marketing: school events, PTA sponsorships, referral program (35% of new students)',
      /referral program \(customer advocacy; 35% of new students\)/,
    ],
    [
      'customer-success',
      'Raise $45K+ a year for the program through booster sponsorships and a season-ticket drive',
      /drive, practicing the ask and the follow-through that every renewal takes$/,
    ],
    [
      'learning-development',
      'Answered tickets in Zendesk during back-to-school rush (avg first response under 2 hrs)',
      /\), seeing where people got stuck and what they needed to learn$/,
    ],
    [
      'learning-development',
      'Updated 20 help articles',
      /^Updated 20 help articles, so people could find answers the moment they needed them$/,
    ],
    [
      'learning-development',
      'Expeditionary learning model; design interdisciplinary case studies with science and social studies teams',
      /case studies \(scenario-based learning\) with science/,
    ],
  ])('%s: "%s"', (slug, line, expected) => {
    const translation = rewrite(slug, line);
    expect(translation?.suggestion).toMatch(expected);
    expect(garbleChecks(translation!.suggestion, line)).toEqual([]);
  });

  it('names the class a line only counts, in her job tense, for each role', () => {
    const line = '125 students; team leader for 6th grade';
    expect(rewrite('sales', line)?.suggestion).toBe(
      'Teach 125 students, making the case for new ideas to a room every day; team leader for 6th grade',
    );
    expect(
      translateLine(vocabularies['customer-success'], line, { tense: 'past' })?.suggestion,
    ).toBe(
      "Supported a caseload of 125 students, tracking each learner's progress and stepping in early when someone fell behind; team leader for 6th grade",
    );
    expect(rewrite('learning-development', line)?.suggestion).toMatch(
      /^Deliver instruction to 125 learners, planning each lesson/,
    );
  });

  it("reads tickets as support only where the line says so (not a concert's)", () => {
    const ld = 'learning-development';
    expect(rewrite(ld, 'Handled tickets for the spring musical and the winter concert')).toBeNull();
    expect(rewrite(ld, 'Answer support tickets from 300 teachers')?.suggestion).toMatch(
      /seeing where people got stuck/,
    );
  });

  it("keeps a sales job's lines as she wrote them for Sales", () => {
    for (const line of [
      'Sold 312 annual service accounts in 2022 (~$190K contract value), top 5% of 600 reps',
      'Called inbound and aged leads within 5 minutes of form fill; 60-80 calls a day',
      'Follow up on every unsold lead within 24 hours using the dealership CRM (VinSolutions)',
    ])
      expect(rewrite('sales', line), line).toBeNull();
  });
});

describe('ungrammatical rewrites are found and never offered (walk-through m5)', () => {
  it.each([
    [
      'Communicated with 140+ families per semester',
      'Maintain per semester stakeholder communication with 140+ families',
      ['tense-shift', 'misplaced-frequency'],
    ],
    [
      'Taught all subjects to classes of 26-30 students',
      'Presented all subjects to classes of 26-30 students',
      ['changed-meaning'],
    ],
    ['Teach math to 120 students', 'Pitch math to 120 students', ['changed-meaning']],
    [
      'Co-teach 7th-grade math and ELA with two partners',
      'Co-present 7th-grade math and ELA with two partners',
      ['changed-meaning'],
    ],
  ])('"%s" -> "%s" is %j', (source, rewrite, kinds) => {
    const found = garbleChecks(rewrite, source).map((g) => g.kind);
    for (const kind of kinds) expect(found).toContain(kind);
  });

  it('accepts a frequency where English puts it, and her own wording', () => {
    expect(
      garbleChecks(
        'Maintained stakeholder communication with 140+ families per semester',
        'Communicated with 140+ families per semester',
      ),
    ).toEqual([]);
    expect(
      garbleChecks(
        'Coach 4 first-year teachers each year through the district induction program (new-hire ramp-up)',
        'Coach 4 first-year teachers each year through the district induction program',
      ),
    ).toEqual([]);
    // A line that opens with a noun ("Grade level team lead") may become a past-tense sentence.
    expect(
      garbleChecks(
        'Led the grade-level team for 2 years; run weekly planning meetings',
        'Grade level team lead for 2 years; run weekly planning meetings',
      ),
    ).toEqual([]);
  });

  it.each(SLUGS)('%s writes the m5 lines in grammatical English', (slug) => {
    const vocabulary = vocabularies[slug];
    const families = 'Communicated with 140+ families per semester';
    const rewrite = translateLine(vocabulary, families)!.suggestion;
    expect(rewrite).not.toMatch(/per semester \w+ (?!families)/);
    // Her past tense kept ("Maintained", "Ran", "Sent"), never "Maintain".
    expect(verbTense(rewrite.split(' ')[0])).toBe('past');
    expect(garbleChecks(rewrite, families)).toEqual([]);
    const taught = 'Taught all subjects to classes of 26-30 students';
    const t = translateLine(vocabulary, taught);
    expect(t?.suggestion ?? taught).not.toMatch(/^Presented/);
  });

  it('the build refuses a rewrite with broken grammar, as it refuses an invented fact', () => {
    const file = JSON.parse(readFileSync('content/translator/customer-success.json', 'utf8'));
    const cs = TranslatorVocabularySchema.parse(file);
    const broken = compileVocabulary({
      ...cs,
      entries: [
        {
          id: 'old-communicate',
          topic: 'The template before the m5 fix',
          patterns: ['^(?:communicated|communicate) with (?<who>[^;]+?) (?<freq>per semester)$'],
          rewrite: 'Maintain {freq} stakeholder communication with {who}',
          competency: 'Stakeholder communication',
          rationale: 'Only for this test.',
          frame: true,
        },
        ...cs.entries,
      ],
    });
    const text = resumeWith('Communicated with 140+ families per semester');
    const { built, outcomes } = buildTranslation(broken, { text, extractedRole: null });
    expect(built.items).toEqual([]);
    expect(outcomes[0]).toMatchObject({ outcome: 'garbled' });
    expect(outcomes[0]!.garbles.map((g) => g.kind)).toEqual(
      expect.arrayContaining(['tense-shift', 'misplaced-frequency']),
    );
  });

  it('names no skill twice over in a list ("presenting to groups, presenting and...")', () => {
    expect(
      distinctPhrases(['presenting to groups', 'presenting', 'engaging an audience', 'results']),
    ).toEqual(['presenting to groups', 'engaging an audience', 'results']);
    expect(
      garbleChecks('Experience in presenting to groups, presenting and results.', '').map(
        (g) => g.kind,
      ),
    ).toContain('repeated-word');
    const text = readFileSync('tests/fixtures/resumes/teacher-presenter.txt', 'utf8');
    const { built } = buildTranslation(vocabularies.sales, { text, extractedRole: null });
    const opening = reviewItems(vocabularies.sales, built.layout, built.items).find(
      (item) => item.section === 'summary',
    )!.generated;
    expect(garbleChecks(opening, '')).toEqual([]);
  });
});

describe('each role its own rewrite on eval/ teacher resumes (npm run translator:report)', () => {
  const reports = new Map<TrackSlug, RoleReport>();
  beforeAll(async () => {
    const corpus = await loadCorpus();
    for (const slug of SLUGS) reports.set(slug, roleReport(slug, corpus));
  }, 120_000);

  it('Sales and Customer Success read differently on at least 60% of the lines both rewrite', () => {
    const pair = comparePair(reports.get('sales')!, reports.get('customer-success')!);
    expect(pair.both).toBeGreaterThanOrEqual(100);
    expect(pair.differ / pair.both).toBeGreaterThanOrEqual(0.6);
  });

  it.each(SLUGS)('%s rewrites at least five lines of a typical resume (median)', (slug) => {
    // Issue 34's target, met by 30 of the 58 resumes for each role (see ADR 025 and the report).
    const counts = rewritesPerResume(reports.get(slug)!);
    expect(counts.length).toBeGreaterThanOrEqual(50);
    expect(quantile(counts, 0.5)).toBeGreaterThanOrEqual(5);
  });

  it('quantile reads the median and the quartile of a list', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([], 0.5)).toBe(0);
  });
});
