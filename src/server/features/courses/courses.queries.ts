import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses } from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;

const catalogues = new WeakMap<Database, Promise<CourseRow[]>>();

/**
 * The catalogue. It is written from content/ when the app starts (db/seed.ts) and never while it
 * runs, so it is read once per database handle instead of by every dashboard and course list
 * (issue 33). A read that fails is not kept.
 */
export function listCourses(db: Database): Promise<CourseRow[]> {
  let rows = catalogues.get(db);
  if (!rows) {
    rows = db.select().from(courses).orderBy(asc(courses.id)).execute();
    catalogues.set(db, rows);
    rows.catch(() => catalogues.delete(db));
  }
  return rows;
}
