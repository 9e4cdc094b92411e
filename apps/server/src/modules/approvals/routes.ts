import { MESSAGES } from '@quartier/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth/access.js';
import { endpoint } from '../../lib/contract.js';
import { idempotencyKeyOf } from '../../lib/idempotency.js';
import * as corrections from './corrections.js';
import * as requests from './modification-requests.js';
import * as withdrawals from './withdrawals.js';

const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = (request: Parameters<typeof actorOf>[0]) => ({ ...actorOf(request), auth: request.auth! });

  app.route({
    ...endpoint('demandeSortie'),
    handler: async (request) => ({
      status: 'success' as const,
      msg: MESSAGES.withdrawalFiled,
      sortie: await withdrawals.fileWithdrawal(app.ctx, request.body, signedIn(request), idempotencyKeyOf(request)),
    }),
  });

  app.route({
    ...endpoint('sortieMensuel'),
    handler: async (request) => ({
      status: 'success' as const,
      msg: MESSAGES.withdrawalFiled,
      sortie: await withdrawals.fileWithdrawal(app.ctx, request.body, signedIn(request), idempotencyKeyOf(request)),
    }),
  });

  app.route({
    ...endpoint('withdrawalRequests'),
    handler: async (request) => ({
      status: 'success' as const,
      ...(await withdrawals.withdrawalRequests(app.ctx, request.auth!, request.params.id)),
    }),
  });

  app.route({
    ...endpoint('validationSortie'),
    handler: async (request) => ({
      status: 'success' as const,
      ...(await withdrawals.decideWithdrawal(app.ctx, request.body, signedIn(request))),
    }),
  });

  app.route({
    ...endpoint('updateSortie'),
    handler: async (request) => ({
      status: 'success' as const,
      msg: MESSAGES.withdrawalEdited,
      sortie: await withdrawals.editWithdrawal(app.ctx, request.params.id, 1, request.body, signedIn(request)),
    }),
  });

  app.route({
    ...endpoint('updateSortieMensuelle'),
    handler: async (request) => ({
      status: 'success' as const,
      msg: MESSAGES.withdrawalEdited,
      sortie: await withdrawals.editWithdrawal(app.ctx, request.params.id, 3, request.body, signedIn(request)),
    }),
  });

  app.route({
    ...endpoint('listDemandes'),
    handler: async (request) => ({
      status: 'success' as const,
      demandes: await requests.listRequests(app.ctx, request.auth!, null),
    }),
  });

  app.route({
    ...endpoint('demandeModification'),
    handler: async (request) => ({
      status: 'success' as const,
      msg: MESSAGES.modificationRequestSent,
      demande: await requests.fileRequest(app.ctx, request.body, signedIn(request)),
    }),
  });

  app.route({
    ...endpoint('getDemandeModification'),
    handler: async (request) => ({
      status: 'success' as const,
      ...(await requests.getRequest(app.ctx, request.auth!, request.params.id)),
    }),
  });

  app.route({
    ...endpoint('getOngoingModifications'),
    handler: async (request) => ({
      status: 'success' as const,
      demandes: await requests.listRequests(
        app.ctx,
        request.auth!,
        request.params.id === 'full' ? null : request.params.id,
      ),
    }),
  });

  app.route({
    ...endpoint('updateRequest'),
    handler: async (request) => ({
      status: 'success' as const,
      ...(await requests.decideRequest(app.ctx, request.body, signedIn(request))),
    }),
  });

  app.route({
    ...endpoint('updateTransaction'),
    handler: async (request) => ({
      status: 'success' as const,
      ...(await corrections.correctMonth(app.ctx, request.params.id, request.body, signedIn(request))),
    }),
  });
};

export default approvalsRoutes;
