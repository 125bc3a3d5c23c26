import { useDraggable } from '@dnd-kit/core';
import { CalendarClock, ExternalLink, GripVertical, MapPin, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { MAX_APPLICATION_NOTES } from '@/shared/contracts/values/applications';
import type {
  Application,
  ApplicationStage,
  UpdateApplication,
} from '@/shared/contracts/applications';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Input, Label, Textarea } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';
import { followUpState } from '../lib/follow-up';
import { StageMenu } from './stage-menu';

interface ApplicationCardProps {
  application: Application;
  today: string;
  draggable: boolean;
  onChange: (changes: UpdateApplication) => void;
  onDelete: () => void;
  /** What the page adds to a card (the cover letter's link and state). */
  extra?: ReactNode;
}

const FOLLOW_UP_BADGE = {
  overdue: { label: 'Follow-up overdue', variant: 'destructive' },
  due: { label: 'Follow up today', variant: 'warning' },
  upcoming: null,
} as const;

/**
 * One application: its posting link, a stage menu (the keyboard way to move it; dragging is the
 * pointer way), a follow-up day and notes, each saved as she leaves the field.
 */
export function ApplicationCard({
  application,
  today,
  draggable,
  onChange,
  onDelete,
  extra,
}: ApplicationCardProps) {
  const id = useId();
  const [notes, setNotes] = useState(application.notes);
  const [notesOpen, setNotesOpen] = useState(application.notes !== '');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: application.id,
    disabled: !draggable,
  });
  const followUp = followUpState(application.followUpAt, application.stage, today);
  const badge = followUp ? FOLLOW_UP_BADGE[followUp] : null;
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }
    : undefined;

  return (
    <article
      ref={setNodeRef}
      style={style}
      aria-labelledby={`${id}-title`}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm',
        followUp === 'overdue' && 'border-red-300',
        followUp === 'due' && 'border-amber-400',
        isDragging && 'z-10 opacity-80 shadow-lg',
      )}
    >
      <div className="flex items-start gap-2">
        {draggable ? (
          <button
            type="button"
            className="mt-0.5 cursor-grab rounded p-0.5 text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            aria-label={`Drag ${application.title} to another stage`}
            {...listeners}
            {...attributes}
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
        ) : null}
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="font-semibold break-words text-slate-900">
            <a
              href={application.url}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {application.title}
              <ExternalLink className="ml-1 inline size-3.5 align-baseline" aria-hidden />
              <span className="sr-only"> (opens the posting in a new tab)</span>
            </a>
          </h3>
          <p className="text-sm break-words text-slate-700">{application.company}</p>
          {application.location ? (
            <p className="flex items-center gap-1 text-xs text-slate-600">
              <MapPin className="size-3" aria-hidden /> {application.location}
            </p>
          ) : null}
        </div>
      </div>
      {badge ? (
        <Badge variant={badge.variant} className="w-fit">
          <CalendarClock className="size-3" aria-hidden /> {badge.label}
        </Badge>
      ) : null}
      <StageMenu application={application} onMove={(stage) => onChange({ stage })} />
      {extra}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-follow-up`}>Follow up on</Label>
        <Input
          id={`${id}-follow-up`}
          type="date"
          className="h-9 min-w-0"
          defaultValue={application.followUpAt ?? ''}
          onBlur={(event) => {
            const value = event.target.value || null;
            if (value !== application.followUpAt) onChange({ followUpAt: value });
          }}
        />
      </div>
      {notesOpen ? (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-notes`}>Notes</Label>
          <Textarea
            id={`${id}-notes`}
            className="min-h-20"
            maxLength={MAX_APPLICATION_NOTES}
            value={notes}
            placeholder="Who you spoke to, what they asked, what to send next"
            onChange={(event) => setNotes(event.target.value)}
            onBlur={() => {
              if (notes !== application.notes) onChange({ notes });
            }}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {notesOpen ? (
          <span className="text-xs text-slate-600">
            Applied {dateOf(application, 'applied') ?? 'not yet'}
          </span>
        ) : (
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() => setNotesOpen(true)}
          >
            Add notes
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${application.title} from your applications`}
          onClick={onDelete}
        >
          <Trash2 className="text-slate-600" aria-hidden />
        </Button>
      </div>
    </article>
  );
}

function dateOf(application: Application, stage: ApplicationStage): string | null {
  const event = application.history.find((entry) => entry.stage === stage);
  return event
    ? new Date(event.at).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })
    : null;
}
