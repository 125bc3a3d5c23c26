import { useAlertRuns } from '../api/get-alert-runs';
import { useRunAlerts } from '../api/run-alerts';
import { durationInWords, whenInWords } from '../lib/run-format';
import { RunPanel } from './run-panel';
import { ScrollTable, td, th } from './scroll-table';

const STATUS_WORDS = { running: 'Running', succeeded: 'Finished', failed: 'Failed' } as const;

/** The job-alert digests: recent passes with their counts, and a button to send what is due. */
export function AlertRuns() {
  return (
    <RunPanel
      title="Job alert emails"
      description="After each ingest, everyone whose day or week has come round gets the new postings that match her alert. An email that failed is tried again on the next pass."
      runs={useAlertRuns()}
      runNow={useRunAlerts()}
      labels={{
        run: 'Send due alerts now',
        running: 'Sending…',
        finished: (run) =>
          run.skipped
            ? 'Another server is sending alerts right now; nothing more was sent.'
            : `Sent ${run.emailsSent} of ${run.subscribers} due alert emails; ${run.failed} failed.`,
        runFailed: 'The alerts could not be sent.',
        readFailed: 'The alert runs could not be read.',
        none: 'No alerts have been sent yet.',
        loading: 'Loading the alert runs…',
      }}
    >
      {(rows) => (
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
              {rows.map((run) => (
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
      )}
    </RunPanel>
  );
}
