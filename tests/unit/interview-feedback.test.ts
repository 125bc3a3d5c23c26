import { describe, expect, it } from 'vitest';
import { TRACKS } from '@/shared/constants';
import { loadContent } from '@/server/content/load-content';
import type { InterviewQuestionContent } from '@/server/content/content.schemas';
import { buildFeedback } from '@/server/features/interview/feedback/build-feedback';
import { checkLength, WORDS_PER_MINUTE } from '@/server/features/interview/feedback/check-length';
import { sentencesOf } from '@/server/core/feedback';

const { interviewBanks } = loadContent();
const question = interviewBanks.sales!.questions.find((q) => q.kind === 'behavioural' && q.star)!;

const STRONG =
  'Last spring our middle school robotics club needed $6,000 to travel to the state competition. ' +
  'My goal was to raise it in six weeks without asking families. ' +
  'I listed 40 local businesses, researched which ones employed engineers, and called each one with a short, specific ask. ' +
  'I tracked every call in a shared spreadsheet and followed up within two days. ' +
  'As a result, 14 businesses said yes and we raised $7,200, so the whole team travelled.';
const VAGUE =
  'I am a very hard worker and I always go above and beyond. We worked together as a team and everyone was happy with how things went.';

const passedCount = (text: string, q: InterviewQuestionContent = question) =>
  buildFeedback('sales', q, { text, source: 'typed' }, []).checks.filter((c) => c.passed).length;

describe('interview feedback', () => {
  it('passes more checks on a STAR answer with a result than on a vague one', () => {
    expect(passedCount(STRONG)).toBeGreaterThan(passedCount(VAGUE) + 3);
    const ids = (text: string) =>
      buildFeedback('sales', question, { text, source: 'typed' }, [])
        .checks.filter((c) => c.passed)
        .map((c) => c.id);
    expect(ids(STRONG)).toEqual(
      expect.arrayContaining([
        'star-situation',
        'star-task',
        'star-action',
        'star-result',
        'number',
        'ownership',
      ]),
    );
    expect(ids(VAGUE)).not.toContain('number');
    expect(ids(VAGUE)).not.toContain('star-result');
  });

  it('quotes the sentence that carries each STAR part', () => {
    const { checks } = buildFeedback('sales', question, { text: STRONG, source: 'typed' }, []);
    const quote = (id: string) => checks.find((c) => c.id === id)?.quote;
    expect(quote('star-situation')).toMatch(/^Last spring our middle school/);
    expect(quote('star-task')).toBe(
      'My goal was to raise it in six weeks without asking families.',
    );
    expect(quote('star-result')).toMatch(/^As a result, 14 businesses/);
    expect(quote('number')).toBe('14');
  });

  it('quotes only exact substrings of her answer, on every model answer of every bank', () => {
    let checked = 0;
    for (const { slug } of TRACKS) {
      for (const q of interviewBanks[slug]?.questions ?? []) {
        for (const text of [q.modelAnswers.entry, q.modelAnswers.strong, q.prompt]) {
          for (const source of ['typed', 'speech'] as const) {
            const { checks } = buildFeedback(slug, q, { text, source }, [
              { kind: 'resume-line', text: 'Taught 140 students in four sections of algebra' },
            ]);
            for (const check of checks) {
              if (check.quote !== null) expect(text).toContain(check.quote);
              if (check.passed && check.id !== 'length' && check.id !== 'filler')
                expect(check.quote).not.toBeNull();
              checked += 1;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('fails a teacher word, quoting it and naming the corporate word in its label', () => {
    const text =
      'In my school I differentiated instruction for every learner and met families at parent-teacher conferences.';
    const { checks, stronger } = buildFeedback(
      'customer-success',
      question,
      { text, source: 'typed' },
      [],
    );
    const jargon = checks.filter((c) => c.id.startsWith('jargon:'));
    expect(jargon.length).toBeGreaterThan(0);
    const word = jargon.find((c) => c.quote === 'differentiated instruction')!;
    expect(word.passed).toBe(false);
    expect(word.label).toContain('tailored instruction');
    expect(text).toContain(word.quote);
    expect(stronger).toContain('tailored instruction');
    expect(stronger).not.toContain('differentiated instruction');
  });

  it('counts fillers only in a transcript of speech', () => {
    const text =
      'Um, so, like, I basically, you know, um, ran the book fair and, uh, we sold books.';
    const typed = buildFeedback('sales', question, { text, source: 'typed' }, []).checks;
    const spoken = buildFeedback('sales', question, { text, source: 'speech' }, []).checks;
    expect(typed.find((c) => c.id === 'filler')).toBeUndefined();
    const filler = spoken.find((c) => c.id === 'filler')!;
    expect(filler.passed).toBe(false);
    expect(filler.quote).toBe('Um');
  });

  it('passes the evidence check on words of her own resume, quoting her answer', () => {
    const text = 'I taught 140 students across four sections, and I tracked each one weekly.';
    const evidence = [
      { kind: 'resume-line' as const, text: 'Taught algebra to 140 students in four sections' },
    ];
    const check = buildFeedback('sales', question, { text, source: 'typed' }, evidence).checks.find(
      (c) => c.id === 'evidence',
    )!;
    expect(check.passed).toBe(true);
    expect(check.quote).toBe('140');
    const none = buildFeedback(
      'sales',
      question,
      { text: VAGUE, source: 'typed' },
      evidence,
    ).checks;
    expect(none.find((c) => c.id === 'evidence')!.passed).toBe(false);
  });

  it('builds the stronger version only from her words and evidence, prompting where a part is missing', () => {
    const evidence = [{ kind: 'certificate' as const, text: 'Earned the Sales certificate' }];
    const { stronger } = buildFeedback(
      'sales',
      question,
      { text: VAGUE, source: 'typed' },
      evidence,
    );
    expect(stronger).toContain('I am a very hard worker');
    expect(stronger).toContain('Earned the Sales certificate');
    expect(stronger).toContain('[What changed: a figure you can stand behind');
    expect(stronger).not.toMatch(/\d/);
    const strong = buildFeedback('sales', question, { text: STRONG, source: 'typed' }, []).stronger;
    const figures = (t: string) => t.match(/\$?\d[\d,]*/g) ?? [];
    for (const figure of figures(strong)) expect(STRONG).toContain(figure);
  });

  it('measures the spoken length at the stated words a minute, or her own seconds', () => {
    const words = Array.from({ length: WORDS_PER_MINUTE }, () => 'word').join(' ');
    expect(checkLength(words, { min: 60, max: 120 }).passed).toBe(true);
    expect(checkLength(words, { min: 60, max: 120 }, 30).passed).toBe(false);
    expect(checkLength('Too short.', { min: 60, max: 120 }).hint).toMatch(/60-120/);
  });

  it('cuts sentences as exact substrings', () => {
    const text = 'First one.  Second? Yes!\nThird line';
    expect(sentencesOf(text).map((s) => s.text)).toEqual([
      'First one.',
      'Second?',
      'Yes!',
      'Third line',
    ]);
    for (const s of sentencesOf(text))
      expect(text.slice(s.start, s.start + s.text.length)).toBe(s.text);
  });
});
