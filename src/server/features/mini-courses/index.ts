export { miniCoursesPlugin } from './plugin';
