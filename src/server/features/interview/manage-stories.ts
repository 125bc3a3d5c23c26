import {
  STORY_MAX,
  STORY_MIN,
  type Story,
  type StoryInputSchema,
  type StoryPatchSchema,
} from '@/shared/contracts/interview';
import type { z } from 'zod';
import type { Content } from '../../content/load-content';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { latestResumeText } from '../../core/resume-model';
import { unverifiedFacts } from './check-story-facts';
import { herEvidence } from './her-evidence';
import {
  deleteStory,
  findStory,
  insertStory,
  listStories,
  recentSuggestions,
  updateStory,
  type StoryRow,
} from './interview.queries';
import { ONE_STORY_WARNING, storyWarnings } from './suggest-story';

export const UNKNOWN_STORY = 'That story was not found. It may have been deleted.';

type User = { id: string; skills: string[] };
type StoryInput = z.output<typeof StoryInputSchema>;

export type StoryOutcome =
  { ok: true; story: Story } | { ok: false; message: string; facts: string[] };

export function storyView(row: StoryRow): Story {
  return {
    id: row.id,
    title: row.title,
    situation: row.situation,
    task: row.task,
    action: row.action,
    result: row.result,
    reflection: row.reflection,
    competencies: row.competencies,
    ownFacts: row.ownFacts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function storiesOf(db: Database, userId: string) {
  const [rows, recent] = await Promise.all([
    listStories(db, userId),
    recentSuggestions(db, userId, ONE_STORY_WARNING.of),
  ]);
  const warnings = storyWarnings(recent, rows);
  if (rows.length > 0 && rows.length < STORY_MIN)
    warnings.push(
      `You have ${rows.length} ${rows.length === 1 ? 'story' : 'stories'}: ${STORY_MIN} to ${STORY_MAX} cover most of what an interviewer asks.`,
    );
  return { stories: rows.map(storyView), warnings };
}

/** Her evidence and resume as one text: what a story's facts must be found in. */
async function reference(db: Database, content: Content, user: User): Promise<string> {
  const [evidence, resume] = await Promise.all([
    herEvidence(db, content, user),
    latestResumeText(db, user.id),
  ]);
  return [...evidence.map((e) => e.text), resume?.text ?? ''].join('\n');
}

async function refusal(
  db: Database,
  content: Content,
  user: User,
  story: StoryInput,
): Promise<StoryOutcome | null> {
  const facts = unverifiedFacts(story, await reference(db, content, user));
  if (facts.length === 0) return null;
  return {
    ok: false,
    message: `Your resume and evidence do not show ${facts.map((f) => `“${f}”`).join(', ')}. If ${facts.length === 1 ? 'it is' : 'they are'} yours, mark ${facts.length === 1 ? 'it' : 'them'} as your own new fact and save again.`,
    facts,
  };
}

export async function createStory(
  db: Database,
  content: Content,
  user: User,
  input: StoryInput,
): Promise<StoryOutcome> {
  const existing = await listStories(db, user.id);
  if (existing.length >= STORY_MAX)
    throw badRequest(`Keep at most ${STORY_MAX} stories: edit or delete one to add another.`);
  const refused = await refusal(db, content, user, input);
  if (refused) return refused;
  return { ok: true, story: storyView(await insertStory(db, user.id, input)) };
}

export async function editStory(
  db: Database,
  content: Content,
  user: User,
  storyId: string,
  patch: z.output<typeof StoryPatchSchema>,
): Promise<StoryOutcome> {
  const current = await findStory(db, user.id, storyId);
  if (!current) throw notFound(UNKNOWN_STORY);
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const merged: StoryInput = { ...storyView(current), ...defined };
  const refused = await refusal(db, content, user, merged);
  if (refused) return refused;
  const row = await updateStory(db, user.id, storyId, defined);
  if (!row) throw notFound(UNKNOWN_STORY);
  return { ok: true, story: storyView(row) };
}

export function removeStory(db: Database, userId: string, storyId: string): Promise<boolean> {
  return deleteStory(db, userId, storyId);
}
