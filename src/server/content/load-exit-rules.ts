import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../lib/paths';
import { ExitRuleSchema, type ExitRule } from './exit-rules.schemas';

let cached: ReadonlyMap<string, ExitRule> | undefined;

/**
 * Reads and validates content/exit-rules/<state>.json once; a broken file throws, so the server
 * stops at boot. Keyed by the two-letter state code; a state not here has no rule we can source.
 */
export function loadExitRules(): ReadonlyMap<string, ExitRule> {
  if (cached) return cached;
  const dir = path.join(CONTENT_DIR, 'exit-rules');
  const rules = new Map<string, ExitRule>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const parsed = ExitRuleSchema.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw new Error(`content/exit-rules/${file} is invalid:\n  ${problems.join('\n  ')}`);
    }
    if (`${parsed.data.state.toLowerCase()}.json` !== file)
      throw new Error(`content/exit-rules/${file} holds state ${parsed.data.state}`);
    rules.set(parsed.data.state, parsed.data);
  }
  cached = rules;
  return rules;
}
