import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  officeChangeResponseSchema,
  officeChangesResponseSchema,
  officeDecisionSchema,
} from '@quartier/shared';
import { actorOf } from '../../lib/auth/access.js';
import * as bureau from './service.js';

/** Changes to the bureau itself, filed by one officer and decided by the other. */
const bureauRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['bureau'];

  app.get(
    '/bureau/demandes',
    {
      schema: {
        tags,
        operationId: 'listBureauDemandes',
        summary: 'Changements du bureau (rôle de Président ou de Secrétaire, téléphone ou statut d’un officier)',
        response: { 200: officeChangesResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      demandes: await bureau.listOfficeChanges(app.ctx, request.auth!),
    }),
  );

  app.put(
    '/bureau/demandes/:id',
    {
      schema: {
        tags,
        operationId: 'decideBureauDemande',
        summary: 'L’autre officier valide (le changement s’applique) ou rejette un changement du bureau',
        params: idParamSchema,
        body: officeDecisionSchema,
        response: { 200: officeChangeResponseSchema },
      },
    },
    async (request) => {
      const { msg, demande } = await bureau.decideOfficeChange(app.ctx, request.params.id, request.body, {
        ...actorOf(request),
      });
      return { status: 'success' as const, msg, demande: demande! };
    },
  );
};

export default bureauRoutes;
