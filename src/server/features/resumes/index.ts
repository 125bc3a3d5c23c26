export { resumesPlugin, type ResumesPluginOptions } from './plugin';
/** What other features may use of her resume (eslint.config.js: only through this file). */
import type { latestResumeText } from './resumes.queries';

export { latestRoleFits, roleFitsFor } from './role-fits';
export { latestResumeText } from './resumes.queries';
/** Her resume's structure: the one reading of it every feature uses. */
export {
  nameOf,
  parseResumeLayout,
  readResumeStructure,
  type ExperienceBlock,
  type ResumeLayout,
  type ResumeStructure,
  type StructuredJob,
} from './analysis/resume-structure';
export { parseDateRange } from './analysis/document';

export type LatestResumeText = NonNullable<Awaited<ReturnType<typeof latestResumeText>>>;

export { disownedSkillTest } from './evidence/disowned-skills';
export { sweepUnreferencedResumeFiles as purgeOrphanedResumeFiles } from './resume-files';
