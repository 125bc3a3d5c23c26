import type { ExitRule } from '@/server/content/exit-rules.schemas';
import { penaltyFreeResignationDate } from './resignation-deadline';

/** Her contract's own clause, which wins over the state rule. */
export interface CustomClause {
  /** The last day her contract lets her resign without cost, YYYY-MM-DD. */
  resignBy: string;
  /** What passing it costs, in her contract's words ("damages of $1,500"). */
  after: string;
}

export interface PlanInput {
  state: string;
  firstDayOfInstruction: string;
  targetStart?: string;
  customClause?: CustomClause;
}

export interface TimelineEntry {
  kind: 'resignation-deadline' | 'apply-window-opens' | 'target-start';
  on: string;
  title: string;
  detail: string;
  /** Where this date comes from: a statute URL, or "your contract". */
  source: { label: string; url?: string; checkedOn?: string };
}

export interface Timeline {
  entries: TimelineEntry[];
  warnings: string[];
  /** False when we have no sourced rule for her state. */
  stateCovered: boolean;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Her dated plan from the state rule (or her clause, which wins). Pure: no I/O, no clock. */
export function buildTimeline(input: PlanInput, rules: ReadonlyMap<string, ExitRule>): Timeline {
  const entries: TimelineEntry[] = [];
  const warnings: string[] = [];
  const rule = rules.get(input.state.toUpperCase());

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
      `We have no sourced rule for ${input.state.toUpperCase()} yet. ${
        input.customClause
          ? 'The plan uses the clause from your contract.'
          : "Add your contract's resignation clause so the plan can show your deadline."
      }`,
    );
  }

  if (input.targetStart) {
    entries.push({
      kind: 'apply-window-opens',
      on: addDays(input.targetStart, -61),
      title: 'Start applying',
      detail:
        'Hiring often takes about two months. Ask for interviews before or after school hours, or on days off.',
      source: { label: 'Planning estimate' },
    });
    entries.push({
      kind: 'target-start',
      on: input.targetStart,
      title: 'Target start in the new job',
      detail: 'The day you hope to start.',
      source: { label: 'Your plan' },
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
