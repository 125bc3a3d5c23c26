import type { AnswerCheck } from '@/shared/contracts/interview';
import { wordCount } from '../../../core/feedback';

/** Words that fill a pause in speech; counted only in a transcript, never in typed text. */
const FILLER =
  /\b(?:um+|uh+|erm|er|ah|you know|i mean|kind of|sort of|basically|literally|like,)(?=[\s,.!?]|$)/gi;
/** More than this many fillers in 100 words is what a listener notices. */
const PER_HUNDRED_WORDS = 3;

export function checkFillers(transcript: string): AnswerCheck {
  const fillers = [...transcript.matchAll(FILLER)];
  const rate = (fillers.length / Math.max(wordCount(transcript), 1)) * 100;
  const label = `Filler words: ${fillers.length} in this answer`;
  if (rate <= PER_HUNDRED_WORDS) return { id: 'filler', label, passed: true, quote: null };
  return {
    id: 'filler',
    label,
    passed: false,
    quote: fillers[0]![0],
    hint: 'Where you would fill a pause, stop for a breath instead: a pause sounds like thinking.',
  };
}
