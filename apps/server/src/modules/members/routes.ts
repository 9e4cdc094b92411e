import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getUserResponseSchema, idParamSchema } from '@quartier/shared';
import { getMember } from './service.js';

const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/getUser/:id',
    {
      schema: {
        tags: ['membres'],
        summary: 'Fiche d’un membre (soi-même, ou tout membre pour un responsable)',
        params: idParamSchema,
        response: { 200: getUserResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      membre: await getMember(app.ctx, request.auth!, request.params.id),
    }),
  );
};

export default membersRoutes;
