import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmAccountRequestSchema,
  confirmLinkResponseSchema,
  confirmTokenParamSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginSuccessSchema,
  meResponseSchema,
  messageResponseSchema,
  resendCodeRequestSchema,
  resetPasswordRequestSchema,
  successSchema,
  switchAssociationRequestSchema,
} from '@quartier/shared';
import { actorOf } from '../../lib/auth/access.js';
import * as auth from './service.js';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['authentification'];

  app.get(
    '/auth/csrf',
    {
      schema: {
        operationId: 'getCsrfToken',
        tags,
        summary: 'Dépose le cookie XSRF-TOKEN avant un premier envoi',
        response: { 200: successSchema },
      },
    },
    async () => ({ status: 'success' as const }),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        operationId: 'login',
        tags,
        summary: 'Connexion par téléphone et mot de passe',
        description: "Répond 'success' avec un jeton, 'ongoing' pour un compte à confirmer, 401 sinon.",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => auth.login(app.ctx, request.body, actorOf(request)),
  );

  app.post(
    '/auth/logout',
    {
      schema: { operationId: 'logout', tags, summary: 'Révoque la session en cours', response: { 200: successSchema } },
    },
    async (request) => {
      await auth.logout(app.ctx, request.auth!, actorOf(request));
      return { status: 'success' as const };
    },
  );

  app.get(
    '/auth/me',
    { schema: { operationId: 'getMe', tags, summary: 'Le membre connecté', response: { 200: meResponseSchema } } },
    async (request) => ({ status: 'success' as const, ...(await auth.me(app.ctx, request.auth!)) }),
  );

  app.get(
    '/auth/confirmAccount/:token',
    {
      schema: {
        operationId: 'checkConfirmAccountLink',
        tags,
        summary: 'Ce qu’ouvre un lien de confirmation : le formulaire, ou un compte déjà activé',
        description: "'a_confirmer' : le compte attend son code ; 'deja_actif' : le lien a servi, aller se connecter.",
        params: confirmTokenParamSchema,
        response: { 200: confirmLinkResponseSchema },
      },
    },
    async (request) => auth.confirmLinkState(app.ctx, request.params.token, actorOf(request)),
  );

  app.put(
    '/auth/confirmAccount/:token',
    {
      schema: {
        operationId: 'confirmAccount',
        tags,
        summary: 'Confirme un compte avec le code SMS et choisit le mot de passe',
        description: 'Le membre devient Actif et reçoit une session.',
        params: confirmTokenParamSchema,
        body: confirmAccountRequestSchema,
        response: { 200: loginSuccessSchema },
      },
    },
    async (request) => auth.confirmAccount(app.ctx, request.params.token, request.body, actorOf(request)),
  );

  app.put(
    '/auth/forgotPassword',
    {
      schema: {
        operationId: 'forgotPassword',
        tags,
        summary: 'Envoie un code de réinitialisation par SMS',
        description: 'Même réponse que le numéro existe ou non.',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      msg: await auth.requestCode(app.ctx, request.body.telephone, 'reinitialisation', actorOf(request)),
    }),
  );

  app.put(
    '/auth/resetPassword',
    {
      schema: {
        operationId: 'resetPassword',
        tags,
        summary: 'Nouveau mot de passe avec le code SMS',
        description: 'Révoque toutes les sessions du membre.',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      msg: await auth.resetPassword(app.ctx, request.body, actorOf(request)),
    }),
  );

  app.post(
    '/auth/resendCode',
    {
      schema: {
        operationId: 'resendCode',
        tags,
        summary: 'Renvoie un code (confirmation de compte ou réinitialisation)',
        body: resendCodeRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      msg: await auth.requestCode(app.ctx, request.body.telephone, request.body.purpose, actorOf(request)),
    }),
  );

  app.post(
    '/auth/switchAssociation',
    {
      schema: {
        operationId: 'switchAssociation',
        tags,
        summary: 'Passe dans une autre association de la même personne',
        description:
          'Nouvelle session dans cette association (où la personne doit être membre Actif) ; la session qui demande prend fin.',
        body: switchAssociationRequestSchema,
        response: { 200: loginSuccessSchema },
      },
    },
    async (request) => auth.switchAssociation(app.ctx, request.auth!, request.body.associationId, actorOf(request)),
  );
};

export default authRoutes;
