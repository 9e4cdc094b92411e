import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth/access.js';
import { endpoint } from '../../lib/contract.js';
import * as bureau from './service.js';

/** Changes to the bureau itself, filed by one officer and decided by the other. */
const bureauRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('listBureauDemandes'),
    handler: async (request) => ({
      status: 'success' as const,
      demandes: await bureau.listOfficeChanges(app.ctx, request.auth!),
    }),
  });

  app.route({
    ...endpoint('decideBureauDemande'),
    handler: async (request) => {
      const { msg, demande } = await bureau.decideOfficeChange(app.ctx, request.params.id, request.body, {
        ...actorOf(request),
      });
      return { status: 'success' as const, msg, demande: demande! };
    },
  });
};

export default bureauRoutes;
