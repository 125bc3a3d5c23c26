import { Link } from 'react-router';
import { TRACK_BY_SLUG } from '@/shared/constants';
import { paths } from '@/client/config/paths';
import { errorMessage } from '@/client/lib/api-client';
import { useRoleplays } from '../api/roleplays';

/** The scripted conversations, one per role, each a link to play it. */
export function RoleplayList({ userId }: { userId: string }) {
  const roleplays = useRoleplays(userId);
  return (
    <section aria-labelledby="roleplays-heading" className="mt-10">
      <h2 id="roleplays-heading" className="text-xl font-semibold">
        Practise a conversation
      </h2>
      <p className="mt-1 text-slate-700">
        Play the other side of a real work conversation, one reply at a time. Pick a reply or write
        your own, then see what landed.
      </p>
      {roleplays.isPending ? <p className="mt-3">Loading the conversations…</p> : null}
      {roleplays.isError ? (
        <p role="alert" className="mt-3 text-red-700">
          {errorMessage(roleplays.error, 'We could not load the conversations.')}
        </p>
      ) : null}
      <ul className="mt-4 space-y-4">
        {roleplays.data?.map((roleplay) => (
          <li key={roleplay.id} className="rounded border border-slate-200 p-4">
            <h3 className="font-semibold break-words">
              <Link
                to={paths.interviewRoleplay.href(roleplay.id)}
                className="text-blue-800 underline underline-offset-2"
              >
                {roleplay.title}
              </Link>
            </h3>
            <p className="text-sm text-slate-700">{TRACK_BY_SLUG[roleplay.role].label}</p>
            <p className="mt-2 break-words">{roleplay.brief}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
