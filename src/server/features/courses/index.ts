export { coursesPlugin } from './plugin';
/** The catalogue as she sees it, with what she paid for and finished (her dashboard reads it). */
export { courseListFor } from './course-list';
