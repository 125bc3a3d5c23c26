import { eq, sql } from 'drizzle-orm';
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
