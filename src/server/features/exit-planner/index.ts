export { exitPlannerPlugin } from './plugin';
