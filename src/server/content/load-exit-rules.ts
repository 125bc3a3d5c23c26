import { readdirSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../lib/paths';
import { ExitRuleSchema, type ExitRule } from './exit-rules.schemas';
import { readContentJson } from './read-content-json';

let cached: ReadonlyMap<string, ExitRule> | undefined;

/**
 * Reads and validates content/exit-rules/<state>.json once; a broken file throws, so the server
 * stops at boot. Keyed by the two-letter state code; a state not here has no rule we can source.
 */
export function loadExitRules(): ReadonlyMap<string, ExitRule> {
  if (cached) return cached;
  const rules = new Map<string, ExitRule>();
  for (const file of readdirSync(path.join(CONTENT_DIR, 'exit-rules'))
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const rule = readContentJson(ExitRuleSchema, `exit-rules/${file}`);
    if (`${rule.state.toLowerCase()}.json` !== file)
      throw new Error(`content/exit-rules/${file} holds state ${rule.state}`);
    rules.set(rule.state, rule);
  }
  cached = rules;
  return rules;
}
