export { adminPlugin } from './plugin';
