// What ../case-studies.ts is built from that needs no zod; the contract re-exports it.
// A client page that needs only these values does not load zod (ADR 015, "Signed-in routes").

/** Longest answer kept per case-study question. */
export const CASE_STUDY_ANSWER_MAX = 5000;
