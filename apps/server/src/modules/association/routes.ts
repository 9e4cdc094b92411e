import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { associationPublicSchema } from '@quartier/shared';
import { readSettings } from '../settings/repository.js';

const associationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/association',
    {
      schema: {
        tags: ['association'],
        summary: 'Nom, présentation et contact de l’association (écran de connexion)',
        response: { 200: associationPublicSchema },
      },
    },
    async () => {
      const values = await readSettings(app.ctx.db);
      return {
        status: 'success' as const,
        association: {
          nom: values['association.nom'],
          presentation: values['association.presentation'],
          contactTelephone: values['association.contactTelephone'],
          whatsapp: values['association.whatsapp'],
        },
      };
    },
  );
};

export default associationRoutes;
