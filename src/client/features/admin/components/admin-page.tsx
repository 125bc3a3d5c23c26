import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/client/components/ui/spinner';
import { meQueryOptions } from '@/client/lib/me-query';
import { AlertRuns } from './alert-runs';
import { IngestRuns } from './ingest-runs';
import { MailFailures } from './mail-failures';
import { PeopleSearch } from './people-search';
import { QueueJobs } from './queue-jobs';

/** /admin: shown to administrators only (the server refuses everyone else's requests anyway). */
export function AdminPage() {
  const me = useQuery(meQueryOptions());
  if (me.isPending) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-8" aria-busy="true">
        <Spinner label="Checking your access" />
      </div>
    );
  }
  if (!me.data?.isAdmin) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Administration</h1>
        <p className="mt-2 text-slate-700">
          This page is for administrators. If you should be one, confirm your email address first:
          rights need an address on the administrators’ list that you have confirmed.
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-5xl min-w-0 gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Administration</h1>
        <p className="mt-1 text-slate-700">
          Find a teacher and change her course access, and see how the job feed and its alert emails
          are running.
        </p>
      </div>
      <PeopleSearch />
      <IngestRuns />
      <AlertRuns />
      <MailFailures />
      <QueueJobs />
    </div>
  );
}
