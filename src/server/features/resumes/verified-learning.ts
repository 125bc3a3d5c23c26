import { TRACKS, type TrackSlug } from '@/shared/constants';
import type { Content } from '../../content/load-content';
import {
  bestPassingScores,
  completedModules,
  type CompletedModules,
} from '../../core/learning/learning.queries';
import type { Database } from '../../db/client';
import type { VerifiedSkill } from './analysis/analyze-resume';
import { COMPETENCY_IDS, competenciesFor } from './analysis/competencies';
import { listStatements } from './evidence/evidence-statements.queries';

/**
 * A completed module is practice, not a job: a quarter of what a strong resume line proves. A whole
 * course and a passed assessment move a teacher's fit for that role by about 20 points (measured
 * on the fixtures: 49 -> 61 after the five CS modules, 72 after passing at 87%), never past what
 * years of the job show.
 */
const MODULE_STRENGTH = 0.25;

/**
 * What she proved in the app, as proofs for the analysis: each completed module verifies the
 * competencies it teaches; her best passing score on a track's assessment verifies every
 * competency of its role, more strongly the higher it is (70% -> 0.2, 100% -> 0.35).
 */
export function verifiedSkillsFrom(
  content: Content,
  progress: {
    completed: ReadonlyMap<TrackSlug, readonly number[]>;
    bestPass: ReadonlyMap<TrackSlug, number>;
  },
): VerifiedSkill[] {
  const skills: VerifiedSkill[] = [];
  for (const track of TRACKS) {
    const competencies = competenciesFor(track.roleType);
    const modules = content.miniCourses[track.slug].modules;
    for (const moduleId of progress.completed.get(track.slug) ?? []) {
      const module = modules.find((m) => m.id === moduleId);
      if (!module) continue;
      for (const competency of competencies.filter((c) => c.module === moduleId))
        skills.push({
          competencyId: competency.id,
          strength: MODULE_STRENGTH,
          source: `completed ${track.label} Module ${moduleId}, ${module.title}`,
          kind: 'practice',
        });
    }
    const score = progress.bestPass.get(track.slug);
    if (score !== undefined)
      for (const competency of competencies)
        skills.push({
          competencyId: competency.id,
          strength: 0.2 + (Math.min(100, score) - 70) / 200,
          source: `passed the ${track.label} assessment, ${score}%`,
          kind: 'certificate',
        });
  }
  return skills;
}

/**
 * A skill she says she has, with where: about what a good line of her resume proves. The verdict
 * is a strength whatever the number; the number is what it adds to her fit.
 */
export const STATED_STRENGTH = 0.5;

/** Everything beyond her resume's words that the analysis counts. */
export interface BeyondResume {
  /** What she proved in the app, and the skills she says she has. */
  verified: VerifiedSkill[];
  /** The competencies she says she has not done. */
  disowned: ReadonlySet<string>;
}

export const NOTHING_BEYOND_RESUME: BeyondResume = { verified: [], disowned: new Set() };

/** What she proved in the app (modules, assessments) and what she said about her verdicts. */
export async function beyondResumeOf(
  db: Database,
  content: Content,
  userId: string,
  /** Her completed modules, when the caller reads them for something else too (her dashboard). */
  modules: Promise<CompletedModules> = completedModules(db, userId),
): Promise<BeyondResume> {
  const [completed, bestPass, statements] = await Promise.all([
    modules,
    bestPassingScores(db, userId),
    listStatements(db, userId),
  ]);
  const verified = verifiedSkillsFrom(content, {
    completed: new Map([...completed].map(([track, ids]) => [track, [...ids]])),
    bestPass,
  });
  for (const s of statements)
    if (s.stance === 'have' && s.text && COMPETENCY_IDS.has(s.competencyId))
      verified.push({
        competencyId: s.competencyId,
        strength: STATED_STRENGTH,
        source: s.text,
        kind: 'stated',
      });
  return {
    verified,
    disowned: new Set(statements.filter((s) => s.stance === 'have-not').map((s) => s.competencyId)),
  };
}
