import { AlertTriangle, CalendarDays, Download } from 'lucide-react';
import type { ExitPlan } from '@/shared/contracts/exit-planner';
import { buttonVariants } from '@/client/components/ui/button-variants';
import { exitPlanCalendarHref } from '../api/get-exit-plan';
import { longDate } from '../lib/format';
import { PlanningHelpNote } from './planning-help-note';

/**
 * Her dated plan, one date under another so it reads on a phone: what happens, what it costs, and
 * where the rule comes from (a statute with the day we checked it, her contract or her own plan).
 */
export function ExitTimeline({ userId, plan }: { userId: string; plan: ExitPlan }) {
  return (
    <section aria-labelledby="timeline-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="timeline-heading" className="text-xl font-semibold text-slate-900">
          Your dates
        </h2>
        <a
          href={exitPlanCalendarHref(userId)}
          download="exit-plan.ics"
          className={buttonVariants({ variant: 'outline' })}
        >
          <Download aria-hidden />
          Add these dates to my calendar
        </a>
      </div>

      {plan.warnings.length > 0 ? (
        <div
          role="note"
          aria-label="Things to check"
          className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          {plan.warnings.map((warning) => (
            <p key={warning} className="flex gap-2 text-sm">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{warning}</span>
            </p>
          ))}
        </div>
      ) : null}

      {plan.timeline.length === 0 ? (
        <p className="text-slate-700">
          Add your contract’s clause or a target start date to see your dates.
        </p>
      ) : (
        <ol className="grid gap-3">
          {plan.timeline.map((entry) => (
            <li
              key={`${entry.kind}-${entry.on}`}
              data-kind={entry.kind}
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
                <CalendarDays className="size-4 shrink-0" aria-hidden />
                <time dateTime={entry.on}>{longDate(entry.on)}</time>
              </p>
              <h3 className="mt-1 font-semibold text-slate-900">{entry.title}</h3>
              <p className="mt-1 text-sm break-words text-slate-800">{entry.detail}</p>
              <p className="mt-2 text-sm break-words text-slate-700">
                Source:{' '}
                {entry.source.url ? (
                  <a
                    href={entry.source.url}
                    target="_blank"
                    rel="noreferrer"
                    className="font-medium text-brand-700 underline underline-offset-4"
                  >
                    {entry.source.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  entry.source.label
                )}
                {entry.source.checkedOn ? `, checked ${longDate(entry.source.checkedOn)}` : null}
              </p>
            </li>
          ))}
        </ol>
      )}

      {plan.rule ? (
        <details className="rounded-lg border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-medium text-slate-900">
            The {plan.rule.name} rule and all its sources
          </summary>
          <p className="mt-2 text-sm text-slate-800">{plan.rule.summary}</p>
          <p className="mt-2 text-sm text-slate-800">{plan.rule.afterDeadline}</p>
          <ul className="mt-3 grid gap-3">
            {plan.rule.sources.map((source) => (
              <li key={source.url + source.title} className="text-sm break-words">
                <a
                  href={source.url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-brand-700 underline underline-offset-4"
                >
                  {source.title}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                <span className="text-slate-700">, checked {longDate(source.checkedOn)}</span>
                <blockquote className="mt-1 border-l-2 border-slate-300 pl-3 text-slate-700">
                  {source.quote}
                </blockquote>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <PlanningHelpNote />
    </section>
  );
}
