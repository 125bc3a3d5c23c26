/** A sentence of her answer, exactly as she wrote it (a substring of the answer), and where it starts. */
export interface Sentence {
  text: string;
  start: number;
}

/** Her answer cut into sentences after ., ! or ? followed by a space, and at line breaks. */
export function sentencesOf(answer: string): Sentence[] {
  const sentences: Sentence[] = [];
  const boundary = /(?<=[.!?]["”’)]?)\s+|\s*\n\s*/g;
  let start = 0;
  const push = (end: number) => {
    const raw = answer.slice(start, end);
    const text = raw.trim();
    if (/[\p{L}\p{N}]/u.test(text))
      sentences.push({ text, start: start + raw.length - raw.trimStart().length });
  };
  for (const match of answer.matchAll(boundary)) {
    push(match.index);
    start = match.index + match[0].length;
  }
  push(answer.length);
  return sentences;
}

export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}
