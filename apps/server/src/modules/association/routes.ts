import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { associationPublicSchema, associationSettingsSchema, type AssociationPublic } from '@quartier/shared';
import type { Executor } from '../../db/client.js';
import { actorOf } from '../../lib/auth/access.js';
import { audit } from '../../lib/audit.js';
import { readSettings, writeSettings } from '../settings/repository.js';

async function publicView(executor: Executor): Promise<AssociationPublic> {
  const values = await readSettings(executor);
  return {
    nom: values['association.nom'],
    presentation: values['association.presentation'],
    contactTelephone: values['association.contactTelephone'],
    whatsapp: values['association.whatsapp'],
    montantMensuel: values['association.montantMensuel'],
    objectifSolidarite: values['association.objectifSolidarite'],
  };
}

const associationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['association'];

  app.get(
    '/association',
    {
      schema: {
        tags,
        summary: 'Nom, présentation, contact et montants de l’association (écran de connexion, À propos)',
        response: { 200: associationPublicSchema },
      },
    },
    async () => ({ status: 'success' as const, association: await publicView(app.ctx.db) }),
  );

  app.put(
    '/association',
    {
      schema: {
        tags,
        summary: 'Modifie les réglages de l’association (Président ou Secrétaire)',
        description: 'Montant mensuel et objectif du fonds de solidarité servent au calcul de « à compléter ».',
        body: associationSettingsSchema,
        response: { 200: associationPublicSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      const association = await app.ctx.db.transaction(async (tx) => {
        const before = await publicView(tx);
        await writeSettings(
          tx,
          {
            'association.nom': body.nom,
            'association.presentation': body.presentation,
            'association.contactTelephone': body.contactTelephone,
            'association.whatsapp': body.whatsapp,
            'association.montantMensuel': body.montantMensuel,
            'association.objectifSolidarite': body.objectifSolidarite,
          },
          actor.auth!.memberId,
          app.ctx.clock.now(),
        );
        const after = await publicView(tx);
        await audit(tx, {
          actorId: actor.auth!.memberId,
          action: 'association.settings',
          entity: 'parametres',
          entityId: 'association',
          before,
          after,
          ip: actor.ip,
        });
        return after;
      });
      return { status: 'success' as const, association };
    },
  );
};

export default associationRoutes;
