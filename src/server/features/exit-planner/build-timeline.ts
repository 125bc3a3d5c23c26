import type { ExitRule } from '@/server/content/exit-rules.schemas';
import type { ExitPlanInput, TimelineEntry } from '@/shared/contracts/exit-planner';
import { penaltyFreeResignationDate } from './resignation-deadline';

export type { TimelineEntry };

/** Her contract's own clause, which wins over the state rule. */
export type CustomClause = NonNullable<ExitPlanInput['customClause']>;

/** Her plan as the timeline reads it: only the state and the first day are needed. */
export type PlanInput = Pick<ExitPlanInput, 'firstDayOfInstruction'> & {
  state: string;
} & Partial<Omit<ExitPlanInput, 'state' | 'firstDayOfInstruction'>>;

export interface Timeline {
  entries: TimelineEntry[];
  warnings: string[];
  /** False when we have no sourced rule for her state. */
  stateCovered: boolean;
}

/** Hiring for these roles often takes about two months. */
const APPLY_LEAD_DAYS = 61;
/** A pension is "close" to vesting, worth a date on her plan, within this many years. */
const VESTING_CLOSE_YEARS = 2;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function addYears(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

function endOfMonth(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Her dated plan from the state rule (or her clause, which wins), her pay, her health cover and
 * her pension. Pure: no I/O; `today` (YYYY-MM-DD) only says how far away vesting is.
 */
export function buildTimeline(
  input: PlanInput,
  rules: ReadonlyMap<string, ExitRule>,
  today?: string,
): Timeline {
  const entries: TimelineEntry[] = [];
  const warnings: string[] = [];
  const state = input.state.toUpperCase();
  const rule = rules.get(state);
  const yourPlan = { label: 'Your plan' };

  let deadline: string | undefined;
  if (input.customClause) {
    deadline = input.customClause.resignBy;
    entries.push({
      kind: 'resignation-deadline',
      on: deadline,
      title: 'Last day to resign without cost (your contract)',
      detail: `After this day: ${input.customClause.after}`,
      source: { label: 'Your contract' },
    });
  } else if (rule) {
    deadline = penaltyFreeResignationDate(rule, input.firstDayOfInstruction);
    const first = rule.sources[0];
    entries.push({
      kind: 'resignation-deadline',
      on: deadline,
      title: 'Last day to resign without penalty',
      detail: `${rule.summary} ${rule.afterDeadline}`,
      source: { label: first?.title ?? rule.name, url: first?.url, checkedOn: first?.checkedOn },
    });
  }
  if (!rule) {
    warnings.push(
      `We have no sourced rule for ${state} yet. ${
        input.customClause
          ? 'The plan uses the clause from your contract.'
          : "Add your contract's resignation clause so the plan can show your deadline."
      }`,
    );
  }

  if (input.lastDayOfSchool) {
    entries.push({
      kind: 'last-day-of-school',
      on: input.lastDayOfSchool,
      title: 'Last day of school',
      detail: 'The last day of this school year, as you entered it.',
      source: yourPlan,
    });
  }

  if (input.lastPaycheckOn) {
    entries.push({
      kind: 'last-paycheck',
      on: input.lastPaycheckOn,
      title: 'Last school paycheck',
      detail:
        input.paySchedule === '12-month'
          ? 'On a 12-month schedule, part of each paycheck is held back and paid over the summer. If you resign, ask payroll whether the rest comes as one payment and when.'
          : 'On a 10-month schedule there is no summer pay: your savings carry you from here to the first paycheck of the new job.',
      source: yourPlan,
    });
  }

  let insuranceEnds: string | undefined;
  if (input.insuranceEnds === 'end-of-august') {
    const year = (input.lastDayOfSchool ?? input.firstDayOfInstruction).slice(0, 4);
    insuranceEnds = `${year}-08-31`;
  } else if (input.insuranceEnds === 'end-of-month') {
    const from = input.lastPaycheckOn ?? input.lastDayOfSchool;
    if (from) insuranceEnds = endOfMonth(from);
    else
      warnings.push(
        'Your health cover ends at the end of the month of your last paycheck: add that date to see the day.',
      );
  } else if (input.insuranceEnds) {
    insuranceEnds = input.insuranceEnds;
  }
  if (insuranceEnds) {
    entries.push({
      kind: 'insurance-ends',
      on: insuranceEnds,
      title: 'School health cover ends',
      detail:
        'After this day you need other cover. You can usually keep the school plan for a while by paying the whole premium yourself (COBRA); ask HR what it would cost.',
      source: yourPlan,
    });
    if (input.targetStart && input.targetStart > insuranceEnds) {
      warnings.push(
        `Your school health cover ends on ${insuranceEnds}, ${plural(daysBetween(insuranceEnds, input.targetStart), 'day')} before your target start (${input.targetStart}), and a new employer's cover may start later still. Plan how to cover the gap.`,
      );
    }
  }

  if (
    input.vestingYears !== undefined &&
    input.yearsOfService !== undefined &&
    input.yearsOfService < input.vestingYears
  ) {
    const yearsToGo = Math.ceil(input.vestingYears - input.yearsOfService);
    if (yearsToGo <= VESTING_CLOSE_YEARS) {
      const endOfThisYear =
        input.lastDayOfSchool ?? `${input.firstDayOfInstruction.slice(0, 4)}-05-31`;
      const vestsOn = addYears(endOfThisYear, yearsToGo);
      const months = today ? Math.max(0, Math.round(daysBetween(today, vestsOn) / 30.44)) : null;
      entries.push({
        kind: 'vesting',
        on: vestsOn,
        title: 'Your pension vests',
        detail: `${months === null ? 'You vest' : `You vest in ${plural(months, 'month')}`} if you teach ${plural(yearsToGo, 'more year')} after this one. Leave before and you usually keep only your own contributions, not the district's share. Ask your pension system for your exact date.`,
        source: { label: 'Your plan (years of service and vesting years you entered)' },
      });
      warnings.push(
        `You are ${plural(yearsToGo, 'year')} from vesting in your pension. Weigh what the district's share is worth before you resign.`,
      );
    }
  }

  if (input.targetStart) {
    entries.push({
      kind: 'apply-window-opens',
      on: addDays(input.targetStart, -APPLY_LEAD_DAYS),
      title: 'Start applying',
      detail:
        'Hiring often takes about two months. Ask for interviews before or after school hours, or on days off, so you do not miss class time.',
      source: { label: 'Planning estimate' },
    });
    entries.push({
      kind: 'target-start',
      on: input.targetStart,
      title: 'Target start in the new job',
      detail: 'The day you hope to start.',
      source: yourPlan,
    });
    if (
      deadline &&
      input.targetStart < input.firstDayOfInstruction &&
      input.targetStart > deadline
    ) {
      warnings.push(
        `Your target start (${input.targetStart}) is after your last penalty-free day to resign (${deadline}). Resign by ${deadline} even if the offer comes later, or ask the district to release you.`,
      );
    }
  }

  entries.sort((a, b) => a.on.localeCompare(b.on));
  return { entries, warnings, stateCovered: Boolean(rule) };
}
