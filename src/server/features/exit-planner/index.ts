export { exitPlannerPlugin } from './plugin';
/** Her dated plan as her exit-plan page reads it (her dashboard reads it too). */
export { exitPlanOf } from './read-exit-plan';
