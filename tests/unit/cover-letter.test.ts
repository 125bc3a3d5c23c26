import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmClient } from '@/server/lib/llm-client';
import {
  buildCoverLetter,
  claimSourceOf,
  type LetterInput,
  type LetterPosting,
  type LetterProof,
} from '@/server/features/cover-letters/build-cover-letter';
import { checkLetterSentence } from '@/server/features/cover-letters/check-letter-facts';
import { letterReference } from '@/server/features/cover-letters/letter-reference';
import { rephraseWithLlm } from '@/server/features/cover-letters/rephrase-with-llm';
import { skillsShownBy } from '@/server/features/resumes';
import { completion, startFakeLlm, type FakeLlm, type FakeLlmReply } from '../helpers/fake-llm';

const RESUME_LINES = [
  'Designed a 6-week onboarding program for 12 new teachers at Lincoln Elementary',
  'Supported new teachers in their first year with weekly check-ins',
  'Ran 40 parent conferences each term and followed up with every family by email',
  'Trained colleagues to use Google Classroom and Seesaw for homework and feedback',
  'Presented unit results to the school leadership team every quarter',
  'Built reading intervention plans from assessment data for 28 students',
];

const POSTING: LetterPosting = {
  title: 'Customer Onboarding Specialist',
  company: 'Brightpath Learning',
  description:
    'Brightpath Learning helps schools get more from their reading programs. Our mission is to make every classroom a place where students read with confidence.\nRequirements\n- Experience running onboarding and training sessions for new customers\n- Clear presenting to school leaders and district teams\n- Comfortable using data to plan next steps\n- Working knowledge of Salesforce\n- Fluent in Spanish',
  requirements: [
    'Experience running onboarding and training sessions for new customers',
    'Clear presenting to school leaders and district teams',
    'Comfortable using data to plan next steps',
    'Working knowledge of Salesforce',
    'Fluent in Spanish',
  ],
};

const proofsOf = (lines: readonly string[]): LetterProof[] =>
  lines.map((line) => ({ kind: 'resume', text: line, quote: line, skills: skillsShownBy(line) }));

function input(overrides: Partial<LetterInput> = {}, lines = RESUME_LINES): LetterInput {
  return {
    posting: POSTING,
    proofs: proofsOf(lines),
    strengths: ['Training adults and leading professional development', 'Needs analysis'],
    certificate: null,
    courseInProgress: null,
    length: 'standard',
    skillsOf: skillsShownBy,
    reference: letterReference(POSTING, lines, []),
    ...overrides,
  };
}

const sentencesOf = (letter: ReturnType<typeof buildCoverLetter>) =>
  letter.paragraphs.flatMap((p) => p.sentences);
const textOf = (letter: ReturnType<typeof buildCoverLetter>) =>
  sentencesOf(letter)
    .map((s) => s.text)
    .join(' ');

