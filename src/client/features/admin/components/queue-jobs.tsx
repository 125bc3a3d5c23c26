import { useId, useState } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import type { AdminQueueJob } from '@/shared/contracts/admin';
import { useQueueJobs } from '../api/get-queue-jobs';
import { whenInWords } from '../lib/run-format';
import { ScrollTable, td, th } from './scroll-table';

const QUEUE_WORDS: Record<string, string> = {
  mail: 'Email',
  'jobs-ingest': 'Job feed: start',
  'jobs-ingest-board': 'Job feed: one board',
  'jobs-ingested': 'Job feed: after the update',
  'job-alerts-digest': 'Job alert emails',
  'follow-up-reminders': 'Follow-up reminders',
  'nightly-purge': 'Nightly clean-up',
};
const STATE_WORDS: Record<AdminQueueJob['state'], string> = {
  created: 'Waiting',
  retry: 'Waiting to try again',
  active: 'Running',
  completed: 'Done',
  cancelled: 'Cancelled',
  failed: 'Gave up',
};

/** The background work (emails, the job feed, reminders, clean-up): a plain table, newest first. */
export function QueueJobs() {
  const [state, setState] = useState<'all' | 'failed'>('all');
  const jobs = useQueueJobs(state);
  const selectId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Background work</CardTitle>
        <CardDescription>
          Emails, job feed updates, reminders and the nightly clean-up run here, one step at a time.
          A step that fails is tried again; the ones that gave up show why.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
            Show
          </label>
          <select
            id={selectId}
            value={state}
            onChange={(event) => setState(event.target.value === 'failed' ? 'failed' : 'all')}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            <option value="all">The latest 50</option>
            <option value="failed">Only the ones that gave up</option>
          </select>
        </div>
        {jobs.isPending ? (
          <p className="text-sm text-slate-700">Loading the background work…</p>
        ) : jobs.isError ? (
          <p role="alert" className="text-sm text-red-800">
            The background work could not be read.
          </p>
        ) : jobs.data.length === 0 ? (
          <p className="text-sm text-slate-700">
            {state === 'failed' ? 'Nothing has given up.' : 'Nothing has run yet.'}
          </p>
        ) : (
          <ScrollTable label="Recent background work">
            <table className="min-w-full divide-y divide-slate-200">
              <caption className="sr-only">Recent background work, newest first</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    Queued
                  </th>
                  <th scope="col" className={th}>
                    What
                  </th>
                  <th scope="col" className={th}>
                    Status
                  </th>
                  <th scope="col" className={th}>
                    Tries
                  </th>
                  <th scope="col" className={th}>
                    Why it failed
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 bg-white">
                {jobs.data.map((job) => (
                  <tr key={job.id}>
                    <td className={td}>{whenInWords(job.createdAt)}</td>
                    <td className={td}>{QUEUE_WORDS[job.queue] ?? job.queue}</td>
                    <td className={td}>{STATE_WORDS[job.state]}</td>
                    <td className={td}>{job.attempts}</td>
                    <td className={`${td} whitespace-normal`}>{job.error ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </CardContent>
    </Card>
  );
}
