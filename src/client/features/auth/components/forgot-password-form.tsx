import { MailCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EMAIL_MAX_LENGTH } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Input, Label } from '@/client/components/ui/input';
import { paths } from '@/client/config/paths';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * "Forgot your password?": her address, then the server's one answer for every address (202),
 * or how long to wait (429). `initialEmail` is what she had typed on the sign-in form.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const request = useRequestPasswordReset();
  const ids = { email: useId(), emailError: useId(), error: useId() };
  const sentRef = useRef<HTMLDivElement>(null);
  const emailError = request.error instanceof ApiError ? request.error.fields?.email : undefined;

  // The form gives way to what happened: take her there, so it is read out and Tab goes on.
  useEffect(() => {
    if (request.isSuccess) sentRef.current?.focus();
  }, [request.isSuccess]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate({ email: email.trim() });
  };

  return (
    <div className="mx-auto w-full max-w-md">
      <h1 className="mb-6 text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Reset your password
      </h1>
      <Card>
        {request.isSuccess ? (
          <>
            <CardHeader>
              <div ref={sentRef} tabIndex={-1} className="grid gap-1.5 focus:outline-none">
                <CardTitle as="h2" className="flex items-center gap-2">
                  <MailCheck className="size-5 text-brand-700" aria-hidden />
                  Check your email
                </CardTitle>
                <p className="text-sm text-slate-700">{request.data.message}</p>
              </div>
            </CardHeader>
            <CardContent className="flex flex-wrap items-center gap-3">
              <Button asChild>
                <Link to={paths.login.href()}>Back to sign in</Link>
              </Button>
              <Button variant="link" onClick={() => request.reset()}>
                Use another address
              </Button>
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader>
              <CardTitle as="h2">Forgot your password?</CardTitle>
              <CardDescription>
                Enter the email address you sign in with. We will email you a link to choose a new
                password.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <form
                className="grid gap-4"
                onSubmit={onSubmit}
                aria-describedby={request.isError && !emailError ? ids.error : undefined}
              >
                <div className="grid gap-1.5">
                  <Label htmlFor={ids.email}>Email</Label>
                  <Input
                    id={ids.email}
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    maxLength={EMAIL_MAX_LENGTH}
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    aria-invalid={emailError ? true : undefined}
                    aria-describedby={emailError ? ids.emailError : undefined}
                  />
                  {emailError ? (
                    <p id={ids.emailError} className="text-sm text-red-700">
                      {emailError}
                    </p>
                  ) : null}
                </div>
                {request.isError && !emailError ? (
                  <p
                    id={ids.error}
                    role="alert"
                    className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
                  >
                    {errorMessage(
                      request.error,
                      'We could not send the link just now. Please try again.',
                    )}
                  </p>
                ) : null}
                <Button type="submit" disabled={request.isPending} className="w-full">
                  {request.isPending ? 'Sending…' : 'Email me a link'}
                </Button>
              </form>
              <p className="mt-4 text-center text-sm">
                <Link
                  to={paths.login.href()}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  Back to sign in
                </Link>
              </p>
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}
