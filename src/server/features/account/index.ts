export { accountPlugin } from './plugin';
