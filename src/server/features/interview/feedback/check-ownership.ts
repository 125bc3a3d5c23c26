import type { AnswerCheck } from '@/shared/contracts/interview';
import type { Sentence } from '../../../core/feedback';

const I_PHRASE = /\bI(?:'ve|'d)?\s+(?:\p{L}+\s+)?\p{L}+/u;
const WE_WORD = /\bwe\b/gi;
const I_WORD = /\bI\b/g;

/**
 * "I" versus "we" where she tells what was done: an interviewer hires her, not her team, so the
 * action should be hers. Passes when the action sentences say "I" at least as often as "we".
 */
export function checkOwnership(actions: readonly Sentence[]): AnswerCheck {
  const label = 'Your own part: "I" more than "we" in what was done';
  const text = actions.map((s) => s.text).join(' ');
  const mine = text.match(I_WORD)?.length ?? 0;
  const ours = text.match(WE_WORD)?.length ?? 0;
  const first = actions.map((s) => ({ s, m: I_PHRASE.exec(s.text) })).find((x) => x.m);
  if (mine > 0 && mine >= ours && first?.m)
    return { id: 'ownership', label, passed: true, quote: first.m[0] };
  const we = actions.map((s) => /\bwe\b\s+\S+/i.exec(s.text)).find(Boolean);
  return {
    id: 'ownership',
    label,
    passed: false,
    quote: null,
    hint: we
      ? `Where you say "${we[0]}", say what you yourself did.`
      : 'Tell what you did in "I" sentences.',
  };
}
