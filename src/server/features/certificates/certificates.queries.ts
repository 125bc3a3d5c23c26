import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TrackSlug } from '@/shared/constants';
import type { Database } from '../../db/client';
import { certificates, users } from '../../db/schema';

export type CertificateRow = typeof certificates.$inferSelect;

/** 16 random bytes: the id is the verification link, so it must not be guessable. */
const newCertificateId = () => randomBytes(16).toString('base64url');

/**
 * Issues her certificate for a passed assessment, or raises the score on the one she has (a better
 * retake keeps the same id, so a shared link keeps working; a worse one changes nothing). A
 * withdrawn certificate comes back when she passes again.
 */
export async function issueCertificate(
  db: Database,
  input: { userId: string; track: TrackSlug; score: number; attemptId: number },
): Promise<CertificateRow> {
  const [row] = await db
    .insert(certificates)
    .values({ id: newCertificateId(), ...input })
    .onConflictDoUpdate({
      target: [certificates.userId, certificates.track],
      set: {
        score: sql`greatest(${certificates.score}, excluded.score)`,
        attemptId: sql`case when excluded.score > ${certificates.score} then excluded.attempt_id else ${certificates.attemptId} end`,
        revokedAt: null,
      },
    })
    .returning();
  return row!;
}

export function listCertificates(db: Database, userId: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(asc(certificates.issuedAt));
}

/** Every certificate of these people (withdrawn ones too), for the administrators' page. */
export function certificatesOf(
  db: Database,
  userIds: readonly string[],
): Promise<CertificateRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(certificates)
    .where(inArray(certificates.userId, [...userIds]))
    .orderBy(asc(certificates.issuedAt));
}

export async function findCertificate(db: Database, id: string) {
  const [row] = await db
    .select({
      certificate: certificates,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(eq(certificates.id, id));
  return row ?? null;
}

export async function setCertificateWithdrawn(
  db: Database,
  userId: string,
  id: string,
  withdrawn: boolean,
): Promise<CertificateRow | null> {
  const [row] = await db
    .update(certificates)
    .set({ revokedAt: withdrawn ? new Date() : null })
    .where(and(eq(certificates.id, id), eq(certificates.userId, userId)))
    .returning();
  return row ?? null;
}
