import { describe, expect, it } from 'vitest';
import { rubricLevel, scoreRubric, type LeveledCriterion } from '@/server/core/feedback';

const criteria: LeveledCriterion[] = [
  {
    id: 'names-buyer',
    label: 'Names who signs',
    level: 'entry',
    evidence: 'who signs',
    cues: ['signed', 'approv*'],
  },
  {
    id: 'dated-step',
    label: 'A dated next step',
    level: 'entry',
    evidence: 'a date',
    cues: ['monday', 'tuesday'],
  },
  { id: 'proof', label: 'One line of proof', level: 'strong', evidence: 'proof', cues: ['pilot'] },
  {
    id: 'timed',
    label: 'Finished in 20 minutes',
    level: 'entry',
    evidence: 'the time',
    selfJudged: true,
  },
];

describe('the level rule', () => {
  const passed = (...ids: string[]) =>
    criteria.map((c) => ({ id: c.id, passed: ids.includes(c.id) }));

  it('is not yet while any entry criterion is missed, even when strong ones are met', () => {
    expect(rubricLevel(criteria, passed())).toBe('not-yet');
    expect(rubricLevel(criteria, passed('names-buyer', 'proof'))).toBe('not-yet');
  });

  it('is entry-ready with every entry criterion, strong with every criterion', () => {
    expect(rubricLevel(criteria, passed('names-buyer', 'dated-step'))).toBe('entry-ready');
    expect(rubricLevel(criteria, passed('names-buyer', 'dated-step', 'proof'))).toBe('strong');
  });

  it('never lets a self-judged criterion hold her back or lift her up', () => {
    expect(rubricLevel(criteria, passed('names-buyer', 'dated-step', 'proof', 'timed'))).toBe(
      'strong',
    );
    expect(rubricLevel(criteria, passed('timed'))).toBe('not-yet');
  });
});

describe('scoreRubric', () => {
  it('quotes her words for a met criterion and gives the evidence as the hint for a missed one', () => {
    const text = 'The principal Approved it. See you Tuesday.';
    const feedback = scoreRubric(criteria, text);
    expect(feedback.level).toBe('entry-ready');
    expect(feedback.checks).toEqual([
      { id: 'names-buyer', label: 'Names who signs', passed: true, quote: 'Approved' },
      { id: 'dated-step', label: 'A dated next step', passed: true, quote: 'Tuesday' },
      {
        id: 'proof',
        label: 'One line of proof',
        passed: false,
        quote: null,
        hint: 'Not in this answer yet: proof',
      },
      {
        id: 'timed',
        label: 'Finished in 20 minutes',
        passed: false,
        quote: null,
        hint: 'For you to judge: the time',
        selfJudged: true,
      },
    ]);
  });

  it('lists the checks newly met against her previous attempt, not the ones she kept', () => {
    const first = 'The board signed it.';
    const second = 'The board signed it after a pilot; next step Monday.';
    expect(scoreRubric(criteria, first).improved).toEqual([]);
    expect(scoreRubric(criteria, second, first).improved).toEqual(['dated-step', 'proof']);
    expect(scoreRubric(criteria, first, second).improved).toEqual([]);
  });
});
