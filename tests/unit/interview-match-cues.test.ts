import { describe, expect, it } from 'vitest';
import { matchCues } from '@/server/core/feedback';

describe('matchCues', () => {
  it('quotes the words as she wrote them, whole words only', () => {
    const text = 'We Renewed the contract; the same renewal rate held.';
    expect(matchCues(text, ['renew*'])).toBe('Renewed');
    expect(matchCues('I was amiable', ['am'])).toBeNull();
  });

  it('treats spaces and hyphens alike and returns the earliest match', () => {
    const text = 'I set a follow up call, then a next-step email.';
    expect(matchCues(text, ['next step', 'follow-up'])).toBe('follow up');
    expect(text).toContain(matchCues(text, ['next step']) ?? '∅');
  });

  it('escapes punctuation in a cue instead of treating it as a pattern', () => {
    expect(matchCues('We hit 110% of quota', ['110%'])).toBe('110%');
    expect(matchCues('We hit 1110% of quota', ['110%'])).toBeNull();
    expect(matchCues('Tracked in the C.R.M daily', ['c.r.m'])).toBe('C.R.M');
    expect(matchCues('crm', ['c.r.m'])).toBeNull();
  });
});
