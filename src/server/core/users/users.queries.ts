import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { User } from '@/shared/contracts/users';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    currentRole: row.currentRole,
    yearsExperience: row.yearsExperience,
    skills: row.skills,
    targetRoles: row.targetRoles,
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

/**
 * Accounts whose address is `start` or begins with it, in any case: the exact address first, then
 * by address. LIKE's wildcards in what was typed are matched as themselves.
 */
export function searchUsersByEmail(
  db: Database,
  start: string,
  page: { limit: number; offset: number },
): Promise<UserRow[]> {
  const lowered = start.toLowerCase();
  const pattern = `${lowered.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) like ${pattern}`)
    .orderBy(sql`lower(${users.email}) = ${lowered} desc`, sql`lower(${users.email})`, users.id)
    .limit(page.limit)
    .offset(page.offset);
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(
  db: Database,
  input: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(input).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** The manual profile form's fields; lists are de-duplicated. */
export async function updateProfile(
  db: Database,
  userId: string,
  profile: {
    currentRole: string | null;
    yearsExperience: number | null;
    skills: string[];
    targetRoles: string[];
  },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      currentRole: profile.currentRole,
      yearsExperience: profile.yearsExperience,
      skills: [...new Set(profile.skills)],
      targetRoles: [...new Set(profile.targetRoles)],
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`users row ${userId} is gone`);
  return row;
}

export async function updateName(
  db: Database,
  userId: string,
  name: { firstName: string; lastName: string },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ firstName: name.firstName, lastName: name.lastName, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`users row ${userId} is gone`);
  return row;
}

export async function setPasswordHash(
  db: Database,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Marks her address verified, when it is still the address the link was mailed to. True when it
 * is verified now (also when it already was).
 */
export async function markEmailVerified(
  db: Database,
  userId: string,
  mailedTo: string,
): Promise<boolean> {
  const [row] = await db
    .update(users)
    // A link she followed from that address proves mail reaches it: an old bounce no longer holds.
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, emailBouncedAt: null })
    .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, mailedTo.toLowerCase())))
    .returning({ id: users.id });
  return row !== undefined;
}

/**
 * Claims the right to send her the "sign-in paused" email: true for exactly one caller, and only
 * when none was sent in the last `quietHours` (parallel failures that lock the account together
 * race here, in one UPDATE).
 */
export async function claimLockNotice(
  db: Database,
  userId: string,
  quietHours: number,
): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ lockNoticeSentAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        or(
          isNull(users.lockNoticeSentAt),
          lt(users.lockNoticeSentAt, sql`now() - make_interval(hours => ${quietHours}::int)`),
        ),
      ),
    )
    .returning({ id: users.id });
  return row !== undefined;
}

/** A mail server refused this address for good: the account says so (GET /api/auth/me). */
export async function markEmailBounced(db: Database, address: string): Promise<void> {
  await db
    .update(users)
    .set({ emailBouncedAt: sql`now()` })
    .where(eq(sql`lower(${users.email})`, address.toLowerCase()));
}
