import { asService } from '../../db/scope.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/contract.js';
import { ERRORS, errorBody } from '../../lib/errors.js';
import { checkHealth } from './service.js';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('getHealth'),
    handler: async (request, reply) => {
      // The service's state (migrations, every association's SMS backlog): not one association's.
      const { problem, ...health } = await asService(() => checkHealth(app.ctx));
      if (health.state === 'ok') return { status: 'success' as const, ...health, state: 'ok' as const };
      const msg = `${ERRORS.UNAVAILABLE.msg} ${problem ?? ''}`.trim();
      request.log.warn({ health }, 'Supervision : service dégradé');
      return reply.code(503).send({
        ...errorBody('UNAVAILABLE', { msg, requestId: request.id }),
        requestId: request.id,
        ...health,
        state: 'degraded' as const,
      });
    },
  });
};

export default healthRoutes;
