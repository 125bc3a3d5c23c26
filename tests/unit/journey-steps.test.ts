import { describe, expect, it } from 'vitest';
import { journeySteps, type JourneyFacts } from '@/client/features/journey/lib/journey-steps';

const start: JourneyFacts = {
  hasResume: false,
  hasCourse: false,
  finishedCourse: false,
  certificateId: null,
  applications: 0,
};

describe('journeySteps', () => {
  it('lists the six steps in order, none done for a new account', () => {
    const steps = journeySteps(start);
    expect(steps.map((s) => s.id)).toEqual([
      'resume',
      'path',
      'course',
      'assessment',
      'certificate',
      'applications',
    ]);
    expect(steps.every((s) => !s.done)).toBe(true);
  });

  it('marks what she has done and links the certificate she earned', () => {
    const steps = journeySteps({
      ...start,
      hasResume: true,
      hasCourse: true,
      finishedCourse: true,
      certificateId: 'AbCdEfGhIjKlMnOpQrStUv',
      applications: 3,
    });
    expect(steps.every((s) => s.done)).toBe(true);
    expect(steps.find((s) => s.id === 'certificate')!.href).toBe(
      '/certificates/AbCdEfGhIjKlMnOpQrStUv',
    );
    expect(steps.find((s) => s.id === 'applications')!.label).toBe('3 applications');
  });

  it('does not tick "Path chosen" for a resume alone: only a course she bought says she chose', () => {
    const path = (facts: Partial<JourneyFacts>) =>
      journeySteps({ ...start, ...facts }).find((s) => s.id === 'path')!.done;
    expect(path({ hasResume: true })).toBe(false);
    expect(path({ hasResume: true, hasCourse: true })).toBe(true);
  });

  it('says a bought course is in progress until it is finished', () => {
    const course = journeySteps({ ...start, hasCourse: true }).find((s) => s.id === 'course')!;
    expect(course).toMatchObject({ label: 'Course in progress', done: false });
  });
});
