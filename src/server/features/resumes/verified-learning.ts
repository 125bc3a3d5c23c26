import { TRACKS, type TrackSlug } from '@/shared/constants';
import type { Content } from '../../content/load-content';
import { bestPassingScores, completedModules } from '../../core/learning/learning.queries';
import type { Database } from '../../db/client';
import type { VerifiedSkill } from './analysis/analyze-resume';
import { competenciesFor } from './analysis/competencies';

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
        });
    }
    const score = progress.bestPass.get(track.slug);
    if (score !== undefined)
      for (const competency of competencies)
        skills.push({
          competencyId: competency.id,
          strength: 0.2 + (Math.min(100, score) - 70) / 200,
          source: `passed the ${track.label} assessment, ${score}%`,
        });
  }
  return skills;
}

export async function verifiedSkillsOf(
  db: Database,
  content: Content,
  userId: string,
): Promise<VerifiedSkill[]> {
  const [completed, bestPass] = await Promise.all([
    completedModules(db, userId),
    bestPassingScores(db, userId),
  ]);
  return verifiedSkillsFrom(content, {
    completed: new Map([...completed].map(([track, ids]) => [track, [...ids]])),
    bestPass,
  });
}
