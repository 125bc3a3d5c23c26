/**
 * A written answer as compared with the key: case, accents, spacing and punctuation ignored ("$450,000"
 * is "450000", "give-get" is "give get"), a leading "a", "an" or "the" dropped, and a simple plural
 * ("gaps", "results") read as its singular.
 */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\d)[,.](?=\d{3}\b)/g, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^(a|an|the) /, '')
    .split(' ')
    .map((word) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word))
    .join('');
}

/** Whether her answer is the key or one of the alternatives the content accepts. */
export function matchesWrittenAnswer(answer: string, accepted: readonly string[]): boolean {
  const hers = normaliseAnswer(answer);
  return hers !== '' && accepted.some((key) => normaliseAnswer(key) === hers);
}
