import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useSyncExternalStore } from 'react';
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  type Application,
  type ApplicationStage,
  type UpdateApplication,
} from '@/shared/contracts/applications';
import { cn } from '@/client/lib/cn';
import { ApplicationCard } from './application-card';

interface BoardProps {
  applications: Application[];
  today: string;
  onChange: (id: string, changes: UpdateApplication) => void;
  onDelete: (application: Application) => void;
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
        'flex w-64 shrink-0 flex-col gap-2 rounded-xl bg-slate-100 p-2',
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

export function ApplicationBoard({ applications, today, onChange, onDelete }: BoardProps) {
  const wide = useWideScreen();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const columns = byStage(applications);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const stage = over?.id as ApplicationStage | undefined;
    const moved = applications.find((application) => application.id === active.id);
    if (stage && moved && moved.stage !== stage) onChange(moved.id, { stage });
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
      <div className="flex gap-3 overflow-x-auto pb-3">
        {columns.map(({ stage, items }) => (
          <Column key={stage} stage={stage} count={items.length}>
            {items.map((application) => (
              <ApplicationCard
                key={application.id}
                application={application}
                today={today}
                draggable
                onChange={(changes) => onChange(application.id, changes)}
                onDelete={() => onDelete(application)}
              />
            ))}
          </Column>
        ))}
      </div>
    </DndContext>
  );
}
