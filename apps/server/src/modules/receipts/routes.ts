import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/contract.js';
import * as receipts from './service.js';

/** Receipts (issue 26, ADR 0021): a member's list, and her choice to get them by SMS. */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('getReceipts'),
    config: { cacheable: true },
    handler: async (request) => ({
      status: 'success' as const,
      recus: await receipts.memberReceipts(app.ctx, request.auth!, request.params),
    }),
  });

  app.route({
    ...endpoint('getPreferences'),
    handler: async (request) => ({
      status: 'success' as const,
      ...(await receipts.preferences(app.ctx, request.auth!)),
    }),
  });

  app.route({
    ...endpoint('updatePreferences'),
    handler: async (request) => ({
      status: 'success' as const,
      ...(await receipts.setPreferences(app.ctx, request.auth!, request.body, request.ip)),
    }),
  });
};

export default receiptRoutes;
