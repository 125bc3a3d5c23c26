import type { AnswerCheck } from '@/shared/contracts/interview';
import { NUMBER_WORDS } from '../../../lib/number-words';
import type { Sentence } from '../../../core/feedback';

/** 40% · $12,000 · 3.5 · 140 · "from 12 to 30": a figure she can be asked about. */
const FIGURE = /[$£€]?\d[\d,]*(?:\.\d+)?\s?(?:%|percent\b|k\b|x\b)?/i;
const WORD_FIGURE = new RegExp(
  `\\b(?:${Object.keys(NUMBER_WORDS).join('|')}|doubled|tripled|halved)\\b(?:\\s(?:percent|per cent|times))?`,
  'i',
);
/** Something anyone could have seen happen, when there is no figure. */
const OBSERVABLE =
  /\b(?:signed|renewed|closed|hired|promoted|adopted|rolled out|still (?:use|uses|run|runs)|now (?:use|uses|run|runs)|asked me to|came back|stayed|passed|published|approved|chose|bought|re-enrolled|referred)\b/i;

/**
 * A number, or a result someone could have watched happen, in her answer: the result sentence
 * first, then the rest. A year ("in 2019") is a date, not a result.
 */
export function checkResult(sentences: readonly Sentence[], result: Sentence | null): AnswerCheck {
  const order = result ? [result, ...sentences.filter((s) => s !== result)] : sentences;
  for (const sentence of order) {
    const withoutYears = sentence.text.replace(/\b(?:19|20)\d{2}\b/g, (y) => ' '.repeat(y.length));
    const found =
      FIGURE.exec(withoutYears) ?? WORD_FIGURE.exec(withoutYears) ?? OBSERVABLE.exec(withoutYears);
    if (found && /\S/.test(found[0]))
      return {
        id: 'number',
        label: 'A number or a result anyone could see',
        passed: true,
        quote: sentence.text.slice(found.index, found.index + found[0].length).trim(),
      };
  }
  return {
    id: 'number',
    label: 'A number or a result anyone could see',
    passed: false,
    quote: null,
    hint: 'Put a number on the result (how many, how much, how fast), or say what people did differently afterwards.',
  };
}
