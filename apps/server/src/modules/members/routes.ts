import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blocsResponseSchema,
  caisseParamSchema,
  genderPerBlocResponseSchema,
  getUserResponseSchema,
  idParamSchema,
  memberListQuerySchema,
  memberListResponseSchema,
  memberResponseSchema,
  registerRequestSchema,
  rolesResponseSchema,
  updateStatusRequestSchema,
  updateSubscriptionRequestSchema,
  updateUserRequestSchema,
  usersPerBlocResponseSchema,
} from '@quartier/shared';
import { actorOf } from '../../lib/auth/access.js';
import * as members from './service.js';

const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['membres'];
  const signedIn = (request: { auth: import('../../context.js').AuthContext | null }) => request.auth!;

  app.get(
    '/user/getUser/:id',
    {
      schema: {
        tags,
        operationId: 'getUser',
        summary: 'Fiche d’un membre (soi-même, ou tout membre pour un responsable)',
        params: idParamSchema,
        response: { 200: getUserResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      membre: await members.getMember(app.ctx, signedIn(request), request.params.id),
    }),
  );

  app.get(
    '/user/roles',
    {
      schema: {
        tags,
        operationId: 'listRoles',
        summary: 'Les rôles (code stable et nom affiché)',
        response: { 200: rolesResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, roles: await members.roles(app.ctx), msg: 'Rôles chargés' }),
  );

  app.get(
    '/user/blocs',
    {
      schema: {
        tags,
        operationId: 'listBlocs',
        summary: 'Les blocs existants, pour les suggestions des formulaires',
        response: { 200: blocsResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, blocs: await members.blocs(app.ctx) }),
  );

  app.get(
    '/user/userPerBloc',
    {
      schema: {
        tags,
        operationId: 'userPerBloc',
        summary: 'Nombre de membres par bloc',
        description: 'Listes parallèles : blocs[i] compte users[i] membres.',
        response: { 200: usersPerBlocResponseSchema },
      },
    },
    async () => {
      const { blocs, users } = await members.perBloc(app.ctx);
      return { status: 'success' as const, blocs, users };
    },
  );

  app.get(
    '/user/genderPerBloc',
    {
      schema: {
        tags,
        operationId: 'genderPerBloc',
        summary: 'Hommes et femmes par bloc',
        description: 'Listes parallèles : pour blocs[i], menList[i] hommes et womenList[i] femmes, users[i] au total.',
        response: { 200: genderPerBlocResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, ...(await members.perBloc(app.ctx)) }),
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        operationId: 'register',
        summary: 'Inscrit un membre (En Attente) et lui envoie son lien et son code par SMS',
        description:
          'role : identifiant d’un rôle de user/roles. cotisations : caisses souscrites (2, l’inscription, toujours).',
        body: registerRequestSchema,
        response: { 200: memberResponseSchema },
      },
    },
    async (request) => {
      const membre = await members.register(app.ctx, request.body, { ...actorOf(request), auth: signedIn(request) });
      return {
        status: 'success' as const,
        msg: `Ajout du nouveau membre ${membre.prenom} ${membre.nom} réussi`,
        membre,
      };
    },
  );

  app.put(
    '/auth/updateUser/:id',
    {
      schema: {
        tags,
        operationId: 'updateUser',
        summary: 'Modifie un membre (Secrétaire) ; le nom reste en lecture seule',
        description: 'Un nouveau numéro doit être confirmé : le membre repasse En Attente et reçoit un lien.',
        params: idParamSchema,
        body: updateUserRequestSchema,
        response: { 200: memberResponseSchema },
      },
    },
    async (request) => {
      const { membre, demandeBureau } = await members.updateUser(app.ctx, request.params.id, request.body, {
        ...actorOf(request),
        auth: signedIn(request),
      });
      return {
        status: 'success' as const,
        msg: demandeBureau
          ? `Mise à jour de ${membre.prenom} ${membre.nom} enregistrée ; le changement de rôle ou de téléphone attend la validation de l’autre officier.`
          : `Mise à jour du membre ${membre.prenom} ${membre.nom} a réussi`,
        membre,
        ...(demandeBureau ? { demandeBureau: { id: demandeBureau } } : {}),
      };
    },
  );

  app.put(
    '/user/updateStatus/:id',
    {
      schema: {
        tags,
        operationId: 'updateStatus',
        summary: 'Change le statut d’un membre (Actif, Suspendu, Inactif)',
        params: idParamSchema,
        body: updateStatusRequestSchema,
        response: { 200: memberResponseSchema },
      },
    },
    async (request) => {
      const { membre, demandeBureau } = await members.updateStatus(app.ctx, request.params.id, request.body, {
        ...actorOf(request),
        auth: signedIn(request),
      });
      return {
        status: 'success' as const,
        msg: demandeBureau
          ? `Le changement de statut de ${membre.prenom} ${membre.nom} attend la validation de l’autre officier.`
          : `Statut de ${membre.prenom} ${membre.nom} : ${membre.statut}`,
        membre,
        ...(demandeBureau ? { demandeBureau: { id: demandeBureau } } : {}),
      };
    },
  );

  app.put(
    '/user/subscription/:id',
    {
      schema: {
        tags,
        operationId: 'updateSubscription',
        summary: 'Active ou désactive la souscription d’un membre à une caisse',
        params: idParamSchema,
        body: updateSubscriptionRequestSchema,
        response: { 200: memberResponseSchema },
      },
    },
    async (request) => {
      const membre = await members.updateSubscription(app.ctx, request.params.id, request.body, {
        ...actorOf(request),
        auth: signedIn(request),
      });
      return { status: 'success' as const, msg: 'Souscription mise à jour', membre };
    },
  );

  app.get(
    '/cotisation/allMembres',
    {
      schema: {
        tags,
        operationId: 'allMembres',
        summary: 'Liste des membres, avec recherche et pages',
        description:
          'Sans page ni pageSize : tous les membres. q cherche dans nom, prénom, bloc, sexe, statut et (responsables seulement) téléphone. ' +
          'Un Membre ne reçoit pas les numéros des autres (telephone: null).',
        querystring: memberListQuerySchema,
        response: { 200: memberListResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await members.listMembers(app.ctx, signedIn(request), request.query)),
    }),
  );

  app.get(
    '/cotisation/membres/:id',
    {
      schema: {
        tags,
        operationId: 'listCaisseMembres',
        summary: 'Membres souscrits à une caisse (1, 2 ou 3)',
        params: caisseParamSchema,
        querystring: memberListQuerySchema,
        response: { 200: memberListResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await members.listMembers(app.ctx, signedIn(request), request.query, request.params.id)),
    }),
  );
};

export default membersRoutes;
