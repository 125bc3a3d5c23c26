import { useId, useState, type FormEvent } from 'react';
import { NAME_MAX_LENGTH } from '@/shared/constants';
import type { User } from '@/shared/contracts/users';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Input, Label } from '@/client/components/ui/input';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useUpdateName } from '../api/update-name';
import { FormOutcome } from './form-outcome';

const FIELDS = [
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
] as const;

/**
 * Her name as greetings, documents and certificates show it (walk-through m12: she could not fix
 * the surname on her certificate). The server trims and checks it; its message for a field is
 * shown under that field.
 */
export function YourName({ user }: { user: User }) {
  const [values, setValues] = useState({ firstName: user.firstName, lastName: user.lastName });
  const update = useUpdateName(user.id);
  const base = useId();
  const fields = update.error instanceof ApiError ? (update.error.fields ?? {}) : {};
  const message = update.isError
    ? errorMessage(update.error, 'Your name could not be saved. Please try again.')
    : null;
  const formError = message && !Object.values(fields).includes(message) ? message : null;
  const unchanged =
    values.firstName.trim() === user.firstName && values.lastName.trim() === user.lastName;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate(values);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your name</CardTitle>
        <CardDescription>
          As it appears on your certificates and in the emails we send you.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" onSubmit={onSubmit} aria-label="Your name">
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map(([name, label, autoComplete]) => {
              const id = `${base}-${name}`;
              return (
                <div key={name} className="grid gap-1.5">
                  <Label htmlFor={id}>{label}</Label>
                  <Input
                    id={id}
                    name={name}
                    autoComplete={autoComplete}
                    required
                    maxLength={NAME_MAX_LENGTH}
                    value={values[name]}
                    onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
                    aria-invalid={fields[name] ? true : undefined}
                    aria-describedby={fields[name] ? `${id}-error` : undefined}
                  />
                  {fields[name] ? (
                    <p id={`${id}-error`} className="text-sm text-red-700">
                      {fields[name]}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
          <FormOutcome
            error={formError}
            success={
              update.isSuccess && unchanged ? 'Saved. Your certificates now show this name.' : null
            }
          />
          <div>
            <Button type="submit" disabled={update.isPending || unchanged}>
              {update.isPending ? 'Saving…' : 'Save name'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
