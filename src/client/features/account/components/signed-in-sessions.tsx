import { Monitor, Smartphone } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Session } from '@/shared/contracts/auth';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { useLogout } from '@/client/hooks/use-logout';
import { errorMessage } from '@/client/lib/api-client';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { dayInWords, lastUsedInWords, momentInWords } from '../lib/last-used';

const PHONE = /iPhone|iPad|Android/;

/**
 * "Where you're signed in": each browser in words with when it was last used, a sign-out for
 * each, and one for all but this device. Signing out this device is the ordinary logout, so it
 * leaves this computer as the Logout button does (what is kept under her id goes too).
 */
export function SignedInSessions() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const logout = useLogout();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [result, setResult] = useState<{ text: string; failed: boolean } | null>(null);

  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);

  // The row (or rows) she signed out are gone with their buttons: her place is the heading.
  const settle = (text: string, failed: boolean) => {
    setResult({ text, failed });
    headingRef.current?.focus();
  };

  const signOut = (session: Session) => {
    if (session.current) {
      logout.mutate();
      return;
    }
    setResult(null);
    endOne.mutate(session.id, {
      onSuccess: () => settle(`Signed out ${session.browser}.`, false),
      onError: (error) =>
        settle(
          errorMessage(error, 'That browser could not be signed out. Please try again.'),
          true,
        ),
    });
  };

  const signOutOthers = () => {
    setResult(null);
    endOthers.mutate(undefined, {
      onSuccess: ({ message }) => settle(message, false),
      onError: (error) =>
        settle(
          errorMessage(error, 'Your other devices could not be signed out. Please try again.'),
          true,
        ),
    });
  };

  return (
    <Card aria-busy={sessions.isPending || undefined}>
      <CardHeader>
        <CardTitle as="h2" ref={headingRef} tabIndex={-1} className="focus:outline-none">
          Where you&apos;re signed in
        </CardTitle>
        <CardDescription>
          Signed in somewhere you don&apos;t recognise, or on a computer you no longer use? Sign it
          out here.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending ? (
          <Spinner label="Loading where you're signed in" />
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(sessions.error, 'We could not load where you are signed in.')}
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Signed-in browsers">
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                busy={
                  session.current
                    ? logout.isPending
                    : endOne.isPending && endOne.variables === session.id
                }
                onSignOut={() => signOut(session)}
              />
            ))}
          </ul>
        )}
        <p
          role="status"
          className={result && !result.failed ? 'text-sm font-medium text-slate-900' : 'sr-only'}
        >
          {result && !result.failed ? result.text : ''}
        </p>
        {result?.failed ? (
          <p role="alert" className="text-sm text-red-800">
            {result.text}
          </p>
        ) : null}
        {sessions.isSuccess ? (
          others.length > 0 ? (
            <div>
              <Button variant="outline" disabled={endOthers.isPending} onClick={signOutOthers}>
                {endOthers.isPending ? 'Signing out…' : 'Sign out everywhere else'}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-slate-700">You are not signed in anywhere else.</p>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}

function SessionRow({
  session,
  busy,
  onSignOut,
}: {
  session: Session;
  busy: boolean;
  onSignOut: () => void;
}) {
  const Icon = PHONE.test(session.browser) ? Smartphone : Monitor;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <Icon className="size-4 shrink-0 text-slate-600" aria-hidden />
          {session.browser}
          {session.current ? <Badge variant="success">This device</Badge> : null}
        </p>
        <p className="text-sm text-slate-700">
          {session.current ? (
            'Active now'
          ) : (
            <>
              Last used{' '}
              <time dateTime={session.lastUsedAt} title={momentInWords(session.lastUsedAt)}>
                {lastUsedInWords(session.lastUsedAt)}
              </time>
            </>
          )}
          {' · '}Signed in{' '}
          <time dateTime={session.createdAt} title={momentInWords(session.createdAt)}>
            {dayInWords(session.createdAt)}
          </time>
        </p>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={onSignOut}
        aria-label={
          session.current
            ? `Sign out ${session.browser} (this device)`
            : `Sign out ${session.browser}, last used ${lastUsedInWords(session.lastUsedAt)}`
        }
      >
        {busy ? 'Signing out…' : 'Sign out'}
      </Button>
    </li>
  );
}
