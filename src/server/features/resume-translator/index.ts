export { resumeTranslatorPlugin } from './plugin';
/** What other features may use of the resume translator (eslint.config.js: only through this file). */
export { acceptedTranslationLines, type AcceptedLine } from './accepted-lines';
