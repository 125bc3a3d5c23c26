import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ATS_NAMES,
  companyForBoard,
  defaultBoards,
  loadBoardTokens,
} from '@/server/features/jobs/ingest/board-tokens';

const TOKENS_CSV = path.resolve('content/job-boards/source/sales-cs-ld-board-tokens.csv');

describe('content/job-boards/board-tokens.json', () => {
  it('validates and holds the defaults of every company-board ATS', () => {
    const tokens = loadBoardTokens();
    expect(tokens.greenhouse).toHaveLength(120);
    expect(tokens.lever).toHaveLength(28);
    expect(tokens.ashby).toHaveLength(17);
    expect(tokens.smartrecruiters).toHaveLength(23);
    expect(tokens.workable).toHaveLength(10);
    expect(tokens.recruitee).toHaveLength(5);
    expect(tokens.breezy).toHaveLength(4);
    expect(tokens.pinpoint).toHaveLength(5);
    expect(defaultBoards('greenhouse')).toContain('anthropic');
    expect(defaultBoards('ashby')).toContain('ramp');
    // Employers the saved snapshot shows hiring for our roles.
    expect(defaultBoards('greenhouse')).toContain('brainpop');
    expect(defaultBoards('lever')).toContain('kiddom');
    expect(defaultBoards('smartrecruiters')).toContain('mindtickle');
    expect(defaultBoards('pinpoint')).toContain('desmos');
    expect(companyForBoard('recruitee', 'greatminds')).toBe('Great Minds');
  });

  it('polls every company of the token CSV: its high and medium rows, and a low row only for a company with no other', () => {
    const rows = readFileSync(TOKENS_CSV, 'utf8')
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(','));
    const companiesWithAStrongRow = new Set(
      rows.filter(([, , , , confidence]) => confidence !== 'low').map(([company]) => company),
    );
    const expected = rows
      .filter(
        ([company, , , , confidence]) =>
          confidence !== 'low' || !companiesWithAStrongRow.has(company),
      )
      .map(([, , ats, token]) => `${ats}:${token}`)
      .sort();
    const tokens = loadBoardTokens();
    const actual = ATS_NAMES.flatMap((ats) =>
      tokens[ats].map((board) => `${ats}:${board.token}`),
    ).sort();
    expect(actual).toEqual(expected);
    expect(new Set(rows.map(([company]) => company))).toEqual(
      new Set(
        rows
          .filter(([, , ats, token]) => actual.includes(`${ats}:${token}`))
          .map(([company]) => company),
      ),
    );
  });

  it('names each board for display, without the CSV notes in parentheses', () => {
    expect(companyForBoard('lever', 'instructure')).toBe('Instructure');
    expect(companyForBoard('lever', 'wayground')).toBe('Wayground');
    expect(companyForBoard('greenhouse', 'hubspotjobs')).toBe('HubSpot');
    expect(companyForBoard('ashby', 'chilipiper')).toBe('Chili Piper');
    expect(companyForBoard('ashby', 'some-new-board')).toBe('Some New Board');
  });
});
