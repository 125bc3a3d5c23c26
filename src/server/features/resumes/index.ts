export { lazyTextExtractor, resumesPlugin, type ResumesPluginOptions } from './plugin';
export type { TextExtractor } from './extraction/extraction-pool';
/**
 * What other features may use of her resume (eslint.config.js: only through this file). Her
 * resume's structure and text are the one resume model, in core/resume-model; what she said she
 * has not done reaches the translator as the plugin's decoration (app.disownedSkillTest).
 */
export { latestRoleFits, roleFitsFor } from './role-fits';
/** GET /api/resumes/latest's answer (her dashboard reads it with the rest, her row once). */
export { latestResumeResponse } from './latest-resume';
export { findLatestResume } from './resumes.queries';
/** What she proved in the app and said about her verdicts, which her analysis and evidence bank both count. */
export { beyondResumeOf } from './verified-learning';
/** Her evidence bank (resume lines, certificates, practice, what she stated): what the interview studio checks her answers and stories against. */
export { buildEvidenceBank } from './evidence/build-evidence-bank';
export { COMPETENCIES } from './analysis/competencies';
/** The nightly purge (features/maintenance) removes resume files no row points at. */
export { sweepUnreferencedResumeFiles as purgeOrphanedResumeFiles } from './resume-files';
/** The skills a line asks for or shows, in the evidence bank's names (cover letters match a posting's requirements with it). */
export { skillsShownBy } from './evidence/skills-shown-by';
