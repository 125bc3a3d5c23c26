import type { CourseModule } from '@/shared/contracts/mini-courses';
import type { BookExercise } from '../../content/book-of-accounts';
import type { MiniCourseContent } from '../../content/content.schemas';
import { scoreRubric } from '../../core/feedback';
import { lockReason } from './module-locks';

type ModuleContent = MiniCourseContent['modules'][number];

/**
 * One module as its reader may see it: a locked module is a title and a goal only; the model
 * answer waits until she has completed the module, so she writes her own first.
 */
export function moduleView(
  module: ModuleContent,
  state: { hasPaid: boolean; completedModules: readonly number[] },
  responses: ReadonlyMap<number, string>,
  exercise?: BookExercise,
): CourseModule {
  const reason = lockReason(module.id, state);
  const completed = state.completedModules.includes(module.id);
  const summary = {
    id: module.id,
    title: module.title,
    goal: module.goal,
    locked: reason !== null,
    lockReason: reason,
    completed,
    response: responses.get(module.id) ?? null,
  };
  if (reason) return summary;
  const { exemplar, rubric, instructions, reflection, criteria } = module.task;
  const response = summary.response;
  return {
    ...summary,
    // Recomputed from what she wrote, so she reads the same feedback whenever she comes back.
    feedback: response === null ? null : scoreRubric(criteria, response),
    videoTitle: module.videoTitle,
    videoLink: module.videoLink,
    videoChannel: module.videoChannel,
    why: module.why,
    aiToday: module.aiToday,
    lesson: module.lesson,
    keyTerms: module.keyTerms,
    // The key and the explanations stay here: she is told them per answer, by POST .../checks.
    checks: module.checks.map(({ id, question, options }) => ({ id, question, options })),
    ...(exercise
      ? {
          exercise: {
            id: exercise.id,
            title: exercise.title,
            instructions: exercise.instructions,
            downloadName: exercise.downloadName,
            askedAccounts: exercise.askedAccounts,
          },
        }
      : {}),
    task: {
      instructions,
      reflection,
      rubric: rubric ?? [],
      ...(completed && exemplar ? { exemplar } : {}),
    },
  };
}
