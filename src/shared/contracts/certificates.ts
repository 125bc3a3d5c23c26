import { z } from 'zod';
import { TRACK_SLUGS } from '../constants';
import { UserIdSchema } from './users';

/** A score as a band a hiring manager reads at a glance; the exact score stays with her. */
export const SCORE_BANDS = [
  { band: 'Distinction', min: 90 },
  { band: 'Merit', min: 80 },
  { band: 'Pass', min: 70 },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];

export function scoreBand(score: number): ScoreBand | null {
  return SCORE_BANDS.find((entry) => score >= entry.min)?.band ?? null;
}

export const CertificateIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'This is not a certificate number');

/** What anyone may see at /certificates/{id}: enough to trust it, nothing more. */
export const PublicCertificateSchema = z.object({
  id: z.string(),
  status: z.enum(['valid', 'withdrawn']),
  /** Null once she has withdrawn it. */
  name: z.string().nullable(),
  track: z.enum(TRACK_SLUGS),
  trackName: z.string(),
  issuedAt: z.string(),
  scoreBand: z.enum(['Distinction', 'Merit', 'Pass']).nullable(),
});
export type PublicCertificate = z.infer<typeof PublicCertificateSchema>;

/** Her own list: the exact score and the link to share. */
export const OwnCertificateSchema = PublicCertificateSchema.extend({
  score: z.number().int(),
  verifyPath: z.string(),
});
export type OwnCertificate = z.infer<typeof OwnCertificateSchema>;

export const CertificateParamsSchema = z.object({ certificateId: CertificateIdSchema });
export const OwnCertificateParamsSchema = z.object({
  id: UserIdSchema,
  certificateId: CertificateIdSchema,
});
