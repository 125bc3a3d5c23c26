import { useId, useState } from 'react';
import { Link } from 'react-router';
import { TRACKS, TRACK_BY_SLUG } from '@/shared/constants';
import type { AdminPerson } from '@/shared/contracts/admin';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/input';
import { paths } from '@/client/config/paths';
import { errorMessage } from '@/client/lib/api-client';
import { useGrantCourse, useRevokeCourse } from '../api/change-course-access';
import { whenInWords } from '../lib/run-format';

const PROVIDER_WORDS: Record<string, string> = {
  admin_grant: 'granted by an administrator',
  stripe: 'bought',
  test: 'bought (test checkout)',
};

/** One person found: who she is, her courses (each with Revoke), a grant, her certificates. */
export function PersonCard({ person }: { person: AdminPerson }) {
  const grant = useGrantCourse();
  const revoke = useRevokeCourse();
  const selectId = useId();
  const missing = TRACKS.filter((t) => !person.courses.some((c) => c.courseId === t.courseId));
  const [chosen, setChosen] = useState<number | ''>('');
  const courseToGrant = missing.some((t) => t.courseId === chosen) ? chosen : '';
  const [result, setResult] = useState<{ text: string; failed: boolean } | null>(null);
  const name = `${person.firstName} ${person.lastName}`.trim() || person.email;

  const onGrant = () => {
    if (courseToGrant === '') return;
    const label = TRACKS.find((t) => t.courseId === courseToGrant)!.label;
    setResult(null);
    grant.mutate(
      { userId: person.id, courseId: courseToGrant },
      {
        onSuccess: () => {
          setChosen('');
          setResult({ text: `${name} can now open the ${label} course.`, failed: false });
        },
        onError: (error) =>
          setResult({
            text: errorMessage(error, 'The course could not be granted.'),
            failed: true,
          }),
      },
    );
  };
  const onRevoke = (courseId: number, label: string) => {
    setResult(null);
    revoke.mutate(
      { userId: person.id, courseId },
      {
        onSuccess: ({ revoked }) =>
          setResult({
            text: revoked
              ? `${name} no longer has the ${label} course. Her progress is kept.`
              : `${name} did not have the ${label} course.`,
            failed: false,
          }),
        onError: (error) =>
          setResult({
            text: errorMessage(error, 'The course could not be revoked.'),
            failed: true,
          }),
      },
    );
  };

  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <h3 className="text-base font-semibold text-slate-900">{name}</h3>
        <p className="text-sm break-all text-slate-700">{person.email}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {person.emailVerified ? (
            <Badge variant="success">Email confirmed</Badge>
          ) : (
            <Badge variant="warning">Email not confirmed</Badge>
          )}
          <span>Joined {whenInWords(person.createdAt)}</span>
        </p>
        <p className="mt-1 text-xs break-all text-slate-600">Id {person.id}</p>
      </div>

      <div>
        <h4 className="text-sm font-semibold text-slate-900">Courses</h4>
        {person.courses.length === 0 ? (
          <p className="text-sm text-slate-700">No courses yet.</p>
        ) : (
          <ul className="mt-1 grid gap-2">
            {person.courses.map((course) => {
              const label = TRACK_BY_SLUG[course.track].label;
              return (
                <li key={course.courseId} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium text-slate-900">{label}</span>
                  <span className="text-slate-700">
                    {PROVIDER_WORDS[course.provider] ?? course.provider},{' '}
                    {whenInWords(course.since)}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() => onRevoke(course.courseId, label)}
                    aria-label={`Revoke ${label} course from ${name}`}
                  >
                    Revoke
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {missing.length > 0 ? (
          <div className="mt-2 flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <Label htmlFor={selectId}>Grant a course</Label>
              <select
                id={selectId}
                value={courseToGrant}
                onChange={(event) =>
                  setChosen(event.target.value === '' ? '' : Number(event.target.value))
                }
                className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                <option value="">Choose a course</option>
                {missing.map((track) => (
                  <option key={track.courseId} value={track.courseId}>
                    {track.label}
                  </option>
                ))}
              </select>
            </div>
            <Button disabled={courseToGrant === '' || grant.isPending} onClick={onGrant}>
              Grant to {person.firstName || 'her'}
            </Button>
          </div>
        ) : null}
      </div>

      <div>
        <h4 className="text-sm font-semibold text-slate-900">Certificates</h4>
        {person.certificates.length === 0 ? (
          <p className="text-sm text-slate-700">None yet.</p>
        ) : (
          <ul className="mt-1 grid gap-1 text-sm">
            {person.certificates.map((certificate) => (
              <li key={certificate.id}>
                <Link
                  to={paths.certificate.href(certificate.id)}
                  className="font-medium text-brand-700 underline"
                >
                  {TRACK_BY_SLUG[certificate.track].label}
                </Link>{' '}
                <span className="text-slate-700">
                  {certificate.score}%, {whenInWords(certificate.issuedAt)}
                  {certificate.withdrawn ? ' (withdrawn by her)' : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <p
        role="status"
        className={result?.failed ? 'text-sm text-red-700' : 'text-sm text-emerald-800'}
      >
        {result?.text}
      </p>
    </li>
  );
}
