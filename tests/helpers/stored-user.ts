import type { User } from '@/shared/contracts/users';

/**
 * A user as a browser kept her under localStorage `user` before her time zone was kept: what an
 * older build stored, for the tests of how a stored user is read back (lib/stored-user.ts,
 * lib/session-store.ts).
 */
export const userStoredBeforeTimeZones: Omit<User, 'timeZone'> = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: 'rosa@school.example',
  currentRole: 'Teacher',
  yearsExperience: 9,
  skills: [],
  targetRoles: ['Customer Success Manager'],
};
