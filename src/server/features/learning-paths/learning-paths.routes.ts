import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSESSMENT_QUESTION_COUNT,
  PASS_MARK_PERCENT,
  trackByRoleName,
  type Track,
} from '@/shared/constants';
import { ApiErrorSchema } from '@/shared/contracts/errors';
import {
  GenerateLearningPathsBodySchema,
  LearningPathsResponseSchema,
  type LearningPath,
} from '@/shared/contracts/learning';
import type { RoleFit } from '@/shared/contracts/resumes';
import { loadRoleProfiles } from '../../lib/onet/role-profiles';
import { assertSelf, requireUser } from '../../plugins/session';
import { careerKitPdfPath } from '../career-kits/career-kits.routes';
import { loadLearningState, type TrackState } from '../learning/learning-state';
import { analyzeResume } from '../resumes/analysis/analyze-resume';
import { findLatestResume } from '../resumes/resumes.queries';
import { formatSalaryRange } from '../jobs/format-salary';
import { salaryOfRow } from '../jobs/job-view';
import { recentJobs } from '../jobs/jobs.queries';
import { rankJobs, targetRoleTypes } from '../jobs/rank-jobs';

/** Jobs shown per path (the dashboard shows the first two). */
const JOBS_PER_PATH = 5;
const JOB_POOL = 200;

/** The one thing to do next on this path, in the order the course, assessment and kit unlock. */
function nextStep(track: Track, state: TrackState, moduleTitle: (id: number) => string): string {
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

/** POST /api/generate-learning-paths: one path per suggested role, personalised by the analysis. */
export const learningPathsRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = loadRoleProfiles();

  app.post(
    '/generate-learning-paths',
    {
      preHandler: requireUser,
      schema: {
        body: GenerateLearningPathsBodySchema,
        response: {
          200: LearningPathsResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = assertSelf(request, request.body.userId);
      const roles = [...new Set(request.body.suggestedRoles)];
      const [state, resume, pool] = await Promise.all([
        loadLearningState(app.db, app.content, user.id),
        findLatestResume(app.db, user.id),
        recentJobs(
          app.db,
          roles.map((role) => trackByRoleName(role)!.slug),
          JOB_POOL,
        ),
      ]);
      const ranked = rankJobs(
        pool,
        { targetRoleTypes: targetRoleTypes(user.targetRoles), skills: user.skills },
        new Date(),
      );
      // Without a resume, the skills the teacher listed stand in for it.
      const fits: RoleFit[] =
        resume?.analysis.roles ??
        analyzeResume(
          (request.body.userSkills.length ? request.body.userSkills : user.skills).join('\n'),
          profiles,
        ).roles;

      const learningPaths: LearningPath[] = roles.map((roleName) => {
        const track = trackByRoleName(roleName)!;
        const course = app.content.courseBySlug[track.slug];
        const miniCourse = app.content.miniCourses[track.slug];
        const assessment = app.content.assessments[track.slug];
        const kit = app.content.careerKits[track.slug];
        const trackState = state[track.slug];
        const fit = fits.find((f) => f.role === roleName);
        const moduleTitle = (id: number) =>
          miniCourse.modules.find((m) => m.id === id)?.title ?? `Module ${id}`;
        const attempt = trackState.attempt;
        return {
          role: track.roleName,
          roleType: track.roleType,
          slug: track.slug,
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
            id: track.slug,
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
          careerKit: {
            id: track.slug,
            title: kit.title,
            downloadUrl: careerKitPdfPath(track.slug),
          },
          jobs: ranked
            .filter((job) => job.roleType === track.slug)
            .slice(0, JOBS_PER_PATH)
            .map((job) => ({
              id: job.id,
              title: job.title,
              company: job.company,
              salaryRange: formatSalaryRange(salaryOfRow(job)),
              location: job.location,
              isRemote: job.isRemote,
              applyUrl: job.applyUrl,
            })),
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
      return { learningPaths };
    },
  );
};
