import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CourseListSchema } from '@/shared/contracts/courses';
import { ApiErrorSchema } from '@/shared/contracts/errors';
import { UserIdSchema } from '@/shared/contracts/users';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { currentUser } from '../../plugins/session';
import { courseListFor, publicCourseList } from './course-list';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const { userId } = request.query;
      if (!userId) return publicCourseList(app.db, app.content);
      const user = await currentUser(request);
      if (!user) throw unauthorized('Please log in to see your courses');
      if (user.id !== userId) throw forbidden('You can only see your own courses');
      return courseListFor(app.db, app.content, user.id);
    },
  );
};
