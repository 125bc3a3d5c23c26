// What ../job-alerts.ts is built from that needs no zod; the contract re-exports it.
// A client page that needs only these values does not load zod (ADR 015, "Signed-in routes").

export const ALERT_FREQUENCIES = ['off', 'daily', 'weekly'] as const;

export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
