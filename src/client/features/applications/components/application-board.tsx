import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
} from '@/shared/contracts/values/applications';
import type {
  Application,
  ApplicationStage,
  UpdateApplication,
} from '@/shared/contracts/applications';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { ApplicationCard } from './application-card';

interface BoardProps {
  applications: Application[];
  today: string;
  onChange: (id: string, changes: UpdateApplication) => void;
  onDelete: (application: Application) => void;
  cardExtra?: (application: Application) => ReactNode;
}

const WIDE = '(min-width: 1024px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Columns you can drag between on a wide screen; a list grouped by stage on a phone. */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

/** The stages where a job has ended: they sit under the board, their cards folded away. */
const CLOSED_STAGES: readonly ApplicationStage[] = ['rejected', 'withdrawn'];

function byStage(applications: Application[]) {
  return APPLICATION_STAGES.map((stage) => ({
    stage,
    items: applications.filter((application) => application.stage === stage),
  }));
}

function Column({
  stage,
  count,
  children,
}: {
  stage: ApplicationStage;
  count: number;
  children: React.ReactNode;
}) {
  const { isOver, setNodeRef } = useDroppable({ id: stage });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={`stage-${stage}`}
      className={cn(
        'flex min-h-24 min-w-0 flex-col gap-2 rounded-xl bg-slate-100 p-2',
        isOver && 'ring-2 ring-brand-600',
      )}
    >
      <h2
        id={`stage-${stage}`}
        className="flex items-center justify-between px-1 text-sm font-semibold text-slate-800"
      >
        {APPLICATION_STAGE_LABELS[stage]}
        <span className="rounded-full bg-white px-2 text-xs text-slate-700">{count}</span>
      </h2>
      {children}
    </section>
  );
}

export function ApplicationBoard({
  applications,
  today,
  onChange,
  onDelete,
  cardExtra,
}: BoardProps) {
  const wide = useWideScreen();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const columns = byStage(applications);

  const [closedOpen, setClosedOpen] = useState(false);
  // A card moved to a closed stage stays in sight (and keeps the focus its Stage menu gives back).
  const change = (id: string, changes: UpdateApplication) => {
    if (changes.stage && CLOSED_STAGES.includes(changes.stage)) setClosedOpen(true);
    onChange(id, changes);
  };
  const card = (application: Application) => (
    <ApplicationCard
      key={application.id}
      application={application}
      today={today}
      draggable
      onChange={(changes) => change(application.id, changes)}
      onDelete={() => onDelete(application)}
      extra={cardExtra?.(application)}
    />
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const stage = over?.id as ApplicationStage | undefined;
    const moved = applications.find((application) => application.id === active.id);
    if (stage && moved && moved.stage !== stage) change(moved.id, { stage });
  };

  if (!wide) {
    return (
      <div className="flex flex-col gap-6">
        {columns
          .filter((column) => column.items.length > 0)
          .map(({ stage, items }) => (
            <section key={stage} aria-labelledby={`stage-${stage}`} className="flex flex-col gap-2">
              <h2 id={`stage-${stage}`} className="text-sm font-semibold text-slate-800">
                {APPLICATION_STAGE_LABELS[stage]} ({items.length})
              </h2>
              {items.map((application) => (
                <ApplicationCard
                  key={application.id}
                  application={application}
                  today={today}
                  draggable={false}
                  onChange={(changes) => onChange(application.id, changes)}
                  onDelete={() => onDelete(application)}
                  extra={cardExtra?.(application)}
                />
              ))}
            </section>
          ))}
      </div>
    );
  }

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To move an application, press space or enter, use the arrow keys to reach a stage, then press space or enter again. The Stage menu on each card does the same.',
        },
      }}
    >
      {/* Five columns fit the page at 1024 px and up; the closed stages fold away below them. */}
      <div className="grid grid-cols-5 gap-3">
        {columns
          .filter(({ stage }) => !CLOSED_STAGES.includes(stage))
          .map(({ stage, items }) => (
            <Column key={stage} stage={stage} count={items.length}>
              {items.map(card)}
            </Column>
          ))}
      </div>
      <ClosedStages
        columns={columns.filter(({ stage }) => CLOSED_STAGES.includes(stage))}
        open={closedOpen}
        onToggle={() => setClosedOpen((value) => !value)}
      >
        {card}
      </ClosedStages>
    </DndContext>
  );
}

/**
 * Rejected and Withdrawn under the board: always there to drop a card on, their cards shown on
 * request, so the jobs still in play get the width.
 */
function ClosedStages({
  columns,
  open,
  onToggle,
  children: card,
}: {
  columns: { stage: ApplicationStage; items: Application[] }[];
  open: boolean;
  onToggle: () => void;
  children: (application: Application) => React.ReactNode;
}) {
  const id = useId();
  const total = columns.reduce((sum, column) => sum + column.items.length, 0);
  return (
    <div className="mt-4 rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Closed ({total})</span>{' '}
          {total === 0
            ? 'Jobs that did not work out, or that you stepped back from, go here.'
            : 'Jobs that did not work out, or that you stepped back from.'}
        </p>
        {total > 0 ? (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={id}
            onClick={onToggle}
          >
            {open ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
            {open ? 'Hide closed applications' : `Show closed applications (${total})`}
          </Button>
        ) : null}
      </div>
      <div id={id} className="mt-3 grid grid-cols-5 gap-3">
        {columns.map(({ stage, items }) => (
          <Column key={stage} stage={stage} count={items.length}>
            {open ? items.map(card) : null}
          </Column>
        ))}
      </div>
    </div>
  );
}
