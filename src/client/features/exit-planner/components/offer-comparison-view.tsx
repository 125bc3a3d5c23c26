import { Trash2 } from 'lucide-react';
import type { SavedOfferComparison } from '@/shared/contracts/exit-planner';
import { Button } from '@/client/components/ui/button';
import { dollars, dollarsAndCents } from '../lib/format';
import { MoneyBars } from './money-bars';

interface OfferComparisonViewProps {
  comparison: SavedOfferComparison;
  onDelete: () => void;
  deleting: boolean;
}

const signed = (n: number, format: (n: number) => string) => (n > 0 ? `+${format(n)}` : format(n));

/** One compared offer: a table of the figures, bars for the yearly money, and every assumption. */
export function OfferComparisonView({ comparison, onDelete, deleting }: OfferComparisonViewProps) {
  const { result, input } = comparison;
  const { teacher, offer, difference } = result;
  const caption = input.offer.name
    ? `Your teaching job against ${input.offer.name} (${dollars(input.offer.base)} base)`
    : `Your teaching job against an offer of ${dollars(input.offer.base)} base`;
  const rows: [string, number, number, number, (n: number) => string][] = [
    ['Pay a year', teacher.perYear, offer.perYear, difference.perYear, dollars],
    [
      'Per worked day',
      teacher.perWorkedDay,
      offer.perWorkedDay,
      difference.perWorkedDay,
      dollarsAndCents,
    ],
    ['Per hour', teacher.perHour, offer.perHour, difference.perHour, dollarsAndCents],
    [
      'Take-home a year',
      teacher.takeHomePerYear,
      offer.takeHomePerYear,
      difference.takeHomePerYear,
      dollars,
    ],
  ];
  return (
    <article className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4" data-comparison>
      <div className="overflow-x-auto">
        <table className="w-full min-w-0 text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-2 font-medium">
                <span className="sr-only">Figure</span>
              </th>
              <th scope="col" className="py-2 pr-2 font-medium">
                Teaching
              </th>
              <th scope="col" className="py-2 pr-2 font-medium">
                Offer
              </th>
              <th scope="col" className="py-2 font-medium">
                Difference
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, t, o, d, format]) => (
              <tr key={label} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
                  {label}
                </th>
                <td className="py-2 pr-2">{format(t)}</td>
                <td className="py-2 pr-2">{format(o)}</td>
                <td className={d >= 0 ? 'py-2 text-emerald-800' : 'py-2 text-red-800'}>
                  {signed(d, format)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <MoneyBars
        caption="Money a year"
        bars={[
          { label: 'Teaching, pay', value: teacher.perYear },
          { label: 'Teaching, take-home', value: teacher.takeHomePerYear },
          { label: 'Offer, pay as you expect it', value: offer.perYear, offer: true },
          { label: 'Offer, take-home', value: offer.takeHomePerYear, offer: true },
          ...(input.offer.variableTarget > 0
            ? [
                {
                  label: 'Offer at 50% of the bonus target',
                  value: offer.perYearAt50Pct,
                  offer: true,
                },
                {
                  label: 'Offer at 100% of the bonus target',
                  value: offer.perYearAt100Pct,
                  offer: true,
                },
              ]
            : []),
        ]}
      />

      {result.monthsOfSavings !== null ? (
        <p className="text-sm text-slate-800">
          Between your last school paycheck and your first new one, keep about{' '}
          <strong>
            {result.monthsOfSavings.toLocaleString('en-US', { maximumFractionDigits: 1 })} months
          </strong>{' '}
          of expenses in savings.
        </p>
      ) : null}

      <details>
        <summary className="cursor-pointer text-sm font-medium text-slate-900">
          How we worked this out
        </summary>
        <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-slate-800">
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </details>

      <div>
        <Button
          variant="outline"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete this comparison: ${input.offer.name ?? `${dollars(input.offer.base)} base`}`}
        >
          <Trash2 aria-hidden />
          {deleting ? 'Deleting…' : 'Delete this comparison'}
        </Button>
      </div>
    </article>
  );
}
