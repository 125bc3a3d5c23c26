import { Fragment } from 'react';
import type { IngestRun } from '@/shared/contracts/jobs';
import { Badge } from '@/client/components/ui/badge';
import { useIngestRuns } from '../api/get-ingest-runs';
import { useRunIngest } from '../api/run-ingest';
import { durationInWords, whenInWords } from '../lib/run-format';
import { RunPanel } from './run-panel';
import { ScrollTable, td, th } from './scroll-table';

const TRIGGER_WORDS: Record<string, string> = {
  schedule: 'hourly',
  manual: 'by an administrator',
  cli: 'from the command line',
  startup: 'at start-up',
};

function StatusBadge({ run }: { run: IngestRun }) {
  const failing = Object.values(run.sources).filter((s) => s.failed > 0 || s.error).length;
  if (run.status === 'running') return <Badge variant="secondary">Running</Badge>;
  if (run.status === 'failed') return <Badge variant="destructive">Failed</Badge>;
  // 'partial': some boards failed; the count below names how many.
  return failing > 0 ? (
    <Badge variant="warning">
      Finished, {failing} {failing === 1 ? 'board' : 'boards'} failing
    </Badge>
  ) : (
    <Badge variant="success">Finished</Badge>
  );
}

/** The job feed's recent ingests, each board's counts and errors, and a button to run one now. */
export function IngestRuns() {
  return (
    <RunPanel
      title="Job feed ingests"
      description="Each hour the server asks every job board for new postings. A board that failed shows its error here. Running one now can take a minute."
      runs={useIngestRuns()}
      runNow={useRunIngest()}
      labels={{
        run: 'Run an ingest now',
        running: 'Running the ingest…',
        finished: (run) => `Ingest #${run.id} finished: see it at the top of the table.`,
        runFailed: 'The ingest could not be started.',
        readFailed: 'The ingest runs could not be read.',
        none: 'No ingest has run yet.',
        loading: 'Loading the ingest runs…',
      }}
    >
      {(rows) => (
        <ScrollTable label="Recent ingests">
          <table className="min-w-full divide-y divide-slate-200">
            <caption className="sr-only">
              Recent job feed ingests, newest first, each followed by its boards
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  Board
                </th>
                <th scope="col" className={th}>
                  Fetched
                </th>
                <th scope="col" className={th}>
                  Added
                </th>
                <th scope="col" className={th}>
                  Updated
                </th>
                <th scope="col" className={th}>
                  Failed
                </th>
                <th scope="col" className={th}>
                  Error
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((run) => (
                <Fragment key={run.id}>
                  <tr className="bg-slate-50/60">
                    <th
                      scope="colgroup"
                      colSpan={6}
                      className="px-3 py-2 text-left text-sm font-semibold text-slate-900"
                    >
                      <span className="flex flex-wrap items-center gap-2">
                        Ingest #{run.id}, {whenInWords(run.startedAt)},{' '}
                        {TRIGGER_WORDS[run.trigger] ?? run.trigger}, took{' '}
                        {durationInWords(run.startedAt, run.finishedAt)}, {run.expired} expired
                        <StatusBadge run={run} />
                      </span>
                      {run.error ? (
                        <span className="block font-normal text-red-800">{run.error}</span>
                      ) : null}
                    </th>
                  </tr>
                  {Object.entries(run.sources).map(([board, stats]) => (
                    <tr key={board}>
                      <th scope="row" className={`${td} font-medium`}>
                        {board}
                      </th>
                      {stats.notDue ? (
                        <td colSpan={5} className={`${td} text-slate-600`}>
                          Not asked this time: its schedule allows no call yet.
                        </td>
                      ) : (
                        <>
                          <td className={td}>{stats.fetched}</td>
                          <td className={td}>{stats.new}</td>
                          <td className={td}>{stats.updated}</td>
                          <td
                            className={stats.failed > 0 ? `${td} font-semibold text-red-800` : td}
                          >
                            {stats.failed}
                          </td>
                          <td className={`${td} max-w-md whitespace-normal text-red-800`}>
                            {stats.error ?? ''}
                            {stats.held ? (
                              <span className="block text-amber-900">
                                Held: this answer would have closed {stats.heldListings ?? 'most'}{' '}
                                of its listings, so none were closed; the next run confirms or lifts
                                the hold.
                              </span>
                            ) : null}
                          </td>
                        </>
                      )}
                    </tr>
                  ))}
                </Fragment>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </RunPanel>
  );
}
