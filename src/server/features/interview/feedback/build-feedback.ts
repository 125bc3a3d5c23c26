import type { TrackSlug } from '@/shared/constants';
import type { AnswerCheck } from '@/shared/contracts/interview';
import type { InterviewQuestionContent } from '../../../content/content.schemas';
import { teacherWordsIn, type TeacherWord } from '../../../core/role-language';
import { checkEvidence, type EvidenceLine } from './check-evidence';
import { checkFillers } from './check-fillers';
import { checkLength } from './check-length';
import { checkOwnership } from './check-ownership';
import { checkResult } from './check-result';
import { actionSentences, findStar, starChecks } from './find-star';
import { matchCues } from '../../../core/feedback';
import { sentencesOf } from '../../../core/feedback';
import { writeStronger } from './write-stronger';

export interface AnswerInput {
  text: string;
  seconds?: number | null;
  source: 'typed' | 'speech';
}

export interface Feedback {
  checks: AnswerCheck[];
  landed: string[];
  sharpen: string[];
  stronger: string;
}

export function jargonCheck(word: TeacherWord): AnswerCheck {
  return {
    id: `jargon:${word.word.toLowerCase()}`,
    label: `Say "${word.corporate}" for a recruiter`,
    passed: false,
    quote: word.word,
    hint: `Where you say "${word.word}", say "${word.corporate}".`,
  };
}

/**
 * The feedback on one answer: every check reads only her text (and, for the evidence check, her
 * own evidence bank), and a passed check quotes the words of her answer that passed it. Nothing
 * here judges confidence, tone or personality.
 */
export function buildFeedback(
  track: TrackSlug,
  question: InterviewQuestionContent,
  answer: AnswerInput,
  evidence: readonly EvidenceLine[],
): Feedback {
  const { text } = answer;
  const sentences = sentencesOf(text);
  const star = findStar(sentences);
  const actions = actionSentences(sentences);
  const teacherWords = teacherWordsIn(track, text);

  const checks: AnswerCheck[] = [
    checkLength(text, question.targetSeconds, answer.seconds),
    ...(question.star ? starChecks(star) : []),
    checkResult(sentences, star.result),
    ...(question.star ? [checkOwnership(actions)] : []),
    ...question.rubric.map((rubric): AnswerCheck => {
      const quote = matchCues(text, rubric.cues);
      return quote
        ? { id: rubric.id, label: rubric.label, passed: true, quote }
        : {
            id: rubric.id,
            label: rubric.label,
            passed: false,
            quote: null,
            hint: `Not in this answer yet: “${rubric.label}”.`,
          };
    }),
    checkEvidence(text, evidence),
    ...(answer.source === 'speech' ? [checkFillers(text)] : []),
    ...teacherWords.map(jargonCheck),
  ];

  const landed = checks.filter((c) => c.passed && c.quote).map((c) => `${c.label}: “${c.quote}”`);
  const sharpen = checks.filter((c) => !c.passed && c.hint).map((c) => c.hint!);
  const stronger = writeStronger({
    text,
    sentences,
    star,
    teacherWords,
    evidence,
    checks,
    story: question.star,
  });
  return { checks, landed, sharpen, stronger };
}
