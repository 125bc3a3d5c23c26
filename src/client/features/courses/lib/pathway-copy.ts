import type { RoleType } from '@/shared/constants';

/** Marketing copy for the /explore cards; numbers come from the catalogue, never from here. */
export const PATHWAY_COPY: Record<
  RoleType,
  { title: string; summary: string; skills: string[]; whyTeachersExcel: string }
> = {
  sales: {
    title: 'Sales',
    summary: 'Help buyers solve real problems, from first conversation to signed contract.',
    skills: [
      'Persuasive communication',
      'Needs discovery',
      'Relationship building',
      'Resilience',
      'Presenting',
    ],
    whyTeachersExcel:
      'You win over a skeptical room every day, handle objections at parent conferences, and follow up until a student succeeds. That is consultative selling.',
  },
  customer_success: {
    title: 'Customer Success',
    summary: 'Guide customers to results with your product so they stay and grow.',
    skills: [
      'Onboarding & training',
      'Empathy',
      'Problem solving',
      'Progress monitoring',
      'Account planning',
    ],
    whyTeachersExcel:
      'You onboard new learners, notice who is slipping before it is too late, and run progress conversations. CSMs do the same with customers.',
  },
  learning_development: {
    title: 'Learning & Development',
    summary: 'Design and deliver training that changes how people work.',
    skills: [
      'Instructional design',
      'Facilitation',
      'Curriculum development',
      'Assessment',
      'Coaching',
    ],
    whyTeachersExcel:
      'You design curriculum, facilitate learning and measure outcomes for a living. Adults learn from great teachers too.',
  },
};
