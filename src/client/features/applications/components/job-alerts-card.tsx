import { BellRing } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TRACKS, type TrackSlug } from '@/shared/constants';
import { ALERT_FREQUENCIES } from '@/shared/contracts/values/job-alerts';
import type { AlertFrequency, JobAlertsResponse } from '@/shared/contracts/job-alerts';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { Input, Label } from '@/client/components/ui/input';
import { toast } from '@/client/hooks/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useJobAlerts } from '../api/get-job-alerts';
import { useSaveJobAlerts } from '../api/save-job-alerts';

const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  off: 'Off',
  daily: 'Daily',
  weekly: 'Weekly',
};

/** Job alerts by email: how often, for which roles, where, and whether only beginner-friendly. */
export function JobAlertsCard({
  userId,
  defaultRoles,
}: {
  userId: string;
  defaultRoles: TrackSlug[];
}) {
  const settings = useJobAlerts(userId);
  const headingId = useId();
  return (
    <Card id="job-alerts" role="region" aria-labelledby={headingId} className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2" id={headingId} className="flex items-center gap-2">
          <BellRing className="size-5 text-brand-700" aria-hidden /> Job alerts by email
        </CardTitle>
        <CardDescription>
          New openings that match, at most one email a day or a week, and none when nothing is new.
          Every email has a one-click unsubscribe link.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          <AlertsForm
            key={JSON.stringify(settings.data)}
            userId={userId}
            saved={settings.data}
            defaultRoles={defaultRoles}
          />
        ) : settings.isError ? (
          <p role="alert" className="text-red-800">
            {errorMessage(settings.error, 'Your alert settings could not be loaded.')}
          </p>
        ) : (
          <p className="text-sm text-slate-600">Loading your alert settings…</p>
        )}
      </CardContent>
    </Card>
  );
}

function AlertsForm({
  userId,
  saved,
  defaultRoles,
}: {
  userId: string;
  saved: JobAlertsResponse;
  defaultRoles: TrackSlug[];
}) {
  const id = useId();
  const save = useSaveJobAlerts(userId);
  const [frequency, setFrequency] = useState<AlertFrequency>(saved.frequency);
  const [roles, setRoles] = useState<TrackSlug[]>(
    saved.tracks.length > 0 ? saved.tracks : defaultRoles,
  );
  const [location, setLocation] = useState(saved.location);
  const [remoteOnly, setRemoteOnly] = useState(saved.remoteOnly);
  const [entryLevelOnly, setEntryLevelOnly] = useState(saved.entryLevelOnly);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { frequency, tracks: roles, location, remoteOnly, entryLevelOnly },
      {
        onSuccess: (result) =>
          toast({
            title: result.frequency === 'off' ? 'Job alerts are off' : 'Job alerts saved',
            description:
              result.frequency === 'off'
                ? undefined
                : `You will get new matches ${result.frequency === 'daily' ? 'once a day' : 'once a week'}.`,
            variant: 'success',
          }),
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.fields
              ? Object.values(failure.fields).join(' ')
              : errorMessage(failure, 'Your alert settings could not be saved. Please try again.'),
          ),
      },
    );
  };

  const toggleRole = (role: TrackSlug, on: boolean) =>
    setRoles((current) =>
      on ? [...new Set([...current, role])] : current.filter((r) => r !== role),
    );

  return (
    <form
      className="grid gap-5"
      onSubmit={submit}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">How often</legend>
        <div className="flex flex-wrap gap-4">
          {ALERT_FREQUENCIES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-frequency`}
                value={value}
                checked={frequency === value}
                onChange={() => setFrequency(value)}
                className="size-4 accent-brand-700"
              />
              {FREQUENCY_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2" disabled={frequency === 'off'}>
        <legend className="text-sm font-medium text-slate-800">Roles</legend>
        <div className="flex flex-wrap gap-4">
          {TRACKS.map((track) => (
            <CheckboxField
              key={track.slug}
              label={track.label}
              checked={roles.includes(track.slug)}
              onChange={(on) => toggleRole(track.slug, on)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2" disabled={frequency === 'off'}>
        <legend className="sr-only">Where and what level</legend>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-location`}>City or state (optional)</Label>
          <Input
            id={`${id}-location`}
            value={location}
            maxLength={100}
            placeholder="e.g. Denver or Texas"
            onChange={(event) => setLocation(event.target.value)}
          />
        </div>
        <div className="grid content-end gap-2">
          <CheckboxField label="Remote jobs only" checked={remoteOnly} onChange={setRemoteOnly} />
          <CheckboxField
            label="Only jobs open to career changers"
            checked={entryLevelOnly}
            onChange={setEntryLevelOnly}
          />
        </div>
      </fieldset>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save alerts'}
        </Button>
        {saved.lastSentAt ? (
          <span className="text-sm text-slate-600">
            Last sent {new Date(saved.lastSentAt).toLocaleDateString()}
          </span>
        ) : null}
      </div>
    </form>
  );
}
