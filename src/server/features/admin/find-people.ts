import { trackByCourseId } from '@/shared/constants';
import {
  ADMIN_PEOPLE_PAGE_SIZE,
  type AdminPeoplePage,
  type AdminPeopleQuery,
} from '@/shared/contracts/admin';
import type { Database } from '../../db/client';
import { courseAccessOf } from '../../core/learning/learning.queries';
import { searchUsersByEmail } from '../../core/users/users.queries';
import { certificatesOf } from '../certificates';

/**
 * The administrators' look-up: people by address (exact or its start, any case), a page at a
 * time, each with the courses she can open and her certificates.
 */
export async function findPeople(db: Database, query: AdminPeopleQuery): Promise<AdminPeoplePage> {
  const rows = await searchUsersByEmail(db, query.email, {
    limit: ADMIN_PEOPLE_PAGE_SIZE + 1,
    offset: (query.page - 1) * ADMIN_PEOPLE_PAGE_SIZE,
  });
  const people = rows.slice(0, ADMIN_PEOPLE_PAGE_SIZE);
  const ids = people.map((person) => person.id);
  const [access, certificates] = await Promise.all([
    courseAccessOf(db, ids),
    certificatesOf(db, ids),
  ]);
  return {
    page: query.page,
    pageSize: ADMIN_PEOPLE_PAGE_SIZE,
    hasMore: rows.length > ADMIN_PEOPLE_PAGE_SIZE,
    people: people.map((person) => {
      const courses = new Map<number, (typeof access)[number]>();
      for (const row of access) {
        if (row.userId === person.id && !courses.has(row.courseId)) courses.set(row.courseId, row);
      }
      return {
        id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        emailVerified: person.emailVerifiedAt !== null,
        createdAt: person.createdAt.toISOString(),
        courses: [...courses.values()].flatMap((row) => {
          const track = trackByCourseId(row.courseId);
          return track
            ? [
                {
                  courseId: row.courseId,
                  track: track.slug,
                  provider: row.provider,
                  since: row.createdAt.toISOString(),
                },
              ]
            : [];
        }),
        certificates: certificates
          .filter((certificate) => certificate.userId === person.id)
          .map((certificate) => ({
            id: certificate.id,
            track: certificate.track,
            score: certificate.score,
            issuedAt: certificate.issuedAt.toISOString(),
            withdrawn: certificate.revokedAt !== null,
          })),
      };
    }),
  };
}
