import type { Salary } from '@/shared/contracts/jobs';

const PER: Record<NonNullable<Salary['interval']>, string> = {
  year: 'a year',
  month: 'a month',
  week: 'a week',
  day: 'a day',
  hour: 'an hour',
};

/**
 * Building an Intl.NumberFormat costs about as much as the rest of a feed card put together, so
 * each (currency, whole or cents) formatter is built once; null marks a currency Intl refuses.
 */
const formatters = new Map<string, Intl.NumberFormat | null>();

function formatterFor(currency: string, whole: boolean): Intl.NumberFormat | null {
  const key = `${currency}|${whole}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        maximumFractionDigits: whole ? 0 : 2,
        minimumFractionDigits: whole ? 0 : 2,
      });
    } catch {
      formatter = null;
    }
    // Currencies come from job boards: keep the map from growing without bound.
    if (formatters.size < 200) formatters.set(key, formatter);
  }
  return formatter;
}

function money(amount: number, currency: string | null): string {
  const whole = Number.isInteger(amount) || amount >= 1000;
  const formatter = formatterFor(currency ?? 'USD', whole);
  return formatter
    ? formatter.format(amount)
    : `${amount.toLocaleString('en-US')} ${currency ?? ''}`.trim();
}

/** "$60,000 – $80,000 a year", "$34.62 an hour", "From $50,000 (estimated)"; null when unknown. */
export function formatSalaryRange(salary: Salary | null): string | null {
  if (!salary || (salary.min === null && salary.max === null)) return null;
  const { min, max, currency, interval } = salary;
  let range: string;
  if (min !== null && max !== null)
    range =
      min === max ? money(min, currency) : `${money(min, currency)} – ${money(max, currency)}`;
  else if (min !== null) range = `From ${money(min, currency)}`;
  else range = `Up to ${money(max!, currency)}`;
  const per = interval ? ` ${PER[interval]}` : '';
  return `${range}${per}${salary.estimated ? ' (estimated)' : ''}`;
}
