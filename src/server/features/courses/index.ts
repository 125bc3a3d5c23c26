export { coursesPlugin } from './plugin';
