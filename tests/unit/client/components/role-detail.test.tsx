import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoleFit } from '@/shared/contracts/resumes';
import { RoleDetail } from '@/client/features/resumes/components/role-detail';

afterEach(cleanup);

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const fit: RoleFit = {
  role: 'Learning & Development Specialist',
  roleType: 'learning_development',
  score: 72,
  label: 'Good match',
  evidence: [
    {
      quote: 'Led monthly workshops for 40 colleagues on formative assessment',
      skill: 'Adult training and facilitation',
      terms: ['workshops for 40 colleagues'],
      translation: 'Facilitated professional development for 40 staff',
    },
    { quote: 'Verified: passed the L&D assessment (84%)', skill: 'Adult learning', verified: true },
    { quote: 'I designed the onboarding unit for new hires', skill: 'Design', stated: true },
  ],
  strengths: [{ skill: 'Adult training and facilitation' }],
  gaps: [
    {
      skill: 'Authoring tools',
      why: 'Posts name one.',
      howToClose: 'Build a sample.',
      moduleId: 5,
    },
    { skill: 'Needs analysis', why: 'L&D starts here.', howToClose: 'Show a survey.' },
    { skill: 'Measurement', why: 'Results matter.', howToClose: 'Use Kirkpatrick.' },
    { skill: 'Coaching', why: 'Much learning is coaching.', howToClose: 'List mentees.' },
  ],
};

describe('RoleDetail', () => {
  it('sorts her evidence into her resume, what she proved here and what she told us', () => {
    render(wrap(<RoleDetail fit={fit} />));
    const resume = screen.getByRole('region', { name: `Evidence for ${fit.role}` });
    expect(within(resume).getByRole('blockquote').textContent).toContain(
      'Led monthly workshops for 40 colleagues on formative assessment',
    );
    expect(resume.textContent).toContain('In the role: Facilitated professional development');
    const proved = screen.getByRole('region', {
      name: `Verified in Classroom to Career for ${fit.role}`,
    });
    // The record reads as a sentence, without the "Verified: " prefix doubled.
    expect(proved.textContent).toContain('Verified: Passed the L&D assessment (84%)');
    const told = screen.getByRole('region', { name: `What you told us for ${fit.role}` });
    expect(told.textContent).toContain('I designed the onboarding unit for new hires');
    // Nothing she told us is shown as a line of her resume.
    expect(resume.textContent).not.toContain('onboarding unit');
  });

  it('marks exactly the words that show the skill', () => {
    render(wrap(<RoleDetail fit={fit} />));
    const marks = screen.getAllByText((_, node) => node?.tagName === 'MARK');
    expect(marks.map((m) => m.textContent)).toEqual(['workshops for 40 colleagues']);
  });

  it('lists the first three gaps, each with how to close it and its module when one teaches it', () => {
    render(wrap(<RoleDetail fit={fit} />));
    const gaps = screen.getByRole('region', { name: `Gaps for ${fit.role}` });
    const items = within(gaps).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(gaps.textContent).not.toContain('Coaching');
    const link = within(items[0]!).getByRole('link');
    expect(link.getAttribute('href')).toBe('/course/learning-development/module/5');
    expect(link.textContent).toContain('Module 5 of the');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
  });

  it('says so when nothing in her resume points to the role, and shows no empty sections', () => {
    render(wrap(<RoleDetail fit={{ ...fit, evidence: [], strengths: [], gaps: [] }} />));
    expect(screen.getByText('Nothing in the resume points to this role yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: `Strengths for ${fit.role}` })).toBeNull();
    expect(screen.queryByRole('region', { name: `Gaps for ${fit.role}` })).toBeNull();
  });
});
