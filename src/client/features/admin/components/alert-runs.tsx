import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { errorMessage } from '@/client/lib/api-client';
import { useAlertRuns } from '../api/get-alert-runs';
import { useRunAlerts } from '../api/run-alerts';
import { durationInWords, whenInWords } from '../lib/run-format';
import { ScrollTable, td, th } from './scroll-table';

const STATUS_WORDS = { running: 'Running', succeeded: 'Finished', failed: 'Failed' } as const;

/** The job-alert digests: recent passes with their counts, and a button to send what is due. */
export function AlertRuns() {
  const runs = useAlertRuns();
  const runNow = useRunAlerts();
  const [result, setResult] = useState<{ text: string; failed: boolean } | null>(null);

  const onRun = () => {
    setResult(null);
    runNow.mutate(undefined, {
      onSuccess: (run) =>
        setResult({
          text: run.skipped
            ? 'Another server is sending alerts right now; nothing more was sent.'
            : `Sent ${run.emailsSent} of ${run.subscribers} due alert emails; ${run.failed} failed.`,
          failed: false,
        }),
      onError: (error) =>
        setResult({ text: errorMessage(error, 'The alerts could not be sent.'), failed: true }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Job alert emails</CardTitle>
        <CardDescription>
          After each ingest, everyone whose day or week has come round gets the new postings that
          match her alert. An email that failed is tried again on the next pass.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onRun} disabled={runNow.isPending}>
            {runNow.isPending ? 'Sending…' : 'Send due alerts now'}
          </Button>
          <p
            role="status"
            className={result?.failed ? 'text-sm text-red-700' : 'text-sm text-slate-700'}
          >
            {result?.text}
          </p>
        </div>
        {runs.isError ? (
          <p className="text-sm text-red-700">
            {errorMessage(runs.error, 'The alert runs could not be read.')}
          </p>
        ) : runs.data?.length === 0 ? (
          <p className="text-sm text-slate-700">No alerts have been sent yet.</p>
        ) : runs.data ? (
          <ScrollTable label="Recent alert runs">
            <table className="min-w-full divide-y divide-slate-200">
              <caption className="sr-only">Recent job alert runs, newest first</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    Started
                  </th>
                  <th scope="col" className={th}>
                    Why
                  </th>
                  <th scope="col" className={th}>
                    Status
                  </th>
                  <th scope="col" className={th}>
                    Took
                  </th>
                  <th scope="col" className={th}>
                    Due
                  </th>
                  <th scope="col" className={th}>
                    Emails sent
                  </th>
                  <th scope="col" className={th}>
                    Postings sent
                  </th>
                  <th scope="col" className={th}>
                    Emails failed
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {runs.data.map((run) => (
                  <tr key={run.id}>
                    <th scope="row" className={`${td} font-medium`}>
                      {whenInWords(run.startedAt)}
                    </th>
                    <td className={td}>
                      {run.trigger === 'manual' ? 'by an administrator' : 'after an ingest'}
                    </td>
                    <td className={td}>
                      {STATUS_WORDS[run.status]}
                      {run.error ? <span className="block text-red-800">{run.error}</span> : null}
                    </td>
                    <td className={td}>{durationInWords(run.startedAt, run.finishedAt)}</td>
                    <td className={td}>{run.subscribers}</td>
                    <td className={td}>{run.emailsSent}</td>
                    <td className={td}>{run.jobsSent}</td>
                    <td className={run.failed > 0 ? `${td} font-semibold text-red-800` : td}>
                      {run.failed}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        ) : (
          <p className="text-sm text-slate-700">Loading the alert runs…</p>
        )}
      </CardContent>
    </Card>
  );
}
