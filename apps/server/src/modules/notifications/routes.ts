import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth/access.js';
import { endpoint } from '../../lib/contract.js';
import { idempotencyKeyOf } from '../../lib/idempotency.js';
import { presentNotification } from './presenter.js';
import { notificationsFor } from './repository.js';
import { pendingDecisions, sendReminder } from './service.js';

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('getGeneralNotifications'),
    handler: async (request) => ({
      status: 'success' as const,
      notifications: (await notificationsFor(app.ctx.db, request.auth!.memberId)).map(presentNotification),
    }),
  });

  app.route({
    ...endpoint('pendingDecisions'),
    handler: async (request) => ({
      status: 'success' as const,
      ...(await pendingDecisions(app.ctx, request.auth!)),
    }),
  });

  app.route({
    ...endpoint('newNotification'),
    handler: async (request) => {
      const actor = actorOf(request);
      return {
        status: 'success' as const,
        ...(await sendReminder(app.ctx, request.body, { ...actor, auth: actor.auth! }, idempotencyKeyOf(request))),
      };
    },
  });
};

export default notificationsRoutes;
