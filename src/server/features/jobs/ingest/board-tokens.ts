import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '@/server/lib/paths';

const BoardSchema = z.object({
  token: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/i),
  company: z.string().min(1),
  category: z.string(),
  confidence: z.enum(['high', 'medium', 'low']),
  note: z.string().optional(),
});

export const BoardTokensSchema = z.object({
  source: z.string(),
  greenhouse: z.array(BoardSchema),
  lever: z.array(BoardSchema),
  ashby: z.array(BoardSchema),
  smartrecruiters: z.array(BoardSchema),
  workable: z.array(BoardSchema),
  recruitee: z.array(BoardSchema),
  breezy: z.array(BoardSchema),
  pinpoint: z.array(BoardSchema),
});

export type BoardTokens = z.infer<typeof BoardTokensSchema>;
/** The applicant-tracking systems whose company boards the token list names. */
export const ATS_NAMES = [
  'greenhouse',
  'lever',
  'ashby',
  'smartrecruiters',
  'workable',
  'recruitee',
  'breezy',
  'pinpoint',
] as const;
export type AtsName = (typeof ATS_NAMES)[number];

const isAtsName = (value: string | undefined): value is AtsName =>
  ATS_NAMES.some((name) => name === value);

const BOARD_TOKENS_FILE = path.join(CONTENT_DIR, 'job-boards', 'board-tokens.json');

let cached: BoardTokens | undefined;

/** The default company boards (content/job-boards/board-tokens.json), validated once. */
export function loadBoardTokens(): BoardTokens {
  if (cached) return cached;
  const parsed = BoardTokensSchema.safeParse(JSON.parse(readFileSync(BOARD_TOKENS_FILE, 'utf8')));
  if (!parsed.success) {
    throw new Error(`content/job-boards/board-tokens.json is invalid: ${parsed.error.message}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tokens polled when the environment names none. */
export function defaultBoards(ats: AtsName): string[] {
  return loadBoardTokens()[ats].map((board) => board.token);
}

/**
 * Display name of a company board. Lever, Ashby and Pinpoint payloads do not name the company, so the
 * token list does; an unknown token is title-cased ("chilipiper" -> "Chilipiper").
 */
export function companyForBoard(ats: AtsName, token: string): string {
  const known = loadBoardTokens()[ats].find(
    (board) => board.token.toLowerCase() === token.toLowerCase(),
  );
  return known?.company ?? titleCaseToken(token);
}

/**
 * The category our token list files a listing's company board under ("edtech (K-12)",
 * "learning-tech (L&D/LMS)"), from ids of the form "greenhouse:<token>:<id>"; null for other boards.
 */
export function categoryForListing(externalId: string): string | null {
  const [ats, token] = externalId.split(':');
  if (!token || !isAtsName(ats)) return null;
  const known = loadBoardTokens()[ats].find(
    (board) => board.token.toLowerCase() === token.toLowerCase(),
  );
  return known?.category ?? null;
}

/** "chili-piper" -> "Chili Piper": a display name for a board token we know nothing else about. */
export function titleCaseToken(token: string): string {
  return token
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
