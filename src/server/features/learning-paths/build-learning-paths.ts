import {
  ASSESSMENT_QUESTION_COUNT,
  PASS_MARK_PERCENT,
  TRACK_BY_SLUG,
  type Track,
  type TrackSlug,
} from '@/shared/constants';
import type { LearningPath } from '@/shared/contracts/learning';
import type { RoleFit } from '@/shared/contracts/resumes';
import { careerKitPdfPath } from '@/shared/paths';
import type { Content } from '../../content/load-content';
import type { TrackState } from '../../core/learning/learning-state';

/** Jobs shown per path (the dashboard shows the first two). */
export const JOBS_PER_PATH = 5;

/** A job as a path card lists it, already ranked for her. */
export interface PathJob {
  id: string;
  track: TrackSlug;
  title: string;
  company: string;
  salaryRange: string | null;
  location: string | null;
  isRemote: boolean;
  applyUrl: string;
}

/** The one thing to do next on this path, in the order the course, assessment and kit unlock. */
export function nextStep(
  track: Track,
  state: TrackState,
  moduleTitle: (id: number) => string,
): string {
  if (!state.hasPaid) {
    return `Start the ${track.label} mini-course: Module 1 is a free preview.`;
  }
  const next = Array.from({ length: state.moduleCount }, (_, i) => i + 1).find(
    (id) => !state.completedModules.includes(id),
  );
  if (next !== undefined) return `Continue with Module ${next}: ${moduleTitle(next)}.`;
  if (!state.attempt) return `Take the ${track.label} assessment: you have finished every module.`;
  if (!state.attempt.passed)
    return `Review your answers and retake the ${track.label} assessment to reach ${PASS_MARK_PERCENT}%.`;
  return `Download your ${track.label} career kit and apply to the openings below.`;
}

/**
 * One learning path per track she asked for (spec part-1 §4): the course and her progress in it,
 * the assessment and its state, the career kit, the openings ranked for her, and what her resume
 * says she brings and lacks for that role. Pure: the route gathers the inputs.
 */
export function buildLearningPaths(input: {
  tracks: TrackSlug[];
  content: Content;
  state: Record<TrackSlug, TrackState>;
  /** Her fit per role, from her resume's analysis (or her listed skills when she has none). */
  fits: RoleFit[];
  /** Jobs ranked for her, best first, across the tracks. */
  rankedJobs: PathJob[];
}): LearningPath[] {
  const { content, state, fits, rankedJobs } = input;
  return input.tracks.map((slug) => {
    const track = TRACK_BY_SLUG[slug];
    const course = content.courseBySlug[slug];
    const miniCourse = content.miniCourses[slug];
    const assessment = content.assessments[slug];
    const kit = content.careerKits[slug];
    const trackState = state[slug];
    const fit = fits.find((f) => f.role === track.roleName);
    const moduleTitle = (id: number) =>
      miniCourse.modules.find((m) => m.id === id)?.title ?? `Module ${id}`;
    const attempt = trackState.attempt;
    return {
      role: track.roleName,
      roleType: track.roleType,
      slug,
      course: {
        id: course.id,
        title: course.title,
        description: course.description,
        modules: miniCourse.modules.length,
        completedModules: trackState.completedModules.length,
        estimatedDuration: course.estimatedDuration,
        price: course.price,
        hasPaid: trackState.hasPaid,
        completed: trackState.hasPaid && trackState.courseComplete,
        learningObjectives: course.learningObjectives,
      },
      assessment: {
        id: slug,
        title: assessment.title,
        description: assessment.description,
        status: trackState.assessmentStatus,
        totalQuestions: ASSESSMENT_QUESTION_COUNT,
        timeLimit: assessment.timeLimitMinutes,
        passingScore: PASS_MARK_PERCENT,
        requiresCourseCompletion: true,
        results: attempt
          ? {
              score: attempt.score,
              passed: attempt.passed,
              completedAt: attempt.createdAt.toISOString(),
              answers: attempt.answers,
            }
          : null,
      },
      careerKit: { id: slug, title: kit.title, downloadUrl: careerKitPdfPath(slug) },
      jobs: rankedJobs
        .filter((job) => job.track === slug)
        .slice(0, JOBS_PER_PATH)
        .map(({ track: _track, ...job }) => job),
      focus: {
        strengths: (fit?.strengths ?? []).map((s) => s.skill),
        gaps: (fit?.gaps ?? []).map((g) => ({
          skill: g.skill,
          howToClose: g.howToClose,
          module: g.moduleId ? { id: g.moduleId, title: moduleTitle(g.moduleId) } : null,
        })),
        nextStep: nextStep(track, trackState, moduleTitle),
      },
    };
  });
}
