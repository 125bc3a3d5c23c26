// What ../cover-letters.ts is built from that needs no zod; the contract re-exports it.
// A client page that needs only these values does not load zod (ADR 015, "Signed-in routes").

export const COVER_LETTER_LENGTHS = ['short', 'standard'] as const;

export type CoverLetterLength = (typeof COVER_LETTER_LENGTHS)[number];

/** Words: short at most 200; standard 250 to 400 (shorter only when her evidence runs out). */
export const COVER_LETTER_WORDS = {
  short: { min: 0, max: 200 },
  standard: { min: 250, max: 400 },
} as const satisfies Record<CoverLetterLength, { min: number; max: number }>;

/** A posting pasted for a job found elsewhere, at most this long. */
export const PASTED_DESCRIPTION_MAX = 20_000;

/** One sentence as she edits it, at most this long. */
export const LETTER_SENTENCE_MAX = 1_000;
