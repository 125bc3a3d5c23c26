import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/spinner';
import { errorMessage } from '@/client/lib/api-client';
import { meQueryOptions } from '@/client/lib/me-query';
import { useRequestVerificationEmail } from '../api/request-verification-email';

/** The account page's email section: her address, whether it is confirmed, and a new link. */
export function EmailStatus({ email }: { email: string }) {
  const me = useQuery(meQueryOptions());
  const resend = useRequestVerificationEmail();
  const verified = me.data?.emailVerified;
  return (
    <Card aria-busy={me.isPending || undefined}>
      <CardHeader>
        <CardTitle as="h2">Email address</CardTitle>
        <CardDescription>
          Where we send password resets and the notices you ask for.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="flex flex-wrap items-center gap-2 text-slate-900">
          <span className="font-medium break-all">{email}</span>
          {verified === undefined ? (
            <Skeleton className="h-5 w-24" />
          ) : verified ? (
            <Badge variant="success">Confirmed</Badge>
          ) : (
            <Badge variant="warning">Not confirmed yet</Badge>
          )}
        </p>
        {verified === false ? (
          <>
            <p className="text-sm text-slate-700">
              Open the link we emailed you to confirm this address is yours. Your account works
              meanwhile. The link lasts 3 days; if it has expired or gone missing, ask for a new
              one.
            </p>
            <div>
              <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
                {resend.isPending ? 'Sending…' : 'Send a new link'}
              </Button>
            </div>
          </>
        ) : null}
        <p role="status" className={resend.isSuccess ? 'text-sm text-slate-800' : 'sr-only'}>
          {resend.isSuccess ? resend.data.message : ''}
        </p>
        {resend.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(resend.error, 'We could not send a new link. Please try again.')}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
