import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoleType, TrackSlug } from '@/shared/constants';
import { CourseListSchema, type Course } from '@/shared/contracts/courses';
import { listCourses, type CourseRow } from './courses.queries';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const toCourse = (row: CourseRow): Course => ({
    id: row.id,
    slug: row.slug as TrackSlug,
    title: row.title,
    description: row.description,
    roleType: row.roleType as RoleType,
    estimatedDuration: row.estimatedDuration,
    price: row.priceCents,
    learningObjectives: row.learningObjectives,
    moduleCount: app.content.miniCourses[row.slug as TrackSlug].modules.length,
  });

  app.get('/', { schema: { response: { 200: CourseListSchema } } }, async () =>
    (await listCourses(app.db)).map(toCourse),
  );
};
