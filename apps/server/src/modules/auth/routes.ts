import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth/access.js';
import { endpoint } from '../../lib/contract.js';
import * as auth from './service.js';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('getCsrfToken'),
    handler: async () => ({ status: 'success' as const }),
  });

  app.route({
    ...endpoint('login'),
    handler: async (request) => auth.login(app.ctx, request.body, actorOf(request)),
  });

  app.route({
    ...endpoint('logout'),
    handler: async (request) => {
      await auth.logout(app.ctx, request.auth!, actorOf(request));
      return { status: 'success' as const };
    },
  });

  app.route({
    ...endpoint('getMe'),
    handler: async (request) => ({ status: 'success' as const, ...(await auth.me(app.ctx, request.auth!)) }),
  });

  app.route({
    ...endpoint('setMyLanguage'),
    handler: async (request) => ({
      status: 'success' as const,
      langue: await auth.setMyLanguage(app.ctx, request.auth!, request.body.langue, actorOf(request)),
    }),
  });

  app.route({
    ...endpoint('checkConfirmAccountLink'),
    handler: async (request) => auth.confirmLinkState(app.ctx, request.params.token, actorOf(request)),
  });

  app.route({
    ...endpoint('confirmAccount'),
    handler: async (request) => auth.confirmAccount(app.ctx, request.params.token, request.body, actorOf(request)),
  });

  app.route({
    ...endpoint('forgotPassword'),
    handler: async (request) => ({
      status: 'success' as const,
      msg: await auth.requestCode(app.ctx, request.body.telephone, 'reinitialisation', actorOf(request)),
    }),
  });

  app.route({
    ...endpoint('resetPassword'),
    handler: async (request) => ({
      status: 'success' as const,
      msg: await auth.resetPassword(app.ctx, request.body, actorOf(request)),
    }),
  });

  app.route({
    ...endpoint('resendCode'),
    handler: async (request) => ({
      status: 'success' as const,
      msg: await auth.requestCode(app.ctx, request.body.telephone, request.body.purpose, actorOf(request)),
    }),
  });

  app.route({
    ...endpoint('switchAssociation'),
    handler: async (request) =>
      auth.switchAssociation(app.ctx, request.auth!, request.body.associationId, actorOf(request)),
  });
};

export default authRoutes;
