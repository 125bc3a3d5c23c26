// What ../interview.ts is built from that needs no zod; the contract re-exports it.
// A client page that needs only these values does not load zod (ADR 015, "Signed-in routes").

export const INTERVIEW_ANSWER_MAX = 5000;

export const STORY_MIN = 5;

export const STORY_MAX = 12;
