import type { TrackSlug } from '@/shared/constants';
import type { CaseStudy, CaseStudyList } from '@/shared/contracts/case-studies';
import type { Content } from '../../content/load-content';
import type { CaseStudyContent } from '../../content/content.schemas';
import { scoreRubric } from '../../core/feedback';
import { notFound } from '../../lib/http-errors';
import type { CaseStudyResponseRow } from './case-studies.queries';

export interface CaseStudyAccess {
  signedIn: boolean;
  hasPaid: boolean;
}

/** The track's case with this id, or a 404 that says so. */
export function findCase(content: Content, track: TrackSlug, caseId: string): CaseStudyContent {
  const study = content.caseStudies[track].cases.find((c) => c.id === caseId);
  if (!study) throw notFound(`There is no case study "${caseId}" in this course.`);
  return study;
}

function modulesOf(content: Content, track: TrackSlug, study: CaseStudyContent) {
  const modules = content.miniCourses[track].modules;
  return study.moduleIds.map((id) => ({
    id,
    title: modules.find((module) => module.id === id)?.title ?? `Module ${id}`,
  }));
}

/** The course page's list: every case's outline, and how far she has got with each. */
export function caseStudyListView(
  content: Content,
  track: TrackSlug,
  access: CaseStudyAccess,
  responses: readonly CaseStudyResponseRow[],
): CaseStudyList {
  return {
    track,
    locked: !access.hasPaid,
    signedIn: access.signedIn,
    cases: content.caseStudies[track].cases.map((study) => {
      const response = responses.find((row) => row.caseId === study.id);
      return {
        id: study.id,
        title: study.title,
        summary: study.summary,
        role: study.role,
        modules: modulesOf(content, track, study),
        questionCount: study.questions.length,
        answeredCount: study.questions.filter((q) => response?.answers[q.id]).length,
        submittedAt: response?.submittedAt?.toISOString() ?? null,
      };
    }),
  };
}

/**
 * One case as she may see it: the outline to anyone; the scenario and questions once the course
 * is hers; the model answers, takeaways and feedback on her answers once she has submitted them.
 */
export function caseStudyView(
  content: Content,
  track: TrackSlug,
  study: CaseStudyContent,
  access: CaseStudyAccess,
  response: CaseStudyResponseRow | undefined,
  previousAnswers: Readonly<Record<string, string>> | null = null,
): CaseStudy {
  const outline = {
    track,
    id: study.id,
    title: study.title,
    summary: study.summary,
    role: study.role,
    modules: modulesOf(content, track, study),
    signedIn: access.signedIn,
    submittedAt: response?.submittedAt?.toISOString() ?? null,
  };
  if (!access.hasPaid) return { ...outline, locked: true };
  const submitted = Boolean(response?.submittedAt);
  return {
    ...outline,
    locked: false,
    scenario: study.scenario,
    questions: study.questions.map((question) => {
      const answer = response?.answers[question.id] ?? null;
      return {
        id: question.id,
        prompt: question.prompt,
        answer,
        ...(submitted ? { modelAnswer: question.modelAnswer } : {}),
        // Checked from her saved answer each time, so coming back shows the same feedback.
        ...(submitted && answer !== null
          ? {
              feedback: scoreRubric(
                question.criteria,
                answer,
                previousAnswers?.[question.id] ?? null,
              ),
            }
          : {}),
      };
    }),
    ...(submitted ? { takeaways: study.takeaways } : {}),
  };
}
