import { TRACK_BY_SLUG } from '@/shared/constants';
import type { Course, CourseList } from '@/shared/contracts/courses';
import type { Content } from '../../content/load-content';
import { loadLearningState } from '../../core/learning/learning-state';
import type { PaidAndCompleted } from '../../core/learning/learning.queries';
import type { Database } from '../../db/client';
import { listCourses, type CourseRow } from './courses.queries';

function toCourse(row: CourseRow, content: Content): Course {
  return {
    id: row.id,
    slug: row.track,
    title: row.title,
    description: row.description,
    // The spec's spelling of the track, at the edge.
    roleType: TRACK_BY_SLUG[row.track].roleType,
    estimatedDuration: row.estimatedDuration,
    price: row.priceCents,
    learningObjectives: row.learningObjectives,
    moduleCount: content.miniCourses[row.track].modules.length,
  };
}

/** The catalogue as a visitor sees it (spec part-2 §7): the same shape, nothing paid or completed. */
export async function publicCourseList(db: Database, content: Content): Promise<CourseList> {
  return (await listCourses(db)).map((row) => ({
    ...toCourse(row, content),
    hasPaid: false,
    completed: false,
  }));
}

/** The catalogue as she sees it: each course with whether she paid, and how far she got. */
export async function courseListFor(
  db: Database,
  content: Content,
  userId: string,
  /** Her paid courses and completed modules, when the caller reads them for more (her dashboard). */
  access?: Promise<PaidAndCompleted>,
): Promise<CourseList> {
  const [rows, state] = await Promise.all([
    listCourses(db),
    loadLearningState(db, content, userId, access),
  ]);
  return rows.map((row) => ({
    ...toCourse(row, content),
    hasPaid: state[row.track].hasPaid,
    completed: state[row.track].hasPaid && state[row.track].courseComplete,
    completedModules: state[row.track].completedModules.length,
  }));
}
