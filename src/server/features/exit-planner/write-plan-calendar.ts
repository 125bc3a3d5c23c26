import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { TimelineEntry } from '@/shared/contracts/exit-planner';

const PRODUCT_ID = '-//Classroom to Career//Exit plan//EN';
const DISCLAIMER = 'This is planning help, not legal or financial advice.';

function dateArray(date: string): DateArray {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function sourceLine(source: TimelineEntry['source']): string {
  const parts = [`Source: ${source.label}`];
  if (source.url) parts.push(source.url);
  if (source.checkedOn) parts.push(`checked ${source.checkedOn}`);
  return parts.join(', ');
}

/**
 * Her timeline as an iCalendar file (RFC 5545): one all-day event a date, each with its source,
 * and a reminder a week before the resignation deadline. The UIDs are stable per user and kind of
 * date, so importing a changed plan again updates the events instead of doubling them.
 */
export function writePlanCalendar(userId: string, entries: readonly TimelineEntry[]): string {
  const events: EventAttributes[] = entries.map((entry) => ({
    uid: `exit-plan-${entry.kind}-${userId}@classroom-to-career`,
    start: dateArray(entry.on),
    end: dateArray(nextDay(entry.on)),
    title: entry.title,
    description: `${entry.detail}\n\n${sourceLine(entry.source)}\n\n${DISCLAIMER}`,
    ...(entry.source.url ? { url: entry.source.url } : {}),
    transp: 'TRANSPARENT',
    ...(entry.kind === 'resignation-deadline'
      ? {
          alarms: [
            {
              action: 'display' as const,
              description: `In a week: ${entry.title}`,
              // In hours: the library writes days as "-P7DT", which RFC 5545 does not allow.
              trigger: { hours: 7 * 24, before: true },
            },
          ],
        }
      : {}),
  }));
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName: 'Exit plan' });
  if (error || value === null) throw error ?? new Error('the calendar could not be written');
  return value;
}
