import type { FastifyBaseLogger } from 'fastify';
import type { TrackSlug } from '@/shared/constants';
import type { LlmClient } from '../../lib/llm-client';
import { loadTranslatorVocabularies } from '../../content/translator-vocabulary';
import type { Database } from '../../db/client';
import type { LatestResumeText } from '../../core/resume-model';
import { buildTranslation, keepDecisions, reviewItems, withReview } from './build-translation';
import { polishWithLlm } from './polish-with-llm';
import { saveTranslation } from './resume-translations.queries';

export interface TranslateDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** The language model, when one is configured. */
  llm: LlmClient | null;
}

/**
 * Builds (or rebuilds) her translation for one role from her latest resume and saves it. Items
 * whose line she has not changed since the last build keep her decisions and edits; her summary
 * and skill items are built from what her experience then prints (`withReview`).
 */
export async function translateResume(
  deps: TranslateDeps,
  userId: string,
  track: TrackSlug,
  resume: LatestResumeText,
) {
  const vocabulary = loadTranslatorVocabularies()[track];
  const { built, contexts } = buildTranslation(vocabulary, {
    text: resume.text,
    extractedRole: resume.analysis.extractedRole,
  });
  const items = deps.llm
    ? await polishWithLlm(built.items, contexts, vocabulary, deps.llm, deps.log)
    : built.items;
  return saveTranslation(
    deps.db,
    {
      userId,
      track,
      resumeSha256: resume.sha256,
      layout: built.layout,
      // For the record (her account export): the summary as first built, before any review.
      summary: reviewItems(vocabulary, built.layout, items)
        .filter((item) => item.section === 'summary')
        .map((item) => item.generated)
        .join(' '),
      skills: built.skills,
    },
    (previous) =>
      withReview(
        vocabulary,
        built.layout,
        keepDecisions(items, previous, resume.text, vocabulary.allowedWords),
        previous,
      ),
  );
}
