// What ../evidence.ts is built from that needs no zod; the contract re-exports it.
// A client page that needs only these values does not load zod (ADR 015, "Signed-in routes").

/** Where she says she did something, at most this long. */
export const EVIDENCE_STATEMENT_MAX = 400;
