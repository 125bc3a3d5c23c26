import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  companyForBoard,
  defaultBoards,
  loadBoardTokens,
} from '@/server/features/jobs/ingest/board-tokens';

const TOKENS_CSV = path.resolve('content/job-boards/source/sales-cs-ld-board-tokens.csv');

describe('content/job-boards/board-tokens.json', () => {
  it('validates and holds the Greenhouse, Lever and Ashby defaults', () => {
    const tokens = loadBoardTokens();
    expect(tokens.greenhouse).toHaveLength(66);
    expect(tokens.lever).toHaveLength(9);
    expect(tokens.ashby).toHaveLength(10);
    expect(defaultBoards('greenhouse')).toContain('anthropic');
    expect(defaultBoards('ashby')).toContain('ramp');
  });

  it('keeps exactly the high and medium confidence rows of the token CSV', () => {
    const rows = readFileSync(TOKENS_CSV, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','));
    const expected = rows
      .filter(
        ([, , ats, , confidence]) =>
          ['greenhouse', 'lever', 'ashby'].includes(ats!) && confidence !== 'low',
      )
      .map(([, , ats, token]) => `${ats}:${token}`)
      .sort();
    const tokens = loadBoardTokens();
    const actual = (['greenhouse', 'lever', 'ashby'] as const)
      .flatMap((ats) => tokens[ats].map((board) => `${ats}:${board.token}`))
      .sort();
    expect(actual).toEqual(expected);
  });

  it('names each board for display, without the CSV notes in parentheses', () => {
    expect(companyForBoard('lever', 'instructure')).toBe('Instructure');
    expect(companyForBoard('lever', 'wayground')).toBe('Wayground');
    expect(companyForBoard('greenhouse', 'hubspotjobs')).toBe('HubSpot');
    expect(companyForBoard('ashby', 'chilipiper')).toBe('Chili Piper');
    expect(companyForBoard('ashby', 'some-new-board')).toBe('Some New Board');
  });
});
