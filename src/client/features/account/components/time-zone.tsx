import { useId, useMemo, useState, type FormEvent } from 'react';
import type { User } from '@/shared/contracts/users';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/input';
import { errorMessage } from '@/client/lib/api-client';
import { clockTime, deviceTimeZone, timeZoneChoices } from '@/client/lib/time-zone';
import { useUpdateTimeZone } from '../api/update-time-zone';
import { FormOutcome } from './form-outcome';

/**
 * The zone her follow-up reminders keep time by (issue 26: each morning in her time zone). Set
 * from her browser at sign-up; an account from before that, or a browser that did not say, is
 * offered the device's zone until she saves one.
 */
export function TimeZone({ user }: { user: User }) {
  const device = deviceTimeZone();
  const [value, setValue] = useState(user.timeZone ?? device ?? '');
  const choices = useMemo(() => timeZoneChoices([user.timeZone, device]), [user.timeZone, device]);
  const update = useUpdateTimeZone(user.id);
  const id = useId();
  const unchanged = value === user.timeZone;
  const saved = update.isSuccess && unchanged && user.timeZone;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ timeZone: value });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your time zone</CardTitle>
        <CardDescription>
          Follow-up reminders reach you from 8 in the morning here, on the day you planned to follow
          up.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-md gap-4" onSubmit={onSubmit} aria-label="Your time zone">
          <div className="grid gap-1.5">
            <Label htmlFor={id}>Time zone</Label>
            <select
              id={id}
              name="timeZone"
              required
              className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-describedby={`${id}-hint`}
            >
              {value === '' ? <option value="">Choose your time zone</option> : null}
              {choices.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
            <p id={`${id}-hint`} className="text-sm text-slate-700">
              {user.timeZone
                ? value
                  ? `It is ${clockTime(value, new Date())} in ${value.replaceAll('_', ' ')} now.`
                  : null
                : device
                  ? `Not saved yet. Your device says ${device.replaceAll('_', ' ')}; save it to get reminders in your morning.`
                  : 'Not saved yet. Choose the zone you live in to get reminders in your morning.'}
            </p>
          </div>
          <FormOutcome
            error={
              update.isError
                ? errorMessage(update.error, 'Your time zone could not be saved. Please try again.')
                : null
            }
            success={saved ? 'Saved. Your reminders follow this time zone.' : null}
          />
          <div>
            <Button type="submit" disabled={update.isPending || unchanged || value === ''}>
              {update.isPending ? 'Saving…' : 'Save time zone'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
