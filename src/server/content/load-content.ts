import { existsSync } from 'node:fs';
import path from 'node:path';
import { TRACKS, trackBySlug, type TrackSlug } from '@/shared/constants';
import {
  AssessmentContentSchema,
  CareerKitContentSchema,
  CaseStudyTrackContentSchema,
  CourseCatalogueSchema,
  InterviewBankSchema,
  MiniCourseContentSchema,
  RoleplaySchema,
  type AssessmentContent,
  type CareerKitContent,
  type CaseStudyTrackContent,
  type CourseContent,
  type InterviewBankContent,
  type MiniCourseContent,
  type RoleplayContent,
} from './content.schemas';
import { CONTENT_DIR } from '../lib/paths';
import { type BookExercise, loadBookExercise } from './book-of-accounts';
import { readContentJson } from './read-content-json';

export interface Content {
  courses: CourseContent[];
  /** The catalogue entry of each track (validated at boot: every track has exactly its course). */
  courseBySlug: Record<TrackSlug, CourseContent>;
  miniCourses: Record<TrackSlug, MiniCourseContent>;
  assessments: Record<TrackSlug, AssessmentContent>;
  careerKits: Record<TrackSlug, CareerKitContent>;
  /** Each track's case studies, in the order the course page lists them. */
  caseStudies: Record<TrackSlug, CaseStudyTrackContent>;
  /** The Interview Studio's question bank of each track whose file exists (content/interview/). */
  interviewBanks: Partial<Record<TrackSlug, InterviewBankContent>>;
  /** The Interview Studio's scripted roleplays, one per track whose file exists (content/interview/roleplays/). */
  interviewRoleplays: RoleplayContent[];
  /** Spreadsheet exercises (issue 32), each shown in its track's module, answers computed from its CSV. */
  bookExercises: BookExercise[];
}

/** Issue 28: a bank gives her every question a recruiter asks, so a thin one is refused. */
export const INTERVIEW_MIN_QUESTIONS = 40;
/** A teacher-pack set is five questions, so a bank with fewer teacher questions cannot make one. */
export const INTERVIEW_MIN_TEACHER_PACK = 5;

/**
 * What is wrong with the interview banks taken together; an empty list when they are sound.
 * Answers are stored against a question id without its track, so an id is unique across banks.
 */
export function interviewBankProblems(
  banks: Partial<Record<TrackSlug, InterviewBankContent>>,
  minQuestions = INTERVIEW_MIN_QUESTIONS,
): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [slug, bank] of Object.entries(banks)) {
    const file = `content/interview/${slug}.json`;
    if (bank.track !== slug) problems.push(`${file} has track ${bank.track}`);
    if (bank.questions.length < minQuestions)
      problems.push(`${file} has ${bank.questions.length} questions, fewer than ${minQuestions}`);
    const teacher = bank.questions.filter((q) => q.kind === 'teacher').length;
    if (teacher < INTERVIEW_MIN_TEACHER_PACK)
      problems.push(`${file} has ${teacher} teacher questions, fewer than a set`);
    for (const question of bank.questions) {
      const other = seen.get(question.id);
      if (other)
        problems.push(`${file}: ${question.id} is also in content/interview/${other}.json`);
      else seen.set(question.id, slug);
      const rubricIds = new Set(question.rubric.map((r) => r.id));
      if (rubricIds.size !== question.rubric.length)
        problems.push(`${file}: ${question.id} repeats a rubric check id`);
    }
  }
  return problems;
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
    const file = readContentJson(CaseStudyTrackContentSchema, `case-studies/${slug}.json`);
    if (file.track !== slug)
      throw new Error(`content/case-studies/${slug}.json has track ${file.track}`);
    const modules = new Set(miniCourses[slug].modules.map((m) => m.id));
    for (const study of file.cases) {
      const unknown = study.moduleIds.filter((id) => !modules.has(id));
      if (unknown.length > 0)
        throw new Error(
          `content/case-studies/${slug}.json: ${study.id} names modules ${unknown.join(', ')} the course lacks`,
        );
    }
    return file;
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
  const interviewBanks: Partial<Record<TrackSlug, InterviewBankContent>> = {};
  for (const { slug } of TRACKS) {
    if (existsSync(path.join(CONTENT_DIR, `interview/${slug}.json`)))
      interviewBanks[slug] = readContentJson(InterviewBankSchema, `interview/${slug}.json`);
  }
  const interviewRoleplays = TRACKS.flatMap(({ slug }) => {
    const file = `interview/roleplays/${slug}.json`;
    if (!existsSync(path.join(CONTENT_DIR, file))) return [];
    const roleplay = readContentJson(RoleplaySchema, file);
    if (roleplay.track !== slug) throw new Error(`content/${file}: track must be ${slug}`);
    return [roleplay];
  });
  const interviewProblems = interviewBankProblems(interviewBanks);
  if (interviewProblems.length > 0)
    throw new Error(`The interview banks are invalid:\n  ${interviewProblems.join('\n  ')}`);
  const bookExercises = ['exercises/customer-success-book-of-accounts.json'].map((file) => {
    const exercise = loadBookExercise(file);
    if (!miniCourses[exercise.track].modules.some((m) => m.id === exercise.moduleId))
      throw new Error(`content/${file}: ${exercise.track} has no module ${exercise.moduleId}`);
    return exercise;
  });
  cached = {
    courses,
    courseBySlug,
    miniCourses,
    assessments,
    careerKits,
    caseStudies,
    interviewBanks,
    interviewRoleplays,
    bookExercises,
  };
  return cached;
}
