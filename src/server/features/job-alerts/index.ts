export { jobAlertsPlugin } from './plugin';
