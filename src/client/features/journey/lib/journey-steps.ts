import { paths } from '@/client/config/paths';

export interface JourneyFacts {
  hasResume: boolean;
  hasCourse: boolean;
  finishedCourse: boolean;
  /** A certificate exists once she has passed a track's assessment. */
  certificateId: string | null;
  applications: number;
}

export interface JourneyStep {
  id: 'resume' | 'path' | 'course' | 'assessment' | 'certificate' | 'applications';
  label: string;
  done: boolean;
  href: string;
}

/**
 * Her move from the classroom as six steps, each linked to where it happens: resume, path,
 * course, assessment, certificate, applications (issue 15 item 7).
 */
export function journeySteps(facts: JourneyFacts): JourneyStep[] {
  return [
    {
      id: 'resume',
      label: 'Resume analysed',
      done: facts.hasResume,
      href: paths.dashboard.href({ tab: 'profile' }),
    },
    // Her target roles are set by the resume upload itself, so they say nothing about a choice;
    // buying a path's course is the first thing only she can do (walk-through m1).
    { id: 'path', label: 'Path chosen', done: facts.hasCourse, href: paths.pathways.href() },
    {
      id: 'course',
      label: facts.hasCourse && !facts.finishedCourse ? 'Course in progress' : 'Course finished',
      done: facts.finishedCourse,
      href: paths.upskilling.href(),
    },
    {
      id: 'assessment',
      label: 'Assessment passed',
      done: facts.certificateId !== null,
      href: paths.pathways.href(),
    },
    {
      id: 'certificate',
      label: 'Certificate earned',
      done: facts.certificateId !== null,
      href: facts.certificateId
        ? paths.certificate.href(facts.certificateId)
        : paths.pathways.href(),
    },
    {
      id: 'applications',
      label:
        facts.applications > 0
          ? `${facts.applications} application${facts.applications === 1 ? '' : 's'}`
          : 'Applications',
      done: facts.applications > 0,
      href: paths.applications.href(),
    },
  ];
}
