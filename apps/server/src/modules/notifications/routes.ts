import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newNotificationSchema,
  notificationResponseSchema,
  notificationsResponseSchema,
  pendingDecisionsResponseSchema,
} from '@quartier/shared';
import { actorOf } from '../../lib/auth/access.js';
import { idempotencyKeyOf } from '../../lib/idempotency.js';
import { presentNotification } from './presenter.js';
import { notificationsFor } from './repository.js';
import { pendingDecisions, sendReminder } from './service.js';

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get(
    '/cotisation/getGeneralNotifications',
    {
      schema: {
        tags,
        operationId: 'getGeneralNotifications',
        summary: 'Rappels à tous et messages adressés au membre connecté, du plus récent au plus ancien',
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      notifications: (await notificationsFor(app.ctx.db, request.auth!.memberId)).map(presentNotification),
    }),
  );

  app.get(
    '/notifications/pending',
    {
      schema: {
        tags,
        operationId: 'pendingDecisions',
        summary:
          'Ce qui attend la décision du membre connecté : les demandes ouvertes de l’autre officier (modifications, sorties, bureau), comptées par onglet ; zéro pour les autres rôles',
        response: { 200: pendingDecisionsResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await pendingDecisions(app.ctx, request.auth!)) }),
  );

  app.post(
    '/cotisation/newNotification',
    {
      schema: {
        tags,
        operationId: 'newNotification',
        summary:
          'Envoie un rappel (Secrétaire) : à tous (dans l’application), à un membre ou aux membres en retard sur une caisse (dans l’application et par SMS)',
        description: 'En-tête facultatif Idempotency-Key : un rappel répété avec la même clé n’est envoyé qu’une fois.',
        body: newNotificationSchema,
        response: { 200: notificationResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return {
        status: 'success' as const,
        ...(await sendReminder(app.ctx, request.body, { ...actor, auth: actor.auth! }, idempotencyKeyOf(request))),
      };
    },
  );
};

export default notificationsRoutes;
