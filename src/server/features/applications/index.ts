export { applicationsPlugin } from './plugin';
/** One of her applications (cover letters read its job and company). */
export { findApplication } from './applications.queries';
/** Her applications, newest first (her dashboard reads them). */
export { listApplications } from './applications.queries';
