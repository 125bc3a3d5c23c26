import type { AnswerCheck } from '@/shared/contracts/interview';
import { wordCount } from '../../../core/feedback';

/**
 * Speaking rate used to estimate how long a typed answer takes to say. 150 words a minute is the
 * usual figure for conversational English (National Center for Voice and Speech, "Voice Qualities":
 * "average conversational rate for English speakers is about 150 wpm"); an interview answer,
 * thought through as it is spoken, is not faster.
 */
export const WORDS_PER_MINUTE = 150;

export interface Band {
  min: number;
  max: number;
}

export function estimatedSeconds(text: string): number {
  return Math.round((wordCount(text) / WORDS_PER_MINUTE) * 60);
}

/**
 * Her answer's spoken length against the question's band: the seconds she timed when she did, or
 * the estimate from her words. Nothing in her text is the reason, so the quote is null.
 */
export function checkLength(text: string, band: Band, seconds?: number | null): AnswerCheck {
  const spoken = seconds ?? estimatedSeconds(text);
  const how = seconds
    ? `${spoken} s timed`
    : `about ${spoken} s at ${WORDS_PER_MINUTE} words a minute`;
  const passed = spoken >= band.min && spoken <= band.max;
  return {
    id: 'length',
    label: `Length: ${how}, for a band of ${band.min}-${band.max} s`,
    passed,
    quote: null,
    ...(passed
      ? {}
      : {
          hint:
            spoken < band.min
              ? `Add the missing part of the story: aim for ${band.min}-${band.max} seconds.`
              : `Cut to the one story that answers: aim for ${band.min}-${band.max} seconds.`,
        }),
  };
}
