export { dashboardPlugin } from './plugin';
