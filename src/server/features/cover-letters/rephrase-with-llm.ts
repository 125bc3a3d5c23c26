import { z } from 'zod';
import {
  COVER_LETTER_WORDS,
  type CoverLetterLength,
  type LetterParagraph,
} from '@/shared/contracts/cover-letters';
import type { LlmClient } from '../../lib/llm-client';
import { claimSourceOf, countWords } from './build-cover-letter';
import { checkLetterSentence, type FactReference } from './check-letter-facts';

/** The model waits no longer than this for the whole letter. */
const BUDGET_MS = 15_000;
/** The paragraphs a model may reword: the frame (opening, close) and honest gaps stay as built. */
const REWORDED = new Set(['why-company', 'evidence', 'why-move']);

const AnswerSchema = z.object({ sentences: z.array(z.string().trim().min(3).max(600)) });

function prompt(paragraph: LetterParagraph): string {
  return [
    "You reword one paragraph of a teacher's cover letter so it reads warmly and naturally.",
    'Rules, all of them strict:',
    '- Keep every number, date, name, employer, tool and certification exactly as written, and add none.',
    '- Add no result, responsibility or claim the sentence does not state; "supported" stays supported, never "led" or "managed".',
    '- Keep the same number of sentences, in the same order, each saying what the original says. Plain words, no jargon.',
    'Reply with JSON only: {"sentences": ["<sentence 1>", "..."]}',
    ...paragraph.sentences.map((s, i) => `Sentence ${i + 1}: ${s.text}`),
  ].join('\n');
}

/**
 * Optional (issue 29): with a model configured, it may reword the sentences inside a slot. Each
 * reworded sentence passes the same fact guard as the built one (its facts against her evidence
 * and the posting, its scope verbs against the quotes it rests on) or the built sentence stays;
 * a failed or slow call, or a paragraph that would push the letter past its length, keeps it all.
 */
export async function rephraseWithLlm(
  llm: LlmClient,
  paragraphs: readonly LetterParagraph[],
  reference: FactReference,
  length: CoverLetterLength,
): Promise<LetterParagraph[]> {
  const signal = AbortSignal.timeout(BUDGET_MS);
  const answers = await Promise.all(
    paragraphs.map(async (paragraph) => {
      if (!REWORDED.has(paragraph.slot)) return null;
      try {
        const answer = await llm.askJson(prompt(paragraph), AnswerSchema, { signal });
        return answer.sentences.length === paragraph.sentences.length ? answer.sentences : null;
      } catch {
        return null;
      }
    }),
  );
  const words = (ps: readonly LetterParagraph[]) =>
    ps.reduce((n, p) => n + p.sentences.reduce((m, s) => m + countWords(s.text), 0), 0);
  let result = [...paragraphs];
  paragraphs.forEach((paragraph, index) => {
    const reworded = answers[index];
    if (!reworded) return;
    const next: LetterParagraph = {
      ...paragraph,
      sentences: paragraph.sentences.map((sentence, i) => {
        const text = reworded[i]!;
        const flags = checkLetterSentence(text, reference, claimSourceOf(sentence.evidence));
        return flags.length === 0 ? { ...sentence, text } : sentence;
      }),
    };
    const candidate = result.map((p, i) => (i === index ? next : p));
    if (words(candidate) <= COVER_LETTER_WORDS[length].max) result = candidate;
  });
  return result;
}