describe('buildCoverLetter', () => {
  it('states no number, employer or tool that is in neither her resume nor the posting', () => {
    const letter = buildCoverLetter(input());
    const sources = `${RESUME_LINES.join('\n')}\n${POSTING.title} ${POSTING.company}\n${POSTING.description}`;
    const text = textOf(letter);
    for (const number of text.match(/\d[\d,.%]*/g) ?? [])
      expect(sources, `number ${number}`).toContain(number.replace(/[.,]$/, ''));
    // Every capitalised word past a sentence's first is a name: hers, the posting's, or a role word.
    const names = text
      .split(/(?<=[.:;!?]["”]?)\s+/)
      .flatMap((s) => s.split(/\s+/).slice(1))
      .map((w) => w.replace(/^["“(]+|[)"”.,;:!?']+$/g, ''))
      .filter((w) => /^[A-Z]/.test(w) && w !== 'I');
    expect(names.length).toBeGreaterThan(0);
    const allowed = ['Classroom', 'Career', 'Customer', 'Success'];
    for (const name of names)
      expect(
        sources.includes(name) || allowed.includes(name),
        `${name} must come from her resume or the posting`,
      ).toBe(true);
    expect(sentencesOf(letter).every((s) => s.flags.length === 0)).toBe(true);
  });

  it('keeps her verb: "supported" stays "supported", never "led"', () => {
    const letter = buildCoverLetter(input({}, [RESUME_LINES[1]!, RESUME_LINES[2]!]));
    const text = textOf(letter);
    expect(text).toContain('I supported new teachers');
    expect(text).not.toMatch(/\b(?:led|managed|owned)\b/i);

    const supported = sentencesOf(letter).find((s) => s.text.includes('I supported'))!;
    const edited = supported.text.replace('I supported', 'I led');
    const flags = checkLetterSentence(
      edited,
      letterReference(POSTING, RESUME_LINES, []),
      claimSourceOf(supported.evidence),
    );
    expect(flags).toEqual([expect.objectContaining({ kind: 'claim', text: 'led' })]);
  });

  it('names no strength whose words claim more than the line it rests on ("leading")', () => {
    const letter = buildCoverLetter(input());
    const why = letter.paragraphs.find((p) => p.slot === 'why-move')!;
    expect(why.sentences[0]!.text).not.toMatch(/\bleading\b/);
    expect(why.sentences.flatMap((s) => s.flags)).toEqual([]);
  });

  it('keeps the short preset under 200 words and the standard one between 250 and 400', () => {
    const short = buildCoverLetter(input({ length: 'short' }));
    const standard = buildCoverLetter(input());
    expect(short.wordCount).toBeLessThanOrEqual(200);
    expect(textOf(short).split(/\s+/).length).toBeLessThanOrEqual(200);
    expect(standard.wordCount).toBeGreaterThanOrEqual(250);
    expect(standard.wordCount).toBeLessThanOrEqual(400);
  });

  it('has every slot, and every sentence carries the evidence it rests on', () => {
    const letter = buildCoverLetter(input());
    expect(letter.paragraphs.map((p) => p.slot)).toEqual(
      expect.arrayContaining(['opening', 'why-company', 'evidence', 'gap', 'why-move', 'close']),
    );
    expect(letter.paragraphs.filter((p) => p.slot === 'evidence').length).toBeGreaterThanOrEqual(2);
    expect(letter.paragraphs[0]!.sentences[0]!.text).toContain(
      'Customer Onboarding Specialist role at Brightpath Learning',
    );
    for (const sentence of sentencesOf(letter)) {
      expect(sentence.evidence.length, sentence.text).toBeGreaterThan(0);
      for (const e of sentence.evidence) {
        const source =
          e.kind === 'resume'
            ? RESUME_LINES.join('\n')
            : `${POSTING.title}, ${POSTING.company}\n${POSTING.description}`;
        expect(source, sentence.text).toContain(e.quote.split(', ')[0]);
      }
    }
  });

  it('answers a requirement she has no evidence for honestly, without claiming it', () => {
    const letter = buildCoverLetter(input({ courseInProgress: 'Customer Success' }));
    const gaps = letter.paragraphs.filter((p) => p.slot === 'gap');
    expect(gaps.length).toBeGreaterThan(0);
    const text = gaps.flatMap((p) => p.sentences.map((s) => s.text)).join(' ');
    expect(text).toMatch(/Salesforce|Spanish/);
    expect(text).toContain('I have not done this in a job yet');
    expect(text).toContain('Customer Success course');

    const withNothing = buildCoverLetter(input());
    const gap = withNothing.paragraphs.find((p) => p.slot === 'gap')!;
    expect(gap.sentences[1]!.prompt).toMatch(/course, a certificate/);
  });

  it('links her certificate to its public page', () => {
    const link = 'https://example.test/certificates/abc-123';
    const evidence = [...RESUME_LINES, link];
    const letter = buildCoverLetter(
      input({
        certificate: { label: 'Customer Success', link },
        reference: letterReference(POSTING, evidence, []),
      }),
    );
    const sentence = sentencesOf(letter).find((s) => s.text.includes(link))!;
    expect(sentence.evidence).toEqual([
      { kind: 'certificate', quote: 'Customer Success certificate', link },
    ]);
    expect(sentence.flags).toEqual([]);
  });

  it('asks for the number a line without one leaves out, and invents none', () => {
    const lines = [
      'Supported new teachers in their first year with weekly check-ins',
      'Trained colleagues to use Google Classroom and Seesaw for homework and feedback',
      'Presented unit results to the school leadership team',
    ];
    const letter = buildCoverLetter(input({}, lines));
    const proofSentences = sentencesOf(letter).filter((s) => s.evidence[0]?.kind === 'resume');
    expect(proofSentences.length).toBeGreaterThan(0);
    expect(proofSentences.some((s) => s.prompt?.includes('add a number'))).toBe(true);
    expect(textOf(letter)).not.toMatch(/\d/);
  });

  it('quotes what she did, not her skills list or summary, and flags nothing of its own', () => {
    const lines = [
      ...RESUME_LINES,
      'Google Classroom, Canvas, Microsoft Excel, Nearpod, classroom management',
      'Fifth grade teacher with 8 years of experience building relationships with families',
    ];
    const letter = buildCoverLetter(input({}, lines));
    const quotes = sentencesOf(letter).flatMap((s) => s.evidence.map((e) => e.quote));
    expect(quotes).not.toContain(lines[6]);
    expect(quotes).not.toContain(lines[7]);
    expect(sentencesOf(letter).flatMap((s) => s.flags)).toEqual([]);
  });

  it('flags an invented number and an employer she never named, until she marks them as hers', () => {
    const reference = letterReference(POSTING, RESUME_LINES, []);
    const text = 'At Acme I coached 300 new teachers.';
    const flags = checkLetterSentence(text, reference, RESUME_LINES[1]!);
    expect(flags.map((f) => [f.kind, f.text])).toEqual(
      expect.arrayContaining([
        ['number', '300'],
        ['name', 'Acme'],
      ]),
    );
    expect(
      checkLetterSentence(
        text,
        letterReference(POSTING, RESUME_LINES, ['300', 'Acme']),
        RESUME_LINES[1]!,
      ),
    ).toEqual([]);
  });
});

describe('rephraseWithLlm (a fake OpenAI-compatible server)', () => {
  let model: FakeLlm;
  let answer: (sentences: string[]) => FakeLlmReply;

  beforeAll(async () => {
    model = await startFakeLlm((content) =>
      answer([...content.matchAll(/^Sentence \d+: (.*)$/gm)].map((m) => m[1]!)),
    );
  });
  afterAll(() => model.close());

  const llm = () =>
    createLlmClient({
      baseUrl: model.baseUrl,
      apiKey: 'test-key',
      model: 'fake-model',
      timeoutMs: 2000,
    })!;

  it('keeps a reworded sentence that passes the fact guard, and the built one where the model inflates or invents', async () => {
    const built = buildCoverLetter(input());
    answer = (sentences) =>
      completion({
        sentences: sentences.map((s) =>
          s.startsWith('I supported')
            ? s.replace('I supported', 'I led')
            : s.startsWith('I designed')
              ? `${s.replace(/\.$/, '')}, which 300 teachers used.`
              : s.replace(/^I /, 'As a teacher, I '),
        ),
      });
    const reference = letterReference(POSTING, RESUME_LINES, []);
    const paragraphs = await rephraseWithLlm(llm(), built.paragraphs, reference, 'standard');
    const after = paragraphs.flatMap((p) => p.sentences.map((s) => s.text));
    const before = built.paragraphs.flatMap((p) => p.sentences.map((s) => s.text));

    expect(after.some((s) => s.startsWith('As a teacher, I '))).toBe(true);
    expect(after.join(' ')).not.toMatch(/\bI led\b|300 teachers/);
    const designed = before.find((s) => s.startsWith('I designed'))!;
    expect(designed).toBeDefined();
    expect(after).toContain(designed);
    // The frame stays as built.
    expect(paragraphs[0]).toEqual(built.paragraphs[0]);
    expect(paragraphs.at(-1)).toEqual(built.paragraphs.at(-1));
  });

  it('keeps the built letter when the model fails', async () => {
    const built = buildCoverLetter(input());
    answer = () => ({ status: 500, body: 'down' });
    const reference = letterReference(POSTING, RESUME_LINES, []);
    expect(await rephraseWithLlm(llm(), built.paragraphs, reference, 'standard')).toEqual(
      built.paragraphs,
    );
  });
});
