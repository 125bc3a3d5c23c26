import { TRACK_BY_SLUG, type TrackSlug } from '@/shared/constants';
import type { CoverLetterLength } from '@/shared/contracts/cover-letters';
import { certificatePagePath } from '@/shared/paths';
import type { Content } from '../../content/load-content';
import { loadLearningState } from '../../core/learning/learning-state';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import type { LlmClient } from '../../lib/llm-client';
import { loadRoleProfiles } from '../../lib/onet/role-profiles';
import { certificatesOf } from '../certificates';
import { listStories } from '../interview';
import { classifyRole, extractRequirements, findJobPosting } from '../jobs';
import { acceptedTranslationLines } from '../resume-translator';
import { buildEvidenceBank, COMPETENCIES, skillsShownBy } from '../resumes';
import { buildCoverLetter, type LetterPosting, type LetterProof } from './build-cover-letter';
import { saveCoverLetter, type CoverLetterRow } from './cover-letters.queries';
import { letterReference } from './letter-reference';
import { rephraseWithLlm } from './rephrase-with-llm';

export const NO_POSTING_TEXT =
  'We do not have the text of this job posting. Copy the job description from the posting and paste it in, then build the letter again.';

interface Deps {
  db: Database;
  content: Content;
  absoluteUrl: (path: string) => string;
  /** The one model client, null when none is configured. */
  llm: LlmClient | null;
}

type User = { id: string; skills: string[] };
type Application = { id: string; jobId: string | null; title: string; company: string };

/** The ingest's reader of requirement lists, over plain text (its lines as line breaks). */
const requirementsOfText = (text: string) => extractRequirements(text.replace(/\n/g, '<br>'));

/** A pasted posting's bullets ("•", "*", "1.") read as the ingest's plain-text list items. */
const asListText = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[•*·▪–-]|\d+[.)])\s+/, '- '))
    .join('\n');

async function postingOf(
  db: Database,
  application: Application,
  pasted: string | null,
): Promise<{ posting: LetterPosting; track: TrackSlug | null } | null> {
  const job = application.jobId ? await findJobPosting(db, application.jobId) : null;
  if (job && job.description.trim()) {
    return {
      posting: {
        title: application.title,
        company: application.company,
        description: job.description,
        requirements:
          job.requirements.length > 0 ? job.requirements : requirementsOfText(job.description),
      },
      track: job.track,
    };
  }
  if (!pasted) return null;
  const text = asListText(pasted);
  return {
    posting: {
      title: application.title,
      company: application.company,
      description: text,
      requirements: requirementsOfText(text),
    },
    track: job?.track ?? classifyRole({ title: application.title, categories: [] }),
  };
}

const LABEL_BY_ID = new Map(COMPETENCIES.map((c) => [c.id, c.label]));

/**
 * Builds (or rebuilds) her letter for one application from the posting and her evidence only:
 * her evidence bank's lines (in her accepted translation's words where she has one), her stories,
 * her certificate for the role with its public link, and the course she has started.
 */
export async function writeCoverLetter(
  deps: Deps,
  user: User,
  application: Application,
  options: { length: CoverLetterLength; description?: string; previousDescription: string | null },
): Promise<CoverLetterRow> {
  const { db, content } = deps;
  const pasted = options.description ?? options.previousDescription;
  const found = await postingOf(db, application, pasted);
  if (!found) throw conflict(NO_POSTING_TEXT, 'POSTING_TEXT_NEEDED');
  const { posting, track } = found;

  const [bank, accepted, stories, certificates, learning] = await Promise.all([
    buildEvidenceBank(db, content, user, loadRoleProfiles()),
    track ? acceptedTranslationLines(db, user.id, track) : Promise.resolve([]),
    listStories(db, user.id),
    certificatesOf(db, [user.id]),
    track ? loadLearningState(db, content, user.id) : Promise.resolve(null),
  ]);

  const rewriteOf = new Map(accepted.map((line) => [line.original.trim(), line.rewrite]));
  const proofs: LetterProof[] = bank.items
    .filter((item) => item.kind === 'resume-line' || item.kind === 'stated')
    .map((item) => ({
      kind: 'resume',
      text: rewriteOf.get(item.text.trim()) ?? item.text,
      quote: item.text,
      skills: item.skills,
    }));
  for (const story of stories) {
    if (!story.result.trim()) continue;
    const skills = new Set([
      ...story.competencies.map((id) => LABEL_BY_ID.get(id) ?? id),
      ...skillsShownBy(`${story.action}\n${story.result}`),
    ]);
    proofs.push({ kind: 'story', text: story.result, quote: story.result, skills: [...skills] });
  }

  const roleName = track ? TRACK_BY_SLUG[track].roleName : null;
  const strengths = bank.verdicts
    .filter((v) => v.status === 'strength' && (!roleName || v.role === roleName))
    .map((v) => v.skill);
  const certificate = certificates.find((c) => c.track === track && c.revokedAt === null);
  const link = certificate ? deps.absoluteUrl(certificatePagePath(certificate.id)) : null;
  const state = track && learning ? learning[track] : null;
  const started = state && (state.hasPaid || state.completedModules.length > 0);

  const evidenceTexts = [
    ...bank.items.map((i) => i.text),
    ...accepted.map((a) => a.rewrite),
    ...stories.flatMap((s) => [s.title, s.situation, s.task, s.action, s.result, s.reflection]),
    ...(link ? [link] : []),
  ];
  const reference = letterReference(posting, evidenceTexts, []);
  const letter = buildCoverLetter({
    posting,
    proofs,
    strengths,
    certificate:
      certificate && link ? { label: TRACK_BY_SLUG[certificate.track].label, link } : null,
    courseInProgress: started && track ? TRACK_BY_SLUG[track].label : null,
    length: options.length,
    skillsOf: skillsShownBy,
    reference,
  });
  const paragraphs = deps.llm
    ? await rephraseWithLlm(deps.llm, letter.paragraphs, reference, options.length)
    : letter.paragraphs;
  return saveCoverLetter(db, user.id, application.id, {
    length: options.length,
    paragraphs,
    pastedDescription: options.description ?? options.previousDescription,
    reference: reference.text,
  });
}
