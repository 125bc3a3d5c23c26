import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResumeAnalysis } from '@/shared/contracts/resumes';
import { WhatWeRead, yearsText } from '@/client/features/resumes/components/what-we-read';

afterEach(cleanup);

const analysis = (overrides: Partial<ResumeAnalysis>) =>
  ({
    extractedRole: null,
    yearsExperience: null,
    yearsExperienceSource: null,
    education: [],
    ...overrides,
  }) as unknown as ResumeAnalysis;

describe('yearsText', () => {
  it('says where the years came from, and counts one year in the singular', () => {
    expect(yearsText(analysis({ yearsExperience: 7, yearsExperienceSource: 'stated' }))).toBe(
      '7 years (from your resume)',
    );
    expect(yearsText(analysis({ yearsExperience: 1, yearsExperienceSource: 'dates' }))).toBe(
      '1 year (counted from your dates)',
    );
    expect(yearsText(analysis({ yearsExperience: null }))).toBeNull();
  });
});

describe('WhatWeRead', () => {
  it('lists the facts the analysis read, as terms and values', () => {
    render(
      <WhatWeRead
        analysis={analysis({
          extractedRole: '5th Grade Teacher',
          yearsExperience: 9,
          yearsExperienceSource: 'dates',
          education: ['M.Ed. Curriculum & Instruction', 'B.A. English'],
        })}
      />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Current role', 'Experience', 'Education']);
    expect(values).toEqual([
      '5th Grade Teacher',
      '9 years (counted from your dates)',
      'M.Ed. Curriculum & Instruction',
    ]);
  });

  it('renders nothing when it read nothing', () => {
    const { container } = render(<WhatWeRead analysis={analysis({})} />);
    expect(container.innerHTML).toBe('');
  });
});
