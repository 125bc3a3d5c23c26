import { Download, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { Label } from '@/client/components/ui/input';
import { PasswordInput } from '@/client/components/ui/password-input';
import { errorMessage } from '@/client/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

/** 'Your data': download everything we hold about her, or delete the account. */
export function AccountData({ userId }: { userId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your data</CardTitle>
        <CardDescription>
          One file with everything we hold about you: profile, resume and analysis, learning,
          certificates, payments, bookmarks, applications and alerts. The summary is the same data
          as a page you can read and print.
        </CardDescription>
      </CardHeader>
      {/* The labels wrap on a phone: "Download a readable summary" is wider than a 360 px card. */}
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild variant="outline" className="h-auto min-h-10 py-2 whitespace-normal">
          <a href={`/api/users/${userId}/export`} download>
            <Download aria-hidden /> Download my data
          </a>
        </Button>
        <Button asChild variant="outline" className="h-auto min-h-10 py-2 whitespace-normal">
          <a href={`/api/users/${userId}/export/summary`} download>
            <Download aria-hidden /> Download a readable summary
          </a>
        </Button>
        <DeleteAccount userId={userId} />
      </CardContent>
    </Card>
  );
}

function DeleteAccount({ userId }: { userId: string }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount(userId);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    remove.mutate(String(new FormData(event.currentTarget).get('password') ?? ''), {
      onError: (failure) =>
        setError(errorMessage(failure, 'Your account could not be deleted. Please try again.')),
    });
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
            <PasswordInput
              id={`${id}-password`}
              name="password"
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
