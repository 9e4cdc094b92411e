import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth/access.js';
import { audit } from '../../lib/audit.js';
import { endpoint } from '../../lib/contract.js';
import { writeSettings } from '../settings/repository.js';
import { publicView } from './service.js';
import * as auth from '../auth/service.js';
import * as creation from '../associations/creation.js';

const associationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('getAssociation'),
    handler: async () => ({ status: 'success' as const, association: await publicView(app.ctx.db) }),
  });

  app.route({
    ...endpoint('updateAssociation'),
    handler: async (request) => {
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
            ...(body.langueDefaut ? { 'association.langueDefaut': body.langueDefaut } : {}),
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
  });

  app.route({
    ...endpoint('listMyAssociations'),
    handler: async (request) => ({
      status: 'success' as const,
      associations: await auth.myAssociations(app.ctx, request.auth!),
    }),
  });

  app.route({
    ...endpoint('getFirstSteps'),
    handler: async () => creation.firstSteps(app.ctx),
  });

  // Creating an association from a phone (issue 22, docs/adr/0016-association-creation.md).
  app.route({
    ...endpoint('requestAssociationCreation'),
    handler: async (request, reply) => {
      reply.code(201);
      return creation.requestCreation(
        app.ctx,
        request.body,
        actorOf(request),
        creation.languageOfAcceptLanguage(request.headers['accept-language']),
      );
    },
  });

  app.route({
    ...endpoint('createAssociation'),
    handler: async (request, reply) => {
      reply.code(201);
      return creation.confirmCreation(
        app.ctx,
        request.params.jeton,
        request.body,
        actorOf(request),
        creation.languageOfAcceptLanguage(request.headers['accept-language']),
      );
    },
  });

  app.route({
    ...endpoint('resendAssociationCreationCode'),
    handler: async (request) =>
      creation.resendCreationCode(
        app.ctx,
        request.params.jeton,
        actorOf(request),
        creation.languageOfAcceptLanguage(request.headers['accept-language']),
      ),
  });
};

export default associationRoutes;
