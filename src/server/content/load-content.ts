import { TRACKS, trackBySlug, type TrackSlug } from '@/shared/constants';
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
import { readContentJson } from './read-content-json';

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
  const courses = readContentJson(CourseCatalogueSchema, 'courses.json');
  const miniCourses = bySlug((slug) => {
    const course = readContentJson(MiniCourseContentSchema, `mini-courses/${slug}.json`);
    if (course.id !== slug)
      throw new Error(`content/mini-courses/${slug}.json has id ${course.id}`);
    return course;
  });
  const assessments = bySlug((slug) => {
    const assessment = readContentJson(AssessmentContentSchema, `assessments/${slug}.json`);
    if (assessment.type !== slug)
      throw new Error(`content/assessments/${slug}.json has type ${assessment.type}`);
    return assessment;
  });
  const careerKits = bySlug((slug) => {
    const kit = readContentJson(CareerKitContentSchema, `career-kits/${slug}.json`);
    if (kit.track !== slug)
      throw new Error(`content/career-kits/${slug}.json has track ${kit.track}`);
    return kit;
  });
  const caseStudies = bySlug((slug) => {
    const study = readContentJson(CaseStudyContentSchema, `case-studies/${slug}.json`);
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
