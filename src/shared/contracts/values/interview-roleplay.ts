// What ../interview-roleplay.ts is built from that needs no zod; the contract re-exports it.
// A client page that needs only these values does not load zod (ADR 015, "Signed-in routes").

export const ROLEPLAY_REPLY_MAX = 5000;
