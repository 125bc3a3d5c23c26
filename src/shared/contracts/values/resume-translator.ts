// What ../resume-translator.ts is built from that needs no zod; the contract re-exports it.
// A client page that needs only these values does not load zod (ADR 015, "Signed-in routes").

/** Her own edit of a suggestion is at most this long. */
export const TRANSLATION_EDIT_MAX = 400;
