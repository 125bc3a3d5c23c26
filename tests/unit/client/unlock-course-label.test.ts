import { describe, expect, it } from 'vitest';
import { unlockCourseLabel } from '@/shared/constants';

describe('the one label of every buy button (walk-through m8)', () => {
  it('names the action and the price from the course data', () => {
    expect(unlockCourseLabel(2900)).toBe('Unlock course · $29');
    expect(unlockCourseLabel(1950)).toBe('Unlock course · $19.50');
  });
});
