import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
import { errorMessage } from '@/client/lib/api-client';

interface RunPanelProps<Run, Started> {
  title: string;
  description: string;
  /** The recent runs, newest first. */
  runs: UseQueryResult<Run[]>;
  /** Starting one now. */
  runNow: UseMutationResult<Started, Error, void>;
  labels: {
    run: string;
    running: string;
    /** What she reads after a run started from here finished. */
    finished: (started: Started) => string;
    runFailed: string;
    readFailed: string;
    none: string;
    loading: string;
  };
  /** The table of runs, once there are any. */
  children: (runs: Run[]) => ReactNode;
}

/**
 * One kind of background work on the admin page (job ingests, alert emails): what it is, a button
 * that runs it now with the outcome said aloud, and its recent runs.
 */
export function RunPanel<Run, Started>({
  title,
  description,
  runs,
  runNow,
  labels,
  children,
}: RunPanelProps<Run, Started>) {
  const [result, setResult] = useState<{ text: string; failed: boolean } | null>(null);

  const onRun = () => {
    setResult(null);
    runNow.mutate(undefined, {
      onSuccess: (started) => setResult({ text: labels.finished(started), failed: false }),
      onError: (error) => setResult({ text: errorMessage(error, labels.runFailed), failed: true }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onRun} disabled={runNow.isPending}>
            {runNow.isPending ? labels.running : labels.run}
          </Button>
          <p
            role="status"
            className={result?.failed ? 'text-sm text-red-700' : 'text-sm text-slate-700'}
          >
            {result?.text}
          </p>
        </div>
        {runs.isError ? (
          <p className="text-sm text-red-700">{errorMessage(runs.error, labels.readFailed)}</p>
        ) : runs.data?.length === 0 ? (
          <p className="text-sm text-slate-700">{labels.none}</p>
        ) : runs.data ? (
          children(runs.data)
        ) : (
          <p className="text-sm text-slate-700">{labels.loading}</p>
        )}
      </CardContent>
    </Card>
  );
}
