export { authPlugin } from './plugin';
/** What other features may use of auth (eslint.config.js: only through this file). */
export { checkOwnPassword } from './check-own-password';
