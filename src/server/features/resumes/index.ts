export { resumesPlugin, type ResumesPluginOptions } from './plugin';
/** What other features may use of her resume (eslint.config.js: only through this file). */
import type { latestResumeText } from './resumes.queries';

export { latestRoleFits, roleFitsFor } from './role-fits';
export { latestResumeText } from './resumes.queries';
export type LatestResumeText = NonNullable<Awaited<ReturnType<typeof latestResumeText>>>;

export { disownedSkillTest } from './evidence/disowned-skills';
