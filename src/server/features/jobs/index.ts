export { jobsPlugin, type IngestReaction, type JobsPluginOptions } from './plugin';
/** What other features may use of the job feed (eslint.config.js: only through this file). */
export { recommendedOpenings } from './recommend-jobs';
/** A posting's requirement bullets and its role, read as the ingest reads them (cover letters). */
export { extractRequirements } from './ingest/html';
export { classifyRole } from './ingest/classify-role';
export { findJobPosting } from './job-posting.queries';
