// What ../mini-courses.ts is built from that needs no zod; the contract re-exports it.
// A client page that needs only these values does not load zod (ADR 015, "Signed-in routes").

/** Longest practice response kept with a completed module (the database enforces it too). */
export const PRACTICE_RESPONSE_MAX = 5000;
