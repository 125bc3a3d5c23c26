import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { Input, Label } from '@/client/components/ui/input';
import { toast } from '@/client/hooks/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useTrackApplication } from '../api/create-application';

const FIELDS = [
  { name: 'title', label: 'Job title', required: true, type: 'text', autoComplete: 'off' },
  { name: 'company', label: 'Company', required: true, type: 'text', autoComplete: 'organization' },
  { name: 'url', label: 'Link to the posting', required: true, type: 'url', autoComplete: 'url' },
  {
    name: 'location',
    label: 'Location (optional)',
    required: false,
    type: 'text',
    autoComplete: 'off',
  },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];

/** A job she found elsewhere (a district site, a referral): tracked beside the feed's. */
export function AddApplicationDialog({ userId }: { userId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const track = useTrackApplication(userId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: FieldName) => String(form.get(name) ?? '').trim();
    setErrors({});
    track.mutate(
      {
        title: value('title'),
        company: value('company'),
        url: value('url'),
        ...(value('location') ? { location: value('location') } : {}),
      },
      {
        onSuccess: (created) => {
          setOpen(false);
          toast({
            title: 'Application added',
            description: `${created.title} at ${created.company}`,
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
          else
            toast({
              title: 'Error',
              description: errorMessage(error, 'Please try again.'),
              variant: 'destructive',
            });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Plus aria-hidden /> Add a job from elsewhere
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Add a job from elsewhere"
        description="A posting you found on a district site, a company page or through a friend."
      >
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {FIELDS.map((field) => (
            <div key={field.name} className="grid gap-1">
              <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
              <Input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type}
                required={field.required}
                autoComplete={field.autoComplete}
                maxLength={field.name === 'url' ? 2000 : 200}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
              />
              {errors[field.name] ? (
                <p id={`${id}-${field.name}-error`} className="text-sm text-red-800">
                  {errors[field.name]}
                </p>
              ) : null}
            </div>
          ))}
          <Button type="submit" disabled={track.isPending}>
            {track.isPending ? 'Adding…' : 'Add application'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
