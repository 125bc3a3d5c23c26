import { describe, expect, it } from 'vitest';
import {
  classifyRole,
  createRoleClassifier,
  normalizeTitle,
} from '@/server/features/jobs/ingest/classify-role';
import type { TrackSlug } from '@/shared/constants';

const classify = (title: string, categories: string[] = []) => classifyRole({ title, categories });

describe('classifyRole by title', () => {
  it.each<[string, TrackSlug | null]>([
    // Sales
    ['Sales Development Representative', 'sales'],
    ['SDR, EMEA', 'sales'],
    ['Senior BDR', 'sales'],
    ['Business Development Representative', 'sales'],
    ['Business Developer (DACH)', 'sales'],
    ['Account Executive', 'sales'],
    ['Account Executive, Public Sector', 'sales'],
    ['Enterprise Account Executive - EdTech', 'sales'],
    ['Inside Sales Representative', 'sales'],
    ['Account Manager, Mid-Market', 'sales'],
    ['Key Account Manager', 'sales'],
    ['Amazon GTM Partnership, Startups', 'sales'],
    ['Partner Manager, Channel', 'sales'],
    ['Product Sales Specialist - Pet Health (CST timezone)', 'sales'],
    ['Regional Sales Manager', 'sales'],
    ['Head of Sales', 'sales'],
    // Customer success
    ['Customer Success Manager', 'customer-success'],
    ['Sr. CSM (Remote)', 'customer-success'],
    ['Customer Success Account Manager', 'customer-success'],
    ['Client Success Manager', 'customer-success'],
    ['Client Support Analyst I', 'customer-success'],
    ['Onboarding Specialist', 'customer-success'],
    ['Implementation Specialist, K-12', 'customer-success'],
    ['Customer Education Manager', 'customer-success'],
    ['Renewals Manager', 'customer-success'],
    ['Support Specialist', 'customer-success'],
    ['Technical Support Specialist', 'customer-success'],
    ['Customer Support Associate, Bilingual - Ukrainian (Starlink)', 'customer-success'],
    ['Customer Experience Manager', 'customer-success'],
    // Learning & development
    ['Instructional Designer', 'learning-development'],
    ['Senior Instructional Designer (Contract)', 'learning-development'],
    ['Learning Experience Designer', 'learning-development'],
    ['L&D Specialist', 'learning-development'],
    ['Learning & Development Manager', 'learning-development'],
    ['Learning and Development Partner', 'learning-development'],
    ['Training Specialist', 'learning-development'],
    ['Training Facilitator', 'learning-development'],
    ['Training Manager, Retail', 'learning-development'],
    ['Corporate Trainer', 'learning-development'],
    ['Curriculum Developer', 'learning-development'],
    ['Curriculum Writer - Math', 'learning-development'],
    ['Sales Enablement Manager', 'learning-development'],
    ['Revenue Enablement Specialist', 'learning-development'],
    ['Change Enablement Lead', 'learning-development'],
    ['Enablement Program Manager', 'learning-development'],
    ['Sales Trainer', 'learning-development'],
    ['E-Learning Developer', 'learning-development'],
    ['Leadership Development Specialist', 'learning-development'],
    // Ambiguous titles, decided (see classify-role.ts)
    ['Sales Engineer', null],
    ['Solutions Engineer', null],
    ['Technical Consultant, Mid-Market', null],
    ['Technical Account Manager', null],
    ['Software Engineer, Customer Success Platform', null],
    ['Director of Engineering Enablement', null],
    ['Lead of UX Design, Warehouse Systems Enablement', null],
    ['Manager, Brand Marketing - Retail Partnerships', null],
    ['Sales Operations Manager (Starlink Channel Sales)', null],
    ['Revenue Operations Analyst', null],
    ['Customer Support Engineer', null],
    ['Training Specialist (Prompt Engineering), Model Quality', null],
    ['Portfolio Manager - Freelance AI Trainer', null],
    ['Data Labeling Specialists', null],
    ['Customer Experience Lab Technician (Netherlands)', null],
    ['Development Director', null],
    // Not our roles
    ['Staff Software Engineer, Backend', null],
    ['Senior Product Designer, Retail', null],
    ['Registered Nurse - ICU', null],
    ['Clinical Coding Specialist', null],
    ['5th Grade Teacher', null],
    ['Online English Tutor', null],
    ['Manager', null],
    ['Assistant Manager', null],
    ['Regional Manager', null],
    ['Legal Counsel, South Korea', null],
    // A gig ad whose slogan names customer service: the driver veto runs first.
    ['Delivery Drivers Needed - Friendly Customer Service, Weekly Pay', null],
    ['Head of Marketing & Communications', null],
  ])('%s -> %s', (title, role) => {
    expect(classify(title)).toBe(role);
  });
});

