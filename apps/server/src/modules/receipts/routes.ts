import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  preferencesRequestSchema,
  preferencesResponseSchema,
  receiptsParamsSchema,
  receiptsResponseSchema,
} from '@quartier/shared';
import * as receipts from './service.js';

/** Receipts (issue 26, ADR 0021): a member's list, and her choice to get them by SMS. */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cotisation/recus/:caisse/:year/:memberId',
    {
      config: { cacheable: true },
      schema: {
        tags: ['cotisations'],
        operationId: 'getReceipts',
        summary:
          'Les reçus d’un membre pour une caisse et une année (celle du mois payé), du plus récent au plus ancien',
        params: receiptsParamsSchema,
        response: { 200: receiptsResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      recus: await receipts.memberReceipts(app.ctx, request.auth!, request.params),
    }),
  );

  app.get(
    '/user/preferences',
    {
      schema: {
        tags: ['membres'],
        operationId: 'getPreferences',
        summary: 'Les préférences du membre connecté dans cette association (reçus par SMS)',
        response: { 200: preferencesResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await receipts.preferences(app.ctx, request.auth!)) }),
  );

  app.put(
    '/user/preferences',
    {
      schema: {
        tags: ['membres'],
        operationId: 'updatePreferences',
        summary: 'Le membre connecté choisit de recevoir ou non ses reçus par SMS (elle seule)',
        body: preferencesRequestSchema,
        response: { 200: preferencesResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await receipts.setPreferences(app.ctx, request.auth!, request.body, request.ip)),
    }),
  );
};

export default receiptRoutes;
