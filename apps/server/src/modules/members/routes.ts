import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth/access.js';
import { endpoint } from '../../lib/contract.js';
import * as members from './service.js';

const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = (request: { auth: import('../../context.js').AuthContext | null }) => request.auth!;

  app.route({
    ...endpoint('getUser'),
    handler: async (request) => ({
      status: 'success' as const,
      membre: await members.getMember(app.ctx, signedIn(request), request.params.id),
    }),
  });

  app.route({
    ...endpoint('listRoles'),
    handler: async () => ({ status: 'success' as const, roles: await members.roles(app.ctx), msg: 'Rôles chargés' }),
  });

  app.route({
    ...endpoint('listBlocs'),
    handler: async () => ({ status: 'success' as const, blocs: await members.blocs(app.ctx) }),
  });

  app.route({
    ...endpoint('userPerBloc'),
    handler: async () => {
      const { blocs, users } = await members.perBloc(app.ctx);
      return { status: 'success' as const, blocs, users };
    },
  });

  app.route({
    ...endpoint('genderPerBloc'),
    handler: async () => ({ status: 'success' as const, ...(await members.perBloc(app.ctx)) }),
  });

  app.route({
    ...endpoint('register'),
    handler: async (request) => {
      const membre = await members.register(app.ctx, request.body, { ...actorOf(request), auth: signedIn(request) });
      return {
        status: 'success' as const,
        msg: `Ajout du nouveau membre ${membre.prenom} ${membre.nom} réussi`,
        membre,
      };
    },
  });

  app.route({
    ...endpoint('updateUser'),
    handler: async (request) => {
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
  });

  app.route({
    ...endpoint('updateStatus'),
    handler: async (request) => {
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
  });

  app.route({
    ...endpoint('updateSubscription'),
    handler: async (request) => {
      const membre = await members.updateSubscription(app.ctx, request.params.id, request.body, {
        ...actorOf(request),
        auth: signedIn(request),
      });
      return { status: 'success' as const, msg: 'Souscription mise à jour', membre };
    },
  });

  app.route({
    ...endpoint('allMembres'),
    handler: async (request) => ({
      status: 'success' as const,
      ...(await members.listMembers(app.ctx, signedIn(request), request.query)),
    }),
  });

  app.route({
    ...endpoint('listCaisseMembres'),
    handler: async (request) => ({
      status: 'success' as const,
      ...(await members.listMembers(app.ctx, signedIn(request), request.query, request.params.id)),
    }),
  });
};

export default membersRoutes;
