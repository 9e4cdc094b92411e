import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newNotificationSchema, notificationResponseSchema, notificationsResponseSchema } from '@quartier/shared';
import { actorOf } from '../../lib/auth/access.js';
import { audit } from '../../lib/audit.js';
import { presentNotification } from './presenter.js';
import { insertNotification, notificationsFor } from './repository.js';

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get(
    '/cotisation/getGeneralNotifications',
    {
      schema: {
        tags,
        summary: 'Rappels à tous et messages adressés au membre connecté, du plus récent au plus ancien',
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      notifications: (await notificationsFor(app.ctx.db, request.auth!.memberId)).map(presentNotification),
    }),
  );

  app.post(
    '/cotisation/newNotification',
    {
      schema: {
        tags,
        summary: 'Envoie un rappel à tous les membres (Secrétaire)',
        body: newNotificationSchema,
        response: { 200: notificationResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const row = await app.ctx.db.transaction(async (tx) => {
        const created = await insertNotification(tx, {
          recipientId: null,
          type: 'rappel',
          titre: request.body.titre,
          contenu: request.body.contenu,
          createdBy: actor.auth!.memberId,
          createdAt: app.ctx.clock.now(),
        });
        await audit(tx, {
          actorId: actor.auth!.memberId,
          action: 'notification.create',
          entity: 'notification',
          entityId: created.id,
          after: request.body,
          ip: actor.ip,
        });
        return created;
      });
      return {
        status: 'success' as const,
        msg: 'Rappel envoyé à tous les membres',
        notification: presentNotification(row),
      };
    },
  );
};

export default notificationsRoutes;
