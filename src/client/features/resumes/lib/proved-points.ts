import type { RoleFit } from '@/shared/contracts/resumes';

/**
 * The points of a role's fit that come from what she proved in the app (modules completed, an
 * assessment passed) rather than from her resume; 0 when she has proved nothing for it yet.
 */
export function provedPoints(fit: RoleFit): number {
  return fit.scoreFromResume === undefined ? 0 : Math.max(0, fit.score - fit.scoreFromResume);
}
