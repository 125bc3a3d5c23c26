import { describe, expect, it } from 'vitest';
import { TRACKS } from '@/shared/constants';
import { loadContent } from '@/server/content/load-content';
import { scoreRubric, wordCount, type LeveledCriterion } from '@/server/core/feedback';

/**
 * Issue 32: every module task and case-study prompt carries a leveled rubric and both model
 * answers, and the rubric's cues recognise its own answers (what `npm run content:report` prints).
 */
const { miniCourses, caseStudies } = loadContent();

interface Piece {
  name: string;
  criteria: readonly LeveledCriterion[];
  expert: string;
  entry: string;
}

const pieces: Piece[] = TRACKS.flatMap(({ slug }) => [
  ...miniCourses[slug].modules.map((m) => ({
    name: `${slug} module ${m.id}`,
    criteria: m.task.criteria,
    expert: m.task.exemplar ?? '',
    entry: m.task.entryAnswer,
  })),
  ...caseStudies[slug].cases
    .flatMap((study) => study.questions)
    .map((q) => ({
      name: q.id,
      criteria: q.criteria,
      expert: q.modelAnswer,
      entry: q.entryAnswer,
    })),
]);

describe('leveled rubrics in the course content', () => {
  it('covers all 16 modules and all 17 case prompts', () => {
    expect(pieces.filter((p) => p.name.includes('module'))).toHaveLength(16);
    expect(pieces.filter((p) => !p.name.includes('module'))).toHaveLength(17);
  });

  it.each(pieces.map((p) => [p.name, p] as const))(
    '%s: an entry and a strong criterion a text can show, both model answers, the entry one shorter',
    (_name, piece) => {
      const checkable = piece.criteria.filter((c) => !c.selfJudged);
      expect(checkable.some((c) => c.level === 'entry')).toBe(true);
      expect(checkable.some((c) => c.level === 'strong')).toBe(true);
      for (const c of piece.criteria) expect(c.evidence.length).toBeGreaterThan(5);
      expect(wordCount(piece.expert)).toBeGreaterThan(80);
      expect(wordCount(piece.entry)).toBeGreaterThan(40);
      expect(wordCount(piece.entry)).toBeLessThan(wordCount(piece.expert));
    },
  );

  it.each(pieces.map((p) => [p.name, p] as const))(
    '%s: the expert answer reaches strong and the entry answer entry-ready',
    (_name, piece) => {
      expect(scoreRubric(piece.criteria, piece.expert).level).toBe('strong');
      expect(scoreRubric(piece.criteria, piece.entry).level).not.toBe('not-yet');
    },
  );
});
