export { applicationsPlugin } from './plugin';
/** One of her applications (cover letters read its job and company), and all of them (her dashboard). */
export { findApplication, listApplications } from './applications.queries';
