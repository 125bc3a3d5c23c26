import { describe, expect, it } from 'vitest';
import { trackFromLabel } from '@/shared/contracts/jobs';

describe('trackFromLabel', () => {
  it.each([
    ['sales', 'sales'],
    ['Sales Representative', 'sales'],
    ['Customer Success', 'customer-success'],
    ['customer success manager', 'customer-success'],
    ['customer-success', 'customer-success'],
    ['Training & Development', 'learning-development'],
    ['training and development', 'learning-development'],
    ['Learning & Development', 'learning-development'],
    ['Learning & Development Specialist', 'learning-development'],
    ['learning and development', 'learning-development'],
    ['learning-development', 'learning-development'],
    // Derived from the tracks, "&" written out in the role name is accepted too.
    ['Learning and Development Specialist', 'learning-development'],
    ['  SALES  ', 'sales'],
  ])('maps %j to %s', (label, roleType) => {
    expect(trackFromLabel(label)).toBe(roleType);
  });

  it.each(['constructor', 'toString', '__proto__', 'Astronaut', ''])(
    'knows no role type %j',
    (label) => {
      expect(trackFromLabel(label)).toBeUndefined();
    },
  );
});
