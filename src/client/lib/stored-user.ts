import { UserSchema, type User } from '@/shared/contracts/users';

/** The stored `user` read by its contract; anything else (corrupt, an old shape) is no user. */
export function parseStoredUser(raw: string): User | null {
  try {
    const parsed = UserSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.warn('Stored user is not a valid user record; treating as signed out.');
  } catch (error) {
    console.warn('Stored user could not be parsed; treating as signed out.', error);
  }
  return null;
}
