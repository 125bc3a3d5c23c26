import { describe, expect, it } from 'vitest';
import { targetTracks, targetTracksOrDefault } from '@/shared/contracts/jobs';

describe('targetTracks', () => {
  it('maps role names to tracks once each, in her order, skipping names of no track', () => {
    expect(
      targetTracks([
        'Learning & Development Specialist',
        'Astronaut',
        'Sales Representative',
        'Training and Development',
      ]),
    ).toEqual(['learning-development', 'sales']);
  });

  it('gives nothing for no target roles, and the default falls back to Sales and Customer Success', () => {
    expect(targetTracks([])).toEqual([]);
    expect(targetTracksOrDefault([])).toEqual(['sales', 'customer-success']);
    expect(targetTracksOrDefault(['Nurse'])).toEqual(['sales', 'customer-success']);
    expect(targetTracksOrDefault(['Customer Success Manager'])).toEqual(['customer-success']);
  });
});
