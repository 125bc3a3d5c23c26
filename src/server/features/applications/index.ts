export { applicationsPlugin } from './plugin';
