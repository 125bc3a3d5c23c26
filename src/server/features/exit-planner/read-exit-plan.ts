import type { ExitRule } from '@/server/content/exit-rules.schemas';
import type { ExitPlan, ExitPlanInput } from '@/shared/contracts/exit-planner';
import { loadExitRules } from '../../content/load-exit-rules';
import type { Database } from '../../db/client';
import { buildTimeline } from './build-timeline';
import { findExitPlan } from './exit-planner.queries';

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

/** Today's date as her plan counts days (UTC, YYYY-MM-DD). */
export const today = () => new Date().toISOString().slice(0, 10);

/** GET /api/users/{id}/exit-plan's answer (and her dashboard's part): her plan, or null. */
export async function exitPlanOf(
  db: Database,
  userId: string,
  rules: ReadonlyMap<string, ExitRule> = loadExitRules(),
): Promise<ExitPlan | null> {
  const row = await findExitPlan(db, userId);
  return row ? readExitPlan(row, rules, today()) : null;
}
