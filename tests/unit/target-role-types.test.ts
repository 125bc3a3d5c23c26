import { describe, expect, it } from 'vitest';
import { targetRoleTypes, targetRoleTypesOrDefault } from '@/shared/contracts/jobs';

describe('targetRoleTypes', () => {
  it('maps role names to tracks once each, in her order, skipping names of no track', () => {
    expect(
      targetRoleTypes([
        'Learning & Development Specialist',
        'Astronaut',
        'Sales Representative',
        'Training and Development',
      ]),
    ).toEqual(['learning-development', 'sales']);
  });

  it('gives nothing for no target roles, and the default falls back to Sales and Customer Success', () => {
    expect(targetRoleTypes([])).toEqual([]);
    expect(targetRoleTypesOrDefault([])).toEqual(['sales', 'customer-success']);
    expect(targetRoleTypesOrDefault(['Nurse'])).toEqual(['sales', 'customer-success']);
    expect(targetRoleTypesOrDefault(['Customer Success Manager'])).toEqual(['customer-success']);
  });
});
