import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { TRACKS, trackBySlug, type TrackSlug } from '@/shared/constants';
import { CONTENT_DIR } from '../lib/paths';
import {
  AssessmentContentSchema,
  CareerKitContentSchema,
  CaseStudyContentSchema,
  CourseCatalogueSchema,
  MiniCourseContentSchema,
  type AssessmentContent,
  type CareerKitContent,
  type CaseStudyContent,
  type CourseContent,
  type MiniCourseContent,
} from './content.schemas';

function readJson<T extends z.ZodType>(schema: T, relativePath: string): z.infer<T> {
  const file = path.join(CONTENT_DIR, relativePath);
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`content/${relativePath} is invalid:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

export interface Content {
  courses: CourseContent[];
  /** The catalogue entry of each track (validated at boot: every track has exactly its course). */
  courseBySlug: Record<TrackSlug, CourseContent>;
  miniCourses: Record<TrackSlug, MiniCourseContent>;
  assessments: Record<TrackSlug, AssessmentContent>;
  careerKits: Record<TrackSlug, CareerKitContent>;
  caseStudies: Record<TrackSlug, CaseStudyContent>;
}

function bySlug<T>(load: (slug: TrackSlug) => T): Record<TrackSlug, T> {
  return Object.fromEntries(TRACKS.map((t) => [t.slug, load(t.slug)])) as Record<TrackSlug, T>;
}

let cached: Content | undefined;

/** Reads and validates every content file once; a broken file stops the server at boot. */
export function loadContent(): Content {
  if (cached) return cached;
  const courses = readJson(CourseCatalogueSchema, 'courses.json');
  const miniCourses = bySlug((slug) => {
    const course = readJson(MiniCourseContentSchema, `mini-courses/${slug}.json`);
    if (course.id !== slug)
      throw new Error(`content/mini-courses/${slug}.json has id ${course.id}`);
    return course;
  });
  const assessments = bySlug((slug) => {
    const assessment = readJson(AssessmentContentSchema, `assessments/${slug}.json`);
    if (assessment.type !== slug)
      throw new Error(`content/assessments/${slug}.json has type ${assessment.type}`);
    return assessment;
  });
  const careerKits = bySlug((slug) => {
    const kit = readJson(CareerKitContentSchema, `career-kits/${slug}.json`);
    if (kit.track !== slug)
      throw new Error(`content/career-kits/${slug}.json has track ${kit.track}`);
    return kit;
  });
  const caseStudies = bySlug((slug) => {
    const study = readJson(CaseStudyContentSchema, `case-studies/${slug}.json`);
    if (study.track !== slug)
      throw new Error(`content/case-studies/${slug}.json has track ${study.track}`);
    const modules = new Set(miniCourses[slug].modules.map((m) => m.id));
    const unknown = study.moduleIds.filter((id) => !modules.has(id));
    if (unknown.length > 0)
      throw new Error(
        `content/case-studies/${slug}.json names modules ${unknown.join(', ')} the course lacks`,
      );
    return study;
  });
  const courseBySlug = bySlug((slug) => {
    const track = trackBySlug(slug)!;
    const course = courses.find((c) => c.id === track.courseId);
    if (!course || course.slug !== track.slug) {
      throw new Error(
        `content/courses.json: course ${track.courseId} must be the ${track.slug} course`,
      );
    }
    return course;
  });
  cached = { courses, courseBySlug, miniCourses, assessments, careerKits, caseStudies };
  return cached;
}
