import type { ExitRule } from '@/server/content/exit-rules.schemas';
import type { ExitPlan, ExitPlanInput } from '@/shared/contracts/exit-planner';
import { buildTimeline } from './build-timeline';

/** Her saved plan as she reads it: the plan, its dated timeline, warnings and her state's rule. */
export function readExitPlan(
  row: { plan: ExitPlanInput; updatedAt: Date },
  rules: ReadonlyMap<string, ExitRule>,
  today: string,
): ExitPlan {
  const timeline = buildTimeline(row.plan, rules, today);
  const rule = rules.get(row.plan.state);
  return {
    plan: row.plan,
    timeline: timeline.entries,
    warnings: timeline.warnings,
    stateCovered: timeline.stateCovered,
    rule: rule
      ? {
          name: rule.name,
          summary: rule.summary,
          afterDeadline: rule.afterDeadline,
          sources: rule.sources.map(({ title, url, quote, checkedOn }) => ({
            title,
            url,
            quote,
            checkedOn,
          })),
        }
      : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
