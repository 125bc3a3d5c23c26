import fp from 'fastify-plugin';
import { loadExitRules } from '../../content/load-exit-rules';
import { exitPlannerRoutes } from './exit-planner.routes';

/**
 * The exit planner: her dated plan from her contract to a new job (and its calendar file), and
 * offers compared with her teaching package. The state rules are read when the plugin registers,
 * so a broken rule file stops the boot, not a request.
 */
export const exitPlannerPlugin = fp(
  async (app) => {
    await app.register(exitPlannerRoutes, { prefix: '/api/users', rules: loadExitRules() });
  },
  { name: 'exit-planner', fastify: '5.x' },
);
