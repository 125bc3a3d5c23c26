import { Download, KanbanSquare } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
} from '@/shared/contracts/values/applications';
import type { Application } from '@/shared/contracts/applications';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/client/components/ui/dialog';
import { Skeleton } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { toast } from '@/client/hooks/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useDeleteApplication } from '../api/delete-application';
import { applicationsCsvHref, useApplications } from '../api/get-applications';
import { useUpdateApplication } from '../api/update-application';
import { followUpState, localDay } from '../lib/follow-up';
import { AddApplicationDialog } from './add-application-dialog';
import { ApplicationBoard } from './application-board';

/**
 * /applications: every job she is pursuing on a board by stage, counts and follow-ups due, the
 * CSV export, and the way to add, move or remove one.
 */
export function ApplicationTracker({
  userId,
  cardExtra,
}: {
  userId: string;
  /** What the page adds to each card (the cover letter's link and state). */
  cardExtra?: (application: Application) => ReactNode;
}) {
  const list = useApplications(userId);
  const update = useUpdateApplication(userId);
  const remove = useDeleteApplication(userId);
  const [removing, setRemoving] = useState<Application | null>(null);
  const today = localDay();
  const applications = list.data ?? [];
  const due = applications.filter((a) => {
    const state = followUpState(a.followUpAt, a.stage, today);
    return state === 'due' || state === 'overdue';
  }).length;

  const change = (id: string, changes: Parameters<typeof update.mutate>[0]['changes']) =>
    update.mutate(
      { id, changes },
      {
        onError: (error) =>
          toast({
            title: 'Not saved',
            description: errorMessage(error, 'Your change could not be saved. Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your applications</h1>
          <p className="mt-1 max-w-prose text-slate-700">
            Every job you are pursuing, where it stands, and when to follow up. Move a card with its
            Stage menu, or drag it between columns on a wide screen.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <AddApplicationDialog userId={userId} />
          {applications.length > 0 ? (
            <Button asChild variant="outline">
              <a href={applicationsCsvHref(userId)} download>
                <Download aria-hidden /> Download CSV
              </a>
            </Button>
          ) : null}
        </div>
      </div>

      {applications.length > 0 ? (
        <ul className="mt-5 flex flex-wrap gap-2 text-sm" aria-label="Applications by stage">
          {APPLICATION_STAGES.map((stage) => {
            const count = applications.filter((a) => a.stage === stage).length;
            return count > 0 ? (
              <li key={stage} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                {APPLICATION_STAGE_LABELS[stage]}: <strong>{count}</strong>
              </li>
            ) : null;
          })}
          {due > 0 ? (
            <li className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-950">
              {due} follow-up{due === 1 ? '' : 's'} due
            </li>
          ) : null}
        </ul>
      ) : null}

      <div className="mt-6">
        {list.isPending ? (
          <Skeleton className="h-64 w-full rounded-xl" />
        ) : list.isError ? (
          <p role="alert" className="text-red-800">
            {errorMessage(list.error, 'Your applications could not be loaded. Please try again.')}
          </p>
        ) : applications.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <KanbanSquare className="size-8 text-slate-500" aria-hidden />
            <p className="font-semibold text-slate-900">No applications yet</p>
            <p className="max-w-prose text-sm text-slate-700">
              Press “Track application” on a job in your feed, or add a job you found elsewhere.
              Each one gets a stage, notes and a follow-up reminder.
            </p>
            <Button asChild>
              <Link to={paths.jobs.href()}>Open the job feed</Link>
            </Button>
          </div>
        ) : (
          <ApplicationBoard
            applications={applications}
            today={today}
            onChange={change}
            onDelete={setRemoving}
            cardExtra={cardExtra}
          />
        )}
      </div>

      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        {removing ? (
          <DialogContent
            title="Remove this application?"
            description={`${removing.title} at ${removing.company}, with its notes and stage history.`}
          >
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Keep it</Button>
              </DialogClose>
              <Button
                variant="destructive"
                onClick={() => {
                  remove.mutate(removing.id, {
                    onError: (error) =>
                      toast({
                        title: 'Not removed',
                        description: errorMessage(error, 'Please try again.'),
                        variant: 'destructive',
                      }),
                  });
                  setRemoving(null);
                }}
              >
                Remove
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
