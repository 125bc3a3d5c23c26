import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Award, Download, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { RequireUser } from '@/client/components/auth/require-user';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { Input, Label } from '@/client/components/ui/input';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';
import {
  certificateKeys,
  myCertificatesQueryOptions,
} from '@/client/features/certificates/api/certificates';
import { toast } from '@/client/hooks/use-toast';
import { apiRequest, errorMessage } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/session-store';

export function AccountRoute() {
  return (
    <RequireUser
      toastTitle="Authentication Required"
      toastDescription="Please log in to manage your account."
    >
      <Account />
    </RequireUser>
  );
}

function Account() {
  const { user } = useSession();
  const me = user!;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your account</h1>
        <p className="mt-1 text-slate-700">
          Signed in as {me.email}. What we keep and why is on the{' '}
          <Link to={paths.privacy.href()} className="font-semibold text-brand-700 underline">
            privacy page
          </Link>
          .
        </p>
      </div>
      <Certificates userId={me.id} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Your data</CardTitle>
          <CardDescription>
            One file with everything we hold about you: profile, resume and analysis, learning,
            certificates, payments, bookmarks, applications and alerts.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Button asChild variant="outline">
            <a href={`/api/users/${me.id}/export`} download>
              <Download aria-hidden /> Download my data
            </a>
          </Button>
          <DeleteAccount userId={me.id} />
        </CardContent>
      </Card>
    </div>
  );
}

function Certificates({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const certificates = useQuery(myCertificatesQueryOptions(userId));
  const toggle = useMutation({
    mutationFn: ({ id, withdrawn }: { id: string; withdrawn: boolean }) =>
      apiRequest(`/api/users/${userId}/certificates/${id}`, {
        method: 'PATCH',
        body: { withdrawn },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificateKeys.mine(userId) }),
  });
  const list = certificates.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your certificates</CardTitle>
        <CardDescription>
          Share a certificate&apos;s link with an employer: anyone can open it to check it. Withdraw
          one to hide your name from its link.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {list.length === 0 ? (
          <p className="text-sm text-slate-700">
            Pass a track&apos;s assessment after its course to earn one.
          </p>
        ) : (
          <ul className="grid gap-3">
            {list.map((certificate) => (
              <li
                key={certificate.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
              >
                <span className="flex items-center gap-2 font-medium text-slate-900">
                  <Award className="size-4 text-brand-700" aria-hidden />
                  {certificate.trackName} · {certificate.score}%
                  {certificate.status === 'withdrawn' ? (
                    <span className="text-sm font-normal text-amber-900">(withdrawn)</span>
                  ) : null}
                </span>
                <span className="flex flex-wrap gap-2">
                  <Button asChild size="sm" variant="outline">
                    <Link to={paths.certificate.href(certificate.id)}>Open</Link>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={toggle.isPending}
                    onClick={() =>
                      toggle.mutate({
                        id: certificate.id,
                        withdrawn: certificate.status === 'valid',
                      })
                    }
                  >
                    {certificate.status === 'valid' ? 'Withdraw' : 'Restore'}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DeleteAccount({ userId }: { userId: string }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (password: string) =>
      apiRequest(`/api/users/${userId}`, { method: 'DELETE', body: { password } }),
    onSuccess: async () => {
      await navigate(paths.home.href(), { flushSync: true });
      sessionStore.clear({ forget: true });
      queryClient.clear();
      toast({ title: 'Account deleted', description: 'Everything we held about you is gone.' });
    },
    onError: (failure) =>
      setError(errorMessage(failure, 'Your account could not be deleted. Please try again.')),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    remove.mutate(String(new FormData(event.currentTarget).get('password') ?? ''));
  };
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden /> Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete your account?"
        description="This removes your account, resume, learning, certificates, applications and alerts, and signs you out everywhere. It cannot be undone."
      >
        <form className="grid gap-4" onSubmit={submit}>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-password`}>Your password</Label>
            <Input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? (
              <p id={`${id}-error`} className="text-sm text-red-800">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Keep my account</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete everything'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
