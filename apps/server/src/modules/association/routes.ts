import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  associationCreationConfirmSchema,
  associationCreationPendingSchema,
  associationCreationRequestSchema,
  associationPublicSchema,
  associationSettingsSchema,
  creationJetonParamSchema,
  firstStepsResponseSchema,
  loginSuccessSchema,
  type AssociationPublic,
} from '@quartier/shared';
import type { Executor } from '../../db/client.js';
import { actorOf } from '../../lib/auth/access.js';
import { audit } from '../../lib/audit.js';
import { readSettings, writeSettings } from '../settings/repository.js';
import { findAssociationById } from '../associations/repository.js';
import { currentAssociationId } from '../../db/scope.js';
import { AppError } from '../../lib/errors.js';
import { myAssociationsResponseSchema } from '@quartier/shared';
import * as auth from '../auth/service.js';
import * as creation from '../associations/creation.js';

async function publicView(executor: Executor): Promise<AssociationPublic> {
  const values = await readSettings(executor);
  const association = await findAssociationById(executor, currentAssociationId());
  if (!association) throw new AppError('ASSOCIATION_NOT_FOUND');
  return {
    slug: association.slug,
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
        operationId: 'getAssociation',
        tags,
        summary: 'Nom, présentation, contact et montants de l’association (écran de connexion, À propos)',
        description:
          'Avant la connexion, l’association de l’adresse (/a/<slug>/…) est nommée par l’en-tête x-association ; sans lui, la première du service.',
        response: { 200: associationPublicSchema },
      },
    },
    async () => ({ status: 'success' as const, association: await publicView(app.ctx.db) }),
  );

  app.put(
    '/association',
    {
      schema: {
        operationId: 'updateAssociation',
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

  app.get(
    '/associations/mine',
    {
      schema: {
        operationId: 'listMyAssociations',
        tags,
        summary: 'Les associations de la personne connectée, avec son rôle et son statut dans chacune',
        response: { 200: myAssociationsResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      associations: await auth.myAssociations(app.ctx, request.auth!),
    }),
  );

  app.get(
    '/association/firstSteps',
    {
      schema: {
        operationId: 'getFirstSteps',
        tags,
        summary: 'Premiers pas d’une nouvelle association : réglages, Secrétaire, blocs (Président ou Secrétaire)',
        response: { 200: firstStepsResponseSchema },
      },
    },
    async () => creation.firstSteps(app.ctx),
  );

  // Creating an association from a phone (issue 22, docs/adr/0016-association-creation.md).
  const creationTags = ['création d’association'];

  app.post(
    '/associations/creation',
    {
      schema: {
        operationId: 'requestAssociationCreation',
        tags: creationTags,
        summary: 'Demande la création d’une association : un code est envoyé par SMS au fondateur',
        description:
          'La même réponse pour un numéro connu ou nouveau. Limitée par numéro, par adresse IP et par jour (429) ; budget quotidien de SMS du service (503) ; code d’invitation exigé quand l’opérateur l’a décidé (403).',
        body: associationCreationRequestSchema,
        response: { 201: associationCreationPendingSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return creation.requestCreation(app.ctx, request.body, actorOf(request));
    },
  );

  app.post(
    '/associations/creation/:jeton',
    {
      schema: {
        operationId: 'createAssociation',
        tags: creationTags,
        summary: 'Crée l’association avec le code reçu : le fondateur en devient le Président et est connecté',
        description:
          'Le code d’abord (5 essais), puis le mot de passe : celui du compte existant pour un numéro déjà membre ailleurs, un nouveau sinon. Répond comme une connexion.',
        params: creationJetonParamSchema,
        body: associationCreationConfirmSchema,
        response: { 201: loginSuccessSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return creation.confirmCreation(app.ctx, request.params.jeton, request.body, actorOf(request));
    },
  );

  app.post(
    '/associations/creation/:jeton/code',
    {
      schema: {
        operationId: 'resendAssociationCreationCode',
        tags: creationTags,
        summary: 'Envoie un nouveau code de création (3 codes par numéro et par heure au plus)',
        params: creationJetonParamSchema,
        response: { 200: associationCreationPendingSchema },
      },
    },
    async (request) => creation.resendCreationCode(app.ctx, request.params.jeton, actorOf(request)),
  );
};

export default associationRoutes;
