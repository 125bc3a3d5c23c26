import { describe, expect, it } from 'vitest';
import {
  isEntryLevel,
  lowestFederalGrade,
  minYearsOfExperience,
  servesEducation,
} from '@/server/features/jobs/ingest/career-changer-signals';

describe('minYearsOfExperience', () => {
  it.each([
    ['3+ years of experience in B2B SaaS sales', 3],
    ['At least two years of customer-facing experience.', 2],
    ['5-7 years of instructional design experience', 5],
    ['5 to 7 years selling to K-12 districts', 5],
    ["Minimum of 2 years' experience in a quota-carrying role", 2],
    ['1+ year of experience in customer support or a related field', 1],
    ['One year of experience as a trainer or teacher', 1],
    ['Experience: 4+ years', 4],
    ['10+ years of enterprise sales experience', 10],
    ['3 or more years of account management experience', 3],
    ['2 years in a SaaS customer success role', 2],
  ])('reads "%s" as %i', (text, years) => {
    expect(minYearsOfExperience(text)).toBe(years);
  });

  it('reads "no experience required" and entry-level wording as 0', () => {
    expect(minYearsOfExperience('No experience required: we train you on our product.')).toBe(0);
    expect(minYearsOfExperience('This is an entry-level role for recent graduates.')).toBe(0);
    expect(minYearsOfExperience('No prior sales experience necessary.')).toBe(0);
  });

  it('takes the highest required bar when a posting states several', () => {
    const text = [
      'What you bring:',
      '- 4+ years of experience in customer success',
      '- 2+ years working with school districts experience',
      '- 1 year of Salesforce experience preferred',
    ].join('\n');
    expect(minYearsOfExperience(text)).toBe(4);
  });

  it('lets a preferred bar count only when nothing is required', () => {
    expect(minYearsOfExperience('2+ years of sales experience preferred but not required.')).toBe(
      2,
    );
    expect(
      minYearsOfExperience(
        '1-2 years of experience required. 5 years of edtech experience is a plus.',
      ),
    ).toBe(1);
  });

  it('ignores years that are not a requirement', () => {
    expect(minYearsOfExperience('Founded 20 years ago, we serve 3 million students.')).toBeNull();
    expect(minYearsOfExperience('We have helped schools for 15 years. Join our team!')).toBeNull();
    expect(minYearsOfExperience('Generous 401(k) match and 4 weeks of paid leave.')).toBeNull();
    expect(minYearsOfExperience('')).toBeNull();
  });
});

describe('isEntryLevel', () => {
  it('opens roles that ask two years or fewer, or state none, to career changers', () => {
    expect(isEntryLevel('Sales Development Representative', null)).toBe(true);
    expect(isEntryLevel('Customer Success Associate', 1)).toBe(true);
    expect(isEntryLevel('Instructional Designer', 2)).toBe(true);
    expect(isEntryLevel('Customer Success Manager', null)).toBe(true);
    expect(isEntryLevel('Account Manager', 0)).toBe(true);
  });

  it('closes roles that ask more than two years, and senior or people-manager titles', () => {
    expect(isEntryLevel('Account Executive', 3)).toBe(false);
    expect(isEntryLevel('Director of Sales', null)).toBe(false);
    expect(isEntryLevel('Senior Customer Success Manager', null)).toBe(false);
    expect(isEntryLevel('Manager, Customer Success', null)).toBe(false);
    expect(isEntryLevel('VP, Learning & Development', null)).toBe(false);
  });

  it.each([
    'Senior Onboarding Coach',
    'Sr. Enablement Partner',
    'Lead Workshop Facilitator',
    'Principal Learning Architect',
    'Staff Program Trainer',
    'Head of Customer Education',
    'Director, Partner Training',
    'VP Customer Care',
    'Manager of Regional Training Managers',
    'Manager, Customer Success Managers',
    'Customer Success Team Lead',
    'Supervisory Training Specialist',
    'Training Supervisor',
  ])('closes the senior title "%s" even when it states no years', (title) => {
    expect(isEntryLevel(title, null)).toBe(false);
  });

  it.each([
    'Workforce Training Specialist, GS-13',
    'Workforce Training Specialist GS 13',
    'Learning Program Specialist (GS-0301-13)',
    'Instructor Development Specialist, GS-1712-12',
    'Curriculum Specialist GS-12/13',
    'Training Officer, gs-14',
    'Supervisory Training Specialist GM-13',
  ])('closes the federal grade of "%s" (GS-12 and above)', (title) => {
    expect(isEntryLevel(title, null)).toBe(false);
    expect(isEntryLevel(title, 0)).toBe(false);
  });

  it('closes a federal posting the board grades GS-12 or above, though its title names no grade', () => {
    const title = 'Training Specialist (Instructional Systems Design)';
    expect(isEntryLevel(title, null, 12)).toBe(false);
    expect(isEntryLevel(title, 0, 13)).toBe(false);
    expect(isEntryLevel(title, null, 9)).toBe(true);
    expect(isEntryLevel(title, null)).toBe(true);
    // The lower of the two when title and board both say.
    expect(isEntryLevel('Training Technician GS-7/9', null, 12)).toBe(true);
  });

  it.each([
    'Associate Training Specialist',
    'GS-7/9 Training Technician',
    'Education Program Assistant GS-0303-05',
    'Training Assistant, GS-11',
    'Learning Support Specialist GS-9/11/12',
  ])('keeps "%s" open to career changers', (title) => {
    expect(isEntryLevel(title, null)).toBe(true);
  });

  it('reads the lowest grade a federal title hires at', () => {
    expect(lowestFederalGrade('Program Trainer GS-0301-13')).toBe(13);
    expect(lowestFederalGrade('Program Trainer GS-12/13')).toBe(12);
    expect(lowestFederalGrade('Program Trainer GS 7 / 9')).toBe(7);
    expect(lowestFederalGrade('Program Trainer, GS-1712-13 (full performance GS-13)')).toBe(13);
    expect(lowestFederalGrade('Program Trainer at GSK, 2 openings')).toBeNull();
    expect(lowestFederalGrade('Sales Associate')).toBeNull();
  });
});

describe('servesEducation', () => {
  it('trusts the ed-tech and learning-tech categories of our board list', () => {
    expect(servesEducation({ company: 'Kiddom', text: '', boardCategory: 'edtech (K-12)' })).toBe(
      true,
    );
    expect(
      servesEducation({ company: 'Docebo', text: '', boardCategory: 'learning-tech (L&D/LMS)' }),
    ).toBe(true);
    expect(servesEducation({ company: 'Ramp', text: '', boardCategory: 'fintech SaaS' })).toBe(
      false,
    );
  });

  it('reads an education employer from its name', () => {
    expect(servesEducation({ company: 'IXL Learning', text: '' })).toBe(true);
    expect(servesEducation({ company: 'Brightwood Academy', text: '' })).toBe(true);
  });

  it('needs three distinct education markets in the text, not a passing mention', () => {
    expect(
      servesEducation({
        company: 'Northpeak',
        text: 'Our platform helps K-12 school districts give teachers real-time data on every student.',
      }),
    ).toBe(true);
    expect(
      servesEducation({
        company: 'Ledgerline',
        text: 'Bachelor’s degree from an accredited university. We sell payroll software to restaurants.',
      }),
    ).toBe(false);
  });
});
