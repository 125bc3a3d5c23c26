import type { ExitRule } from '@/server/content/exit-rules.schemas';

/** The last day she can resign without penalty under a state rule, YYYY-MM-DD (UTC dates). */
export function penaltyFreeResignationDate(rule: ExitRule, firstDayOfInstruction: string): string {
  const first = new Date(`${firstDayOfInstruction}T00:00:00Z`);
  if (rule.deadline.kind === 'days-before-first-day-of-instruction') {
    first.setUTCDate(first.getUTCDate() - rule.deadline.days);
    return first.toISOString().slice(0, 10);
  }
  // A fixed date falls in the calendar year before the school year starts when it is later in
  // the year than the first day of instruction, otherwise in the same year.
  const [month, day] = rule.deadline.monthDay.split('-').map(Number) as [number, number];
  let year = first.getUTCFullYear();
  const candidate = Date.UTC(year, month - 1, day);
  if (candidate >= first.getTime()) year -= 1;
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}
