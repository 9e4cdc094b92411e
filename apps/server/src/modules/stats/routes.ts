import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/contract.js';
import * as stats from './service.js';

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('getStatsTotals'),
    config: { cacheable: true },
    handler: async (request) => ({
      status: 'success' as const,
      ...(await stats.totals(app.ctx, request.params.caisse, request.params.year)),
    }),
  });

  app.route({
    ...endpoint('amountsPerMonth'),
    config: { cacheable: true },
    handler: async (request) => ({
      status: 'success' as const,
      ...(await stats.amountsPerMonth(app.ctx, request.params.caisse, request.params.year)),
    }),
  });

  app.route({
    ...endpoint('amountsPerYearPerBloc'),
    config: { cacheable: true },
    handler: async (request) => ({
      status: 'success' as const,
      transactions: await stats.amountsPerBloc(app.ctx, request.params.caisse, request.params.year),
    }),
  });

  app.route({
    ...endpoint('userContributions'),
    config: { cacheable: true },
    handler: async (request) => ({
      status: 'success' as const,
      ...(await stats.userContributions(
        app.ctx,
        request.auth!,
        request.params.category,
        request.params.year,
        request.params.memberId,
      )),
    }),
  });

  app.route({
    ...endpoint('getGenders'),
    config: { cacheable: true },
    handler: async () => ({ status: 'success' as const, ...(await stats.genders(app.ctx)) }),
  });
};

export default statsRoutes;