describe('classifyRole by O*NET alternate title', () => {
  it.each<[string, TrackSlug]>([
    ['Educational Technologist', 'learning-development'],
    ['Workforce Development Specialist', 'learning-development'],
    ['Education Consultant', 'learning-development'],
    ['Guest Service Agent', 'customer-success'],
    ['Service Advisor II', 'customer-success'],
    ['Call Center Agent', 'sales'],
  ])('%s -> %s', (title, role) => {
    expect(classify(title)).toBe(role);
  });

  it('matches exact normalised titles only, ignoring seniority and qualifiers', () => {
    const classifier = createRoleClassifier({
      sales: [],
      customer_success: ['Guest Service Agent'],
      learning_development: [],
    });
    expect(classifier({ title: 'Sr. Guest Service Agent (Nights)', categories: [] })).toBe(
      'customer-success',
    );
    expect(classifier({ title: 'Guest Service Agent Trainee Program', categories: [] })).toBeNull();
  });

  it('leaves a title listed for two tracks to the categories', () => {
    const classifier = createRoleClassifier({
      sales: ['Hub Associate'],
      customer_success: ['Hub Associate'],
      learning_development: [],
    });
    expect(classifier({ title: 'Hub Associate', categories: [] })).toBeNull();
    expect(classifier({ title: 'Hub Associate', categories: ['Customer Service'] })).toBe(
      'customer-success',
    );
  });

  it('does not use generic O*NET manager titles ("Regional Manager", "Zone Manager")', () => {
    expect(classify('Zone Manager')).toBeNull();
    expect(classify('Regional Director')).toBeNull();
  });
});

describe('classifyRole by board category', () => {
  it.each<[string, string[], TrackSlug | null]>([
    ['Engagement Manager', ['Sales', 'Sales'], 'sales'], // Ashby department
    ['Program Lead', ['Customer Success '], 'customer-success'], // Greenhouse, trailing space
    ['Vendor Lead', ['Advertising Sales - Emerging and Scaled Sales', 'Advertising'], 'sales'], // Lever team
    ['Specialist', ['Customer Service'], 'customer-success'], // Remotive
    ['Specialist', ['supporting'], 'customer-success'], // Jobicy industry slug
    ['Specialist', ['Sales & Business Development'], 'sales'],
    ['Specialist', ['Marketing & Sales'], null], // Jobicy: a mixed industry is no signal
    ['Specialist', ['Account Management/Customer Success'], null],
    ['Specialist', ['sales-jobs'], 'sales'], // Adzuna category.tag
    ['Specialist', ['customer-services-jobs'], 'customer-success'],
    ['Specialist', ['it-jobs'], null],
    ['Specialist', ['Training Instruction'], 'learning-development'], // USAJOBS series 1712
    ['Specialist', ['General Education and Training'], 'learning-development'], // 1701
    ['Specialist', ['Account Management'], 'sales'], // The Muse
    ['Specialist', ['Software Engineering', 'Sales'], null], // first category that speaks decides
    ['Specialist', ['All others', 'Sales'], 'sales'],
    ['Specialist', ['Education'], null],
    ['Specialist', [], null],
  ])('%s in %j -> %s', (title, categories, role) => {
    expect(classify(title, categories)).toBe(role);
  });

  it('lets title rules win over categories', () => {
    expect(classify('Senior Software Engineer', ['Customer Success'])).toBeNull();
    expect(classify('Instructional Designer', ['Engineering'])).toBe('learning-development');
  });
});

it('normalises titles to lowercase words', () => {
  expect(normalizeTitle('L&D Partner — Sr. (Remote)')).toBe('l and d partner sr remote');
  expect(normalizeTitle('Café Trainer')).toBe('cafe trainer');
});
