import { useId, useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@/shared/constants';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Input, Label } from '@/client/components/ui/input';
import { PasswordInput } from '@/client/components/ui/password-input';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useRequestEmailChange } from '../api/change-email';
import { FormOutcome } from './form-outcome';

const EMPTY = { newEmail: '', currentPassword: '' };
type Field = keyof typeof EMPTY;

/** The account page's anchor for this card (the bounced-address notice links to it). */
export const CHANGE_EMAIL_ANCHOR = 'change-email';

/**
 * A new sign-in address (a school address closes when she leaves). Her password confirms it is
 * her; the address changes only when she opens the link we mail to it, so a typo locks nothing.
 */
export function ChangeEmail({ email }: { email: string }) {
  const [values, setValues] = useState(EMPTY);
  const change = useRequestEmailChange();
  const base = useId();
  const fields = change.error instanceof ApiError ? (change.error.fields ?? {}) : {};
  const message = change.isError
    ? errorMessage(change.error, 'We could not send the link. Please try again.')
    : null;
  const formError = message && !Object.values(fields).includes(message) ? message : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate(values, {
      onSuccess: () => setValues(EMPTY),
      onError: (error) => {
        const named = error instanceof ApiError ? (error.fields ?? {}) : {};
        const first = (['newEmail', 'currentPassword'] as const).find((name) => named[name]);
        // Take her to the input the server named, where its message is read with it.
        if (first) document.getElementById(`${base}-${first}`)?.focus();
      },
    });
  };

  const describedBy = (name: Field) => (fields[name] ? `${base}-${name}-error` : undefined);
  const error = (name: Field) =>
    fields[name] ? (
      <p id={`${base}-${name}-error`} className="text-sm text-red-700">
        {fields[name]}
      </p>
    ) : null;
  const bind = (name: Field) => ({
    id: `${base}-${name}`,
    name,
    required: true,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    'aria-invalid': fields[name] ? true : undefined,
    'aria-describedby': describedBy(name),
  });

  return (
    <Card id={CHANGE_EMAIL_ANCHOR} tabIndex={-1} className="scroll-mt-20">
      <CardHeader>
        <CardTitle as="h2">Your email address</CardTitle>
        <CardDescription>
          You sign in with <span className="font-medium break-all">{email}</span>, and our emails go
          there. Moving on from a school address? Change it before it closes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid max-w-md gap-4"
          onSubmit={onSubmit}
          aria-label="Change your email address"
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${base}-newEmail`}>New email address</Label>
            <Input
              {...bind('newEmail')}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
            />
            {error('newEmail')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${base}-currentPassword`}>Current password</Label>
            <PasswordInput
              {...bind('currentPassword')}
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
            />
            {error('currentPassword')}
          </div>
          <FormOutcome error={formError} success={change.isSuccess ? change.data.message : null} />
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Sending…' : 'Send the link'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
