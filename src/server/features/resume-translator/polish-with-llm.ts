import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { LlmClient } from '../../lib/llm-client';
import type { CompiledVocabulary } from '../../content/translator-vocabulary';
import type { StoredTranslationItem } from '../../db/schema/resume-translations';
import type { ItemContext } from './build-translation';
import { checkSuggestion } from '../../core/role-language';
import { garbleChecks } from './garble-checks';

/**
 * Optional: an OpenAI-compatible model rewords each rule-based suggestion more fluently. Every
 * answer passes the same fact guard as the rules (her line and job heading for facts, her line
 * for claims, and only the role terms the reviewed draft already uses); an item whose call
 * fails, times out or whose answer invents anything keeps the rule-based rewrite, and so does
 * one that reads as broken English (garble-checks.ts). The build never waits longer than
 * BUDGET_MS for the model in all.
 */

const CONCURRENCY = 4;
const BUDGET_MS = 20_000;
/** After this many failures in a row the model is not asked again for this build. */
const MAX_CONSECUTIVE_FAILURES = 3;
const MAX_SUGGESTION_CHARS = 300;

const AnswerSchema = z.object({
  suggestion: z.string().trim().min(10).max(MAX_SUGGESTION_CHARS),
});

function prompt(role: string, item: StoredTranslationItem): string {
  return [
    `You rewrite one line of a teacher's resume for a ${role} job application.`,
    'Rules, all of them strict:',
    '- Keep every number, percentage, amount, date, name, tool and acronym exactly as the original line has it, and add none.',
    '- Add no employer, metric, result, tool, certification or responsibility the original does not state.',
    '- Never raise her role: "co-led" stays co-led, "helped" stays helped; claim no increase, target beaten or sale the original does not state.',
    `- Use the hiring language of a ${role} where it fits honestly. One sentence, at most 220 characters, the same tense as the original.`,
    'Reply with JSON only: {"suggestion": "<the rewritten line>"}',
    `Original line: ${item.source}`,
    `Draft rewrite: ${item.generated}`,
    `Competency it shows: ${item.skill}`,
  ].join('\n');
}

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export async function polishWithLlm(
  items: StoredTranslationItem[],
  contexts: ItemContext[],
  vocabulary: CompiledVocabulary,
  llm: LlmClient,
  log: FastifyBaseLogger,
): Promise<StoredTranslationItem[]> {
  const referenceOf = new Map(contexts.map((c) => [c.itemId, c.reference]));
  const budget = AbortSignal.timeout(BUDGET_MS);
  const polished = [...items];
  let next = 0;
  let failuresInARow = 0;
  let used = 0;

  const worker = async () => {
    while (next < polished.length && !budget.aborted && failuresInARow < MAX_CONSECUTIVE_FAILURES) {
      const index = next++;
      const item = polished[index]!;
      try {
        const { suggestion: answer } = await llm.askJson(
          prompt(vocabulary.role, item),
          AnswerSchema,
          {
            signal: budget,
          },
        );
        const suggestion = answer.replace(/\s+/g, ' ');
        failuresInARow = 0;
        const reference = referenceOf.get(item.id) ?? item.source;
        // The model may use the role's vocabulary only as far as the reviewed draft already does:
        // no "QBRs" or "CRM" the rules did not put on this line.
        const check = checkSuggestion(suggestion, reference, [item.generated], item.source);
        if (!check.ok) {
          log.info(
            { itemId: item.id, facts: check.facts.map((f) => f.text), claims: check.claims },
            'model rewrite refused by the fact guard; keeping the rule-based one',
          );
          continue;
        }
        if (comparable(suggestion) === comparable(item.source)) continue;
        // Broken English is refused like an invented fact: the reviewed rewrite stays.
        const garbles = garbleChecks(suggestion, item.source);
        if (garbles.length > 0) {
          log.info(
            { itemId: item.id, garbles: garbles.map((g) => g.kind) },
            'model rewrite refused as garbled; keeping the rule-based one',
          );
          continue;
        }
        polished[index] = { ...item, generated: suggestion, origin: 'model' };
        used += 1;
      } catch (error) {
        failuresInARow += 1;
        log.warn(
          { err: error, itemId: item.id },
          'model rewrite failed; keeping the rule-based one',
        );
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, polished.length) }, worker));
  log.info({ items: items.length, polished: used }, 'translation polished by the language model');
  return polished;
}
