import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses } from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;

export function listCourses(db: Database): Promise<CourseRow[]> {
  return db.select().from(courses).orderBy(asc(courses.id));
}
