import { TRACKS } from '@/shared/constants';
import type { z } from 'zod';
import { STORY_MAX, type StoryInputSchema } from '@/shared/contracts/interview';
import type { Content } from '../../content/load-content';
import type { Database } from '../../db/client';
import { acceptedTranslationLines } from '../resume-translator';
import { herEvidence } from './her-evidence';

type Draft = z.output<typeof StoryInputSchema>;

/** Parts she has to write herself: a draft never fills them with a fact that is not hers. */
const ASK = {
  situation: '[Where you were and what was going on.]',
  task: '[What you had to achieve.]',
  result: '[What changed because of it: a figure from your records, or what people did next.]',
};

const title = (line: string) => {
  const clean = line
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;]+$/, '');
  return clean.length <= 120 ? clean : `${clean.slice(0, 117).replace(/\s+\S*$/, '')}…`;
};

/**
 * "Start from my resume": story drafts from the translated lines she accepted (in the role's
 * words, each checked by the translator's fact guard) and her certificates, not saved. The line is
 * the action she took; what only she knows (the setting, the goal, the result) is asked for in
 * brackets, so a draft states no number, employer or tool that her evidence does not.
 */
export async function draftStories(
  db: Database,
  content: Content,
  user: { id: string; skills: string[] },
): Promise<Draft[]> {
  const [lines, evidence] = await Promise.all([
    Promise.all(TRACKS.map((t) => acceptedTranslationLines(db, user.id, t.slug))),
    herEvidence(db, content, user),
  ]);
  const seen = new Set<string>();
  const drafts: Draft[] = [];
  for (const { original, rewrite } of lines.flat()) {
    if (seen.has(original)) continue;
    seen.add(original);
    drafts.push({
      title: title(rewrite),
      situation: ASK.situation,
      task: ASK.task,
      action: rewrite,
      result: /\d/.test(original) ? original : ASK.result,
      reflection: '',
      competencies: [],
      ownFacts: [],
    });
  }
  for (const item of evidence.filter((e) => e.kind === 'certificate')) {
    drafts.push({
      title: title(item.text),
      situation: ASK.situation,
      task: ASK.task,
      action: `${item.text.replace(/[.\s]+$/, '')}. [What you practised and did to earn it.]`,
      result: ASK.result,
      reflection: '',
      competencies: [],
      ownFacts: [],
    });
  }
  return drafts.slice(0, STORY_MAX);
}
