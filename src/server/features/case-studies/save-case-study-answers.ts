import type { TrackSlug } from '@/shared/constants';
import type { CaseStudy, SaveCaseStudyBody } from '@/shared/contracts/case-studies';
import type { Content } from '../../content/load-content';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { findResponse, saveResponse } from './case-studies.queries';
import { caseStudyView, findCase } from './case-study-view';

/**
 * Keeps her answers to one case (the course is hers: the route checked). Submitting needs every
 * question answered and reveals the model answers with feedback on each of hers.
 */
export async function saveCaseStudyAnswers(
  db: Database,
  content: Content,
  input: { userId: string; track: TrackSlug; caseId: string; body: SaveCaseStudyBody },
): Promise<CaseStudy> {
  const { userId, track, caseId, body } = input;
  const study = findCase(content, track, caseId);
  const known = new Set(study.questions.map((question) => question.id));
  const fields: Record<string, string> = {};
  for (const id of Object.keys(body.answers))
    if (!known.has(id)) fields[`answers.${id}`] = `Question ${id} is not part of this case study`;
  if (body.submit)
    for (const question of study.questions)
      if (!body.answers[question.id])
        fields[`answers.${question.id}`] = 'Write an answer to this question before you submit';
  if (Object.keys(fields).length > 0) {
    const [first] = Object.values(fields);
    throw new HttpError(400, first!, 'INVALID_ANSWERS', { fields });
  }
  const answers = Object.fromEntries(
    Object.entries(body.answers).filter(([, text]) => text.length > 0),
  );
  // Her answers as she last submitted or edited them after submitting: a new attempt says
  // which checks she has newly met against them.
  const before = await findResponse(db, userId, track, caseId);
  const previousAnswers = before?.submittedAt ? before.answers : null;
  const row = await saveResponse(db, { userId, track, caseId, answers, submit: body.submit });
  return caseStudyView(
    content,
    track,
    study,
    { signedIn: true, hasPaid: true },
    row,
    previousAnswers,
  );
}
