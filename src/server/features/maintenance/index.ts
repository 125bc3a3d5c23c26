export { maintenancePlugin, PURGE_QUEUE } from './plugin';
