import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  correctionResponseSchema,
  idParamSchema,
  modificationRequestSchema,
  monthlyWithdrawalRequestSchema,
  ongoingFilterSchema,
  requestDecisionSchema,
  requestResponseSchema,
  requestsResponseSchema,
  solidarityWithdrawalRequestSchema,
  updateMonthlyWithdrawalSchema,
  updateSolidarityWithdrawalSchema,
  updateTransactionSchema,
  withdrawalDecisionSchema,
  withdrawalFilterSchema,
  withdrawalRequestsResponseSchema,
  withdrawalResponseSchema,
} from '@quartier/shared';
import { actorOf } from '../../lib/auth/access.js';
import { idempotencyKeyOf } from '../../lib/idempotency.js';
import * as corrections from './corrections.js';
import * as requests from './modification-requests.js';
import * as withdrawals from './withdrawals.js';

const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sorties = ['sorties'];
  const demandes = ['demandes de modification'];
  const signedIn = (request: Parameters<typeof actorOf>[0]) => ({ ...actorOf(request), auth: request.auth! });

  app.post(
    '/cotisation/demandeSortie',
    {
      schema: {
        tags: sorties,
        operationId: 'demandeSortie',
        summary: 'Demande de sortie sur le Fond de solidarité (Président ou Secrétaire)',
        description:
          'idMembre : le membre concerné (facultatif). delai : date de recouvrement AAAA-MM-JJ. ' +
          'En-tête facultatif Idempotency-Key : une requête répétée avec la même clé ne dépose qu’une demande.',
        body: solidarityWithdrawalRequestSchema,
        response: { 200: withdrawalResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      msg: 'Demande de sortie d’argent effectuée',
      sortie: await withdrawals.fileWithdrawal(app.ctx, request.body, signedIn(request), idempotencyKeyOf(request)),
    }),
  );

  app.post(
    '/cotisation/sortieMensuel',
    {
      schema: {
        tags: sorties,
        operationId: 'sortieMensuel',
        summary: 'Demande de sortie sur la Cotisation Mensuelle (Président ou Secrétaire)',
        description:
          'En-tête facultatif Idempotency-Key : une requête répétée avec la même clé ne dépose qu’une demande.',
        body: monthlyWithdrawalRequestSchema,
        response: { 200: withdrawalResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      msg: 'Demande de sortie d’argent effectuée',
      sortie: await withdrawals.fileWithdrawal(app.ctx, request.body, signedIn(request), idempotencyKeyOf(request)),
    }),
  );

  app.get(
    '/cotisation/withdrawalRequests/:id',
    {
      schema: {
        tags: sorties,
        operationId: 'withdrawalRequests',
        summary: "Demandes de sortie d'une caisse ('mensuel' ou 'fond'), avec ce que l'appelant peut en faire",
        params: withdrawalFilterSchema,
        response: { 200: withdrawalRequestsResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await withdrawals.withdrawalRequests(app.ctx, request.auth!, request.params.id)),
    }),
  );

  app.put(
    '/cotisation/validationSortie',
    {
      schema: {
        tags: sorties,
        operationId: 'validationSortie',
        summary: 'Valide ou rejette une demande de sortie (l’autre officier seulement)',
        description:
          "validateur est ignoré : c'est le membre connecté. Refusée si le solde de la caisse est insuffisant.",
        body: withdrawalDecisionSchema,
        response: { 200: withdrawalResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await withdrawals.decideWithdrawal(app.ctx, request.body, signedIn(request))),
    }),
  );

  app.put(
    '/cotisation/updateSortie/:id',
    {
      schema: {
        tags: sorties,
        operationId: 'updateSortie',
        summary: 'Modifie une sortie du Fond de solidarité sous une demande validée depuis moins de 30 min',
        params: idParamSchema,
        body: updateSolidarityWithdrawalSchema,
        response: { 200: withdrawalResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      msg: 'La demande de sortie a bien été modifiée',
      sortie: await withdrawals.editWithdrawal(app.ctx, request.params.id, 1, request.body, signedIn(request)),
    }),
  );

  app.put(
    '/cotisation/updateSortieMensuelle/:id',
    {
      schema: {
        tags: sorties,
        operationId: 'updateSortieMensuelle',
        summary: 'Modifie une sortie de la Cotisation Mensuelle sous une demande validée depuis moins de 30 min',
        params: idParamSchema,
        body: updateMonthlyWithdrawalSchema,
        response: { 200: withdrawalResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      msg: 'La demande de sortie a bien été modifiée',
      sortie: await withdrawals.editWithdrawal(app.ctx, request.params.id, 3, request.body, signedIn(request)),
    }),
  );

  app.get(
    '/cotisation/demandes',
    {
      schema: {
        tags: demandes,
        operationId: 'listDemandes',
        summary: 'Toutes les demandes de modification',
        response: { 200: requestsResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      demandes: await requests.listRequests(app.ctx, request.auth!, null),
    }),
  );

  app.post(
    '/cotisation/demandeModification',
    {
      schema: {
        tags: demandes,
        operationId: 'demandeModification',
        summary: 'La Secrétaire demande à modifier une ligne (entree : un mois d’un membre ; sortie : une sortie)',
        description: 'demandeur est ignoré : c’est le membre connecté. mois et annee obligatoires pour une entree.',
        body: modificationRequestSchema,
        response: { 200: requestResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      msg: 'Votre requête de modification a bien été envoyée',
      demande: await requests.fileRequest(app.ctx, request.body, signedIn(request)),
    }),
  );

  app.get(
    '/cotisation/getDemandeModification/:id',
    {
      schema: {
        tags: demandes,
        operationId: 'getDemandeModification',
        summary: 'Où en est une demande de modification',
        params: idParamSchema,
        response: { 200: requestResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await requests.getRequest(app.ctx, request.auth!, request.params.id)),
    }),
  );

  app.get(
    '/cotisation/getOngoingModifications/:id',
    {
      schema: {
        tags: demandes,
        operationId: 'getOngoingModifications',
        summary: "Demandes de modification : 'entree', 'sortie' ou 'full'",
        params: ongoingFilterSchema,
        response: { 200: requestsResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      demandes: await requests.listRequests(
        app.ctx,
        request.auth!,
        request.params.id === 'full' ? null : request.params.id,
      ),
    }),
  );

  app.put(
    '/cotisation/updateRequest',
    {
      schema: {
        tags: demandes,
        operationId: 'updateRequest',
        summary: 'Valide (30 minutes pour une modification) ou rejette une demande de modification',
        body: requestDecisionSchema,
        response: { 200: requestResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await requests.decideRequest(app.ctx, request.body, signedIn(request))),
    }),
  );

  app.put(
    '/cotisation/updateTransaction/:id',
    {
      schema: {
        tags: demandes,
        operationId: 'updateTransaction',
        summary: 'Corrige le total d’un mois d’un membre (id) sous une demande validée depuis moins de 30 min',
        description: 'Rien n’est effacé : la différence est enregistrée comme une correction liée à la demande.',
        params: idParamSchema,
        body: updateTransactionSchema,
        response: { 200: correctionResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await corrections.correctMonth(app.ctx, request.params.id, request.body, signedIn(request))),
    }),
  );
};

export default approvalsRoutes;
