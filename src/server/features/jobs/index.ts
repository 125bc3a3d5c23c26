export { jobsPlugin, type IngestReaction, type JobsPluginOptions } from './plugin';
/** What other features may use of the job feed (eslint.config.js: only through this file). */
export { recommendedOpenings } from './recommend-jobs';
