import { useId, useRef, useState, type FormEvent } from 'react';
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
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { FormOutcome } from './form-outcome';

const FIELDS = ['currentPassword', 'newPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY = { currentPassword: '', newPassword: '' };

/**
 * Change her password with her current one. The server names the input at fault (`fields`), which
 * is shown under it and focused; on success it says how many other devices were signed out.
 */
export function ChangePassword({ email }: { email: string }) {
  const [values, setValues] = useState(EMPTY);
  const change = useChangePassword();
  const base = useId();
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const fields = change.error instanceof ApiError ? (change.error.fields ?? {}) : {};
  const fieldMessages = Object.values(fields);
  const message = change.isError
    ? errorMessage(change.error, 'Your password could not be changed. Please try again.')
    : null;
  // The form's alert repeats nothing an input already says.
  const formError = message && !fieldMessages.includes(message) ? message : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate(values, {
      onSuccess: () => setValues(EMPTY),
      // Take her to the input the server named, where its message is read with it.
      onError: (error) => {
        const named = error instanceof ApiError ? (error.fields ?? {}) : {};
        const first = FIELDS.find((name) => named[name]);
        if (first) inputs.current[first]?.focus();
      },
    });
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => {
    const id = `${base}-${name}`;
    const describedBy = [hint ? `${id}-hint` : null, fields[name] ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <PasswordInput
          ref={(element) => {
            inputs.current[name] = element;
          }}
          id={id}
          name={name}
          autoComplete={autoComplete}
          required
          minLength={name === 'newPassword' ? PASSWORD_MIN_LENGTH : undefined}
          maxLength={PASSWORD_MAX_LENGTH}
          value={values[name]}
          onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
          aria-invalid={fields[name] ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
        {fields[name] ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {fields[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Password</CardTitle>
        <CardDescription>
          Changing it signs you out everywhere else; this device stays signed in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid max-w-md gap-4"
          onSubmit={onSubmit}
          aria-label="Change your password"
          aria-describedby={formError ? `${base}-error` : undefined}
        >
          {/* For password managers: which account this password belongs to. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          {field('currentPassword', 'Current password', 'current-password')}
          {field(
            'newPassword',
            'New password',
            'new-password',
            `At least ${PASSWORD_MIN_LENGTH} characters.`,
          )}
          <FormOutcome
            error={formError}
            errorId={`${base}-error`}
            success={change.isSuccess ? change.data.message : null}
          />
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
