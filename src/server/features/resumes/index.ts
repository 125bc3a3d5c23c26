/** What other features may use of her resume (eslint.config.js: only through this file). */
export { latestRoleFits, roleFitsFor } from './role-fits';
