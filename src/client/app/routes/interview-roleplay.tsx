import { useParams } from 'react-router';
import { RequireUser } from '@/client/components/auth/require-user';
import { useRoleplay } from '@/client/features/interview/api/roleplays';
import { RoleplayPlayer } from '@/client/features/interview/components/roleplay-player';
import { useSession } from '@/client/hooks/use-session';
import { errorMessage } from '@/client/lib/api-client';

export function InterviewRoleplayRoute() {
  return (
    <RequireUser reason="Sign in to practise an interview roleplay.">
      <InterviewRoleplay />
    </RequireUser>
  );
}

function InterviewRoleplay() {
  const { user } = useSession();
  const { roleplayId = '' } = useParams();
  const roleplay = useRoleplay(user!.id, roleplayId);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold break-words">
        {roleplay.data?.title ?? 'Interview roleplay'}
      </h1>
      {roleplay.isPending ? <p>Loading the conversation…</p> : null}
      {roleplay.isError ? (
        <p role="alert">{errorMessage(roleplay.error, 'We could not load this roleplay.')}</p>
      ) : null}
      {roleplay.data ? (
        // A new roleplay starts a new conversation.
        <RoleplayPlayer key={roleplay.data.id} userId={user!.id} roleplay={roleplay.data} />
      ) : null}
    </div>
  );
}
