import type {
  RoleplayAttempt,
  RoleplayAttemptInputSchema,
} from '@/shared/contracts/interview-roleplay';
import type { z } from 'zod';
import type { Content } from '../../content/load-content';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { findRoleplay, scoreRoleplay, UNKNOWN_ROLEPLAY, walkRoleplay } from './play-roleplay';
import {
  insertRoleplayAttempt,
  listRoleplayAttempts,
  type RoleplayAttemptRow,
} from './roleplay.queries';

export function roleplayAttemptView(row: RoleplayAttemptRow, content: Content): RoleplayAttempt {
  const roleplay = findRoleplay(content, row.roleplayId);
  const ending = roleplay?.nodes.find((n) => n.id === row.endingId);
  return {
    id: row.id,
    roleplayId: row.roleplayId,
    turns: row.turns,
    outcome: row.outcome,
    // An ending since removed from the content keeps its outcome; its words are gone with it.
    ending:
      ending?.type === 'ending'
        ? { line: ending.line, summary: ending.summary }
        : { line: '', summary: '' },
    text: row.turns.map((t) => t.reply).join('\n\n'),
    checks: row.checks,
    landed: row.landed,
    sharpen: row.sharpen,
    stronger: row.stronger,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Scores the path she took through a roleplay, keeps it with its feedback, and answers with both. */
export async function keepRoleplayAttempt(
  db: Database,
  content: Content,
  userId: string,
  input: z.output<typeof RoleplayAttemptInputSchema>,
): Promise<RoleplayAttempt> {
  const roleplay = findRoleplay(content, input.roleplayId);
  if (!roleplay) throw notFound(UNKNOWN_ROLEPLAY);
  const scored = scoreRoleplay(roleplay, walkRoleplay(roleplay, input.turns));
  const row = await insertRoleplayAttempt(db, {
    userId,
    track: roleplay.track,
    roleplayId: roleplay.id,
    turns: scored.turns,
    endingId: scored.ending.id,
    outcome: scored.ending.outcome,
    checks: scored.checks,
    landed: scored.landed,
    sharpen: scored.sharpen,
    stronger: scored.stronger,
  });
  return roleplayAttemptView(row, content);
}

export async function roleplayAttemptsOf(
  db: Database,
  content: Content,
  userId: string,
  roleplayId?: string,
): Promise<RoleplayAttempt[]> {
  if (roleplayId && !findRoleplay(content, roleplayId)) throw notFound(UNKNOWN_ROLEPLAY);
  const rows = await listRoleplayAttempts(db, userId, roleplayId);
  return rows.map((row) => roleplayAttemptView(row, content));
}
