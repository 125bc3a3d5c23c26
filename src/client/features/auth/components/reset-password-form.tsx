import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/input';
import { PasswordInput } from '@/client/components/ui/password-input';
import { paths } from '@/client/config/paths';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { usePasswordResetCheck } from '../api/check-password-reset';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

const MISSING =
  'This link is missing its code. Open the whole link from the email, or request a new one.';

/**
 * The link in the "Reset your password" email: her new password, then /login with the server's
 * words. A link the server refuses (forged, expired, used: 400) says why and leads to a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const reset = useConfirmPasswordReset();
  const ids = { password: useId(), hint: useId(), fieldError: useId(), error: useId() };
  const passwordRef = useRef<HTMLInputElement>(null);
  const fieldError = reset.error instanceof ApiError ? reset.error.fields?.password : undefined;
  const check = usePasswordResetCheck(token);
  // Only the server's refusal of the link hides the form; a check that could not be made leaves it.
  const refused =
    check.error instanceof ApiError && check.error.status === 400 ? check.error.message : null;
  const usable = token !== '' && !refused;
  const linkError = !token
    ? MISSING
    : refused
      ? refused
      : reset.isError && !fieldError
        ? errorMessage(reset.error, 'We could not set your password just now. Please try again.')
        : null;

  useEffect(() => {
    if (fieldError) passwordRef.current?.focus();
  }, [fieldError]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset.mutate({ token, password });
  };

  return (
    <div className="mx-auto w-full max-w-md">
      <h1 className="mb-6 text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Choose a new password
      </h1>
      <Card>
        <CardHeader>
          <CardTitle as="h2">New password</CardTitle>
          <CardDescription>
            Setting it signs you out on every device; you then sign in with the new one.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="grid gap-4"
            onSubmit={onSubmit}
            aria-describedby={linkError ? ids.error : undefined}
          >
            <div className={usable ? 'grid gap-1.5' : 'hidden'}>
              <Label htmlFor={ids.password}>New password</Label>
              <PasswordInput
                ref={passwordRef}
                id={ids.password}
                name="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={PASSWORD_MAX_LENGTH}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${ids.hint} ${ids.fieldError}` : ids.hint}
              />
              <p id={ids.hint} className="text-xs text-slate-600">
                At least {PASSWORD_MIN_LENGTH} characters.
              </p>
              {fieldError ? (
                <p id={ids.fieldError} className="text-sm text-red-700">
                  {fieldError}
                </p>
              ) : null}
            </div>
            {linkError ? (
              <div
                id={ids.error}
                role="alert"
                className="grid gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
              >
                <p>{linkError}</p>
                <p>
                  <Link
                    to={paths.forgotPassword.href()}
                    className="font-semibold text-red-900 underline underline-offset-4"
                  >
                    Request a new link
                  </Link>
                </p>
              </div>
            ) : null}
            {usable ? (
              <Button type="submit" disabled={reset.isPending} className="w-full">
                {reset.isPending ? 'Saving…' : 'Set new password'}
              </Button>
            ) : null}
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
