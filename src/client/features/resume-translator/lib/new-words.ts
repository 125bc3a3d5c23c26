export interface WordRun {
  text: string;
  /** Words the suggestion has that her line does not (in that place). */
  added: boolean;
}

/** Past this many word pairs the comparison is skipped: a line that long is shown plain. */
const MAX_PAIRS = 40_000;

const comparable = (word: string) =>
  word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * The suggestion as runs of her own words and new ones, so she sees at a glance what a rewrite
 * changed: the longest common subsequence of words (ignoring case and the punctuation around
 * them), everything outside it new. Spaces after a run of new words stay outside the run.
 */
export function newWords(source: string, suggestion: string): WordRun[] {
  const tokens = suggestion.match(/\S+\s*/g) ?? [];
  const theirs = tokens.map((token) => comparable(token));
  const hers = (source.match(/\S+/g) ?? []).map(comparable);
  if (tokens.length * hers.length > MAX_PAIRS) return [{ text: suggestion, added: false }];

  // lcs[i][j]: the common words of theirs[i..] and hers[j..].
  const lcs = Array.from({ length: theirs.length + 1 }, () =>
    new Array<number>(hers.length + 1).fill(0),
  );
  for (let i = theirs.length - 1; i >= 0; i--)
    for (let j = hers.length - 1; j >= 0; j--)
      lcs[i]![j] =
        theirs[i] === hers[j]
          ? lcs[i + 1]![j + 1]! + 1
          : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);

  const added: boolean[] = [];
  let i = 0;
  let j = 0;
  while (i < theirs.length) {
    if (j < hers.length && theirs[i] === hers[j]) {
      added.push(false);
      i++;
      j++;
    } else if (j < hers.length && lcs[i]![j + 1]! >= lcs[i + 1]![j]!) {
      j++;
    } else {
      // A word that is only punctuation ("–", "&") is never highlighted on its own.
      added.push(theirs[i] !== '');
      i++;
    }
  }

  const runs: WordRun[] = [];
  const push = (text: string, isNew: boolean) => {
    if (!text) return;
    const last = runs.at(-1);
    if (last && last.added === isNew) last.text += text;
    else runs.push({ text, added: isNew });
  };
  tokens.forEach((token, index) => {
    const isNew = added[index]!;
    const nextIsNew = added[index + 1] === true;
    const word = token.trimEnd();
    push(word, isNew);
    // The space between two new words belongs to the run; after the last one, it does not.
    push(token.slice(word.length), isNew && nextIsNew);
  });
  return runs;
}
