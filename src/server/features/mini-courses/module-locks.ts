/**
 * decisions.md 'Mini-course access': module 1 is a free preview; without the purchase every other
 * module is locked; after it, module k+1 opens once module k is complete.
 */
export type LockReason = 'payment' | 'sequence';

export function lockReason(
  moduleId: number,
  state: { hasPaid: boolean; completedModules: readonly number[] },
): LockReason | null {
  if (moduleId === 1) return null;
  if (!state.hasPaid) return 'payment';
  return state.completedModules.includes(moduleId - 1) ? null : 'sequence';
}

export const LOCK_MESSAGES: Record<LockReason, string> = {
  payment: 'Unlock the full course to access this module',
  sequence: 'Complete the previous module to unlock this content',
};
