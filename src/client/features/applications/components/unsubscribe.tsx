import { BellOff, CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { errorMessage } from '@/client/lib/api-client';
import { useUnsubscribeFromAlerts } from '../api/unsubscribe-from-alerts';

/** The link at the foot of a job-alert email: turns alerts off, signed in or not. */
export function Unsubscribe({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeFromAlerts();
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const failed = !token || unsubscribe.isError;
  return (
    <div className="mx-auto flex max-w-lg flex-col px-4 py-16">
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
            {failed ? (
              <CircleAlert className="size-6 text-red-700" aria-hidden />
            ) : (
              <BellOff className="size-6 text-brand-700" aria-hidden />
            )}
            {failed
              ? 'This link did not work'
              : unsubscribe.isSuccess
                ? 'Job alerts are off'
                : 'Turning job alerts off…'}
          </h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-slate-700" role={failed ? 'alert' : 'status'}>
            {!token
              ? 'This unsubscribe link is missing its token. Sign in and turn job alerts off under Applications.'
              : unsubscribe.isError
                ? errorMessage(
                    unsubscribe.error,
                    'Please sign in and turn job alerts off under Applications.',
                  )
                : unsubscribe.isSuccess
                  ? 'You will get no more job-alert emails. You can turn them back on at any time under Applications.'
                  : 'One moment.'}
          </p>
          <Button asChild variant="outline" className="w-fit">
            <Link to={`${paths.applications.href()}#job-alerts`}>Job alert settings</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
