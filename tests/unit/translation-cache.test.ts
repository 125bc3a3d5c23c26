import { describe, expect, it } from 'vitest';
import type {
  ResumeTranslation,
  TranslationItem,
  TranslationItemResponse,
} from '@/shared/contracts/resume-translator';
import { nextToAccept, withItem } from '@/client/features/resume-translator/lib/translation-cache';

const item = (
  id: string,
  section: TranslationItem['section'],
  accepted: boolean | null = null,
  suggestion = `${id} as we wrote it`,
): TranslationItem => ({
  id,
  section,
  jobId: section === 'experience' ? 'job-1' : '',
  source: `${id} as she wrote it`,
  suggestion,
  generated: suggestion,
  edited: false,
  origin: 'rules',
  skill: '',
  why: '',
  prompt: null,
  accepted,
});

const progress = { total: 0, reviewed: 0, accepted: 0, rejected: 0, edited: 0, label: '' };
const skills = { competencies: [], tools: ['Seesaw'], languages: [] };

const translation = (items: TranslationItem[]): ResumeTranslation => ({
  role: 'Sales Representative',
  roleType: 'sales',
  resume: { fileName: 'r.pdf', uploadedAt: '2026-11-28T00:00:00.000Z' },
  stale: false,
  contact: [],
  summary: '',
  skills,
  items,
  jobs: [],
  progress,
  createdAt: '2026-11-28T00:00:00.000Z',
  updatedAt: '2026-11-28T00:00:00.000Z',
});

describe('the translation cache after a decision', () => {
  it('takes the rebuilt summary and skills from the answer, and keeps her lines in order', () => {
    const before = translation([
      item('a', 'experience'),
      item('b', 'experience'),
      item('summary-strength', 'summary', true, 'Quotes her line a.'),
      item('skill-x', 'skills', true),
    ]);
    const response: TranslationItemResponse = {
      item: item('a', 'experience', true),
      progress: { ...progress, reviewed: 2, total: 4, label: '2 of 4 reviewed' },
      // Accepting line a rebuilt the sentence that quotes it: new wording, not reviewed.
      review: [
        item('summary-strength', 'summary', null, 'Quotes our rewrite of line a.'),
        item('skill-x', 'skills', true),
      ],
      summary: '',
      skills: { ...skills, competencies: [{ name: 'skill-x', evidence: ['a'] }] },
    };
    const after = withItem(before, response);
    expect(after.items.map((i) => [i.id, i.accepted])).toEqual([
      ['a', true],
      ['b', null],
      ['summary-strength', null],
      ['skill-x', true],
    ]);
    expect(after.items[2]!.suggestion).toBe('Quotes our rewrite of line a.');
    expect(after).toMatchObject({ summary: '', progress: response.progress });
    expect(after.skills.competencies).toEqual([{ name: 'skill-x', evidence: ['a'] }]);
  });
});

describe('what "Accept all remaining" accepts next', () => {
  it('takes her unreviewed lines before the summary and skills, then those, then nothing', () => {
    const items = [
      item('summary-opening', 'summary'),
      item('skill-x', 'skills'),
      item('a', 'experience', true),
      item('b', 'experience'),
    ];
    expect(nextToAccept(translation(items), new Set())?.id).toBe('b');
    expect(nextToAccept(translation(items), new Set(['b']))?.id).toBe('summary-opening');
    const done = items.map((i) => ({ ...i, accepted: true }));
    expect(nextToAccept(translation(done), new Set())).toBeUndefined();
  });
});
