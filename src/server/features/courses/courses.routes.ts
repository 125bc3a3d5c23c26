import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRACK_BY_SLUG } from '@/shared/constants';
import { CourseListSchema, type Course } from '@/shared/contracts/courses';
import { ApiErrorSchema } from '@/shared/contracts/errors';
import { UserIdSchema } from '@/shared/contracts/users';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { currentUser } from '../../plugins/session';
import { loadLearningState } from '../../core/learning/learning-state';
import { listCourses, type CourseRow } from './courses.queries';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const toCourse = (row: CourseRow): Course => ({
    id: row.id,
    slug: row.track,
    title: row.title,
    description: row.description,
    // The spec's spelling of the track, at the edge.
    roleType: TRACK_BY_SLUG[row.track].roleType,
    estimatedDuration: row.estimatedDuration,
    price: row.priceCents,
    learningObjectives: row.learningObjectives,
    moduleCount: app.content.miniCourses[row.track].modules.length,
  });

  /** Open to visitors; with userId (the signed-in user's own) each course carries hasPaid and completed. */
  app.get(
    '/',
    {
      schema: {
        querystring: z.object({ userId: UserIdSchema.optional() }),
        response: { 200: CourseListSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => {
      const courses = (await listCourses(app.db)).map(toCourse);
      const { userId } = request.query;
      // Spec part-2 §7: a visitor (no userId) gets the same shape, with nothing paid or completed.
      if (!userId)
        return courses.map((course) => ({ ...course, hasPaid: false, completed: false }));
      const user = await currentUser(request);
      if (!user) throw unauthorized('Please log in to see your courses');
      if (user.id !== userId) throw forbidden('You can only see your own courses');
      const state = await loadLearningState(app.db, app.content, user.id);
      return courses.map((course) => ({
        ...course,
        hasPaid: state[course.slug].hasPaid,
        completed: state[course.slug].hasPaid && state[course.slug].courseComplete,
        completedModules: state[course.slug].completedModules.length,
      }));
    },
  );
};
