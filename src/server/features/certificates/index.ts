export { certificatesPlugin } from './plugin';
/** What other features may use of certificates (eslint.config.js: only through this file). */
export { certificatesOf, issueCertificate } from './certificates.queries';
/** Her certificates as her own pages show them (her dashboard reads them). */
export { ownCertificates } from './certificate-views';
