/** What other features may use of certificates (eslint.config.js: only through this file). */
export { issueCertificate } from './certificates.queries';
