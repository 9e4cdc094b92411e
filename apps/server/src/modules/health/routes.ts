import { asService } from '../../db/scope.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERRORS, errorBody } from '../../lib/errors.js';
import { checkHealth } from './service.js';

const details = {
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int(), current: z.boolean() }),
  sms: z.object({
    provider: z.string(),
    backlog: z.number().int().describe('SMS en attente d’envoi'),
    oldestPendingSeconds: z.number().int().nullable().describe('âge du plus ancien SMS en attente, en secondes'),
  }),
};

const healthySchema = z.object({ status: z.literal('success'), state: z.literal('ok'), ...details });
const degradedSchema = z.object({
  status: z.literal('error'),
  msg: z.string(),
  requestId: z.string(),
  state: z.literal('degraded'),
  ...details,
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['exploitation'],
        operationId: 'getHealth',
        summary: 'État du serveur pour la supervision',
        description:
          '200 quand tout va bien ; 503 quand la base est injoignable ou que les migrations ne sont pas à jour. ' +
          'Le nombre de SMS en attente et l’âge du plus ancien servent à repérer une passerelle SMS en panne.',
        response: { 200: healthySchema, 503: degradedSchema },
      },
    },
    async (request, reply) => {
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
  );
};

export default healthRoutes;
