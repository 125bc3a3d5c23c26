import { cn } from '@/client/lib/cn';
import { dollars } from '../lib/format';

interface Bar {
  label: string;
  value: number;
  offer?: boolean;
}

/**
 * Dollar amounts drawn as bars, in the style of the role-fit chart: each bar's label and amount
 * are text, so a screen reader reads the list; the bars themselves are decoration.
 */
export function MoneyBars({ caption, bars }: { caption: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="text-sm font-semibold text-slate-900">{caption}</figcaption>
      <ul className="mt-3 grid gap-3">
        {bars.map((bar) => (
          <li key={bar.label}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="text-slate-800">{bar.label}</span>
              <span className="font-semibold text-slate-900">{dollars(bar.value)}</span>
            </div>
            <div className="mt-1 h-3 w-full overflow-hidden rounded-full bg-slate-100" aria-hidden>
              <div
                className={cn('h-full rounded-full', bar.offer ? 'bg-brand-600' : 'bg-slate-600')}
                style={{ width: `${Math.max(0, (bar.value / max) * 100)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
