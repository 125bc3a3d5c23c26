import { trackBySlug, type TrackSlug } from '@/shared/constants';
import {
  scoreBand,
  type OwnCertificate,
  type PublicCertificate,
} from '@/shared/contracts/certificates';
import { certificatePagePath } from '@/shared/paths';
import type { Database } from '../../db/client';
import { listCertificates, type CertificateRow } from './certificates.queries';

// How a certificate reads: on the public verification page and on her own pages.

export const trackName = (track: string) => trackBySlug(track)?.label ?? track;
export const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export function publicView(row: CertificateRow, name: string): PublicCertificate {
  const withdrawn = row.revokedAt !== null;
  return {
    id: row.id,
    status: withdrawn ? 'withdrawn' : 'valid',
    name: withdrawn ? null : name,
    track: row.track as TrackSlug,
    trackName: trackName(row.track),
    issuedAt: row.issuedAt.toISOString(),
    scoreBand: withdrawn ? null : scoreBand(row.score),
  };
}

/** Her certificates as she sees them: her name and score on each, and the link that verifies it. */
export async function ownCertificates(
  db: Database,
  user: { id: string; firstName: string; lastName: string },
): Promise<OwnCertificate[]> {
  const name = fullName(user.firstName, user.lastName);
  return (await listCertificates(db, user.id)).map((row) => ({
    ...publicView(row, name),
    name,
    score: row.score,
    verifyPath: certificatePagePath(row.id),
  }));
}
