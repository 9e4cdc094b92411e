import { switchAssociationRequestSchema } from '../../schemas/association.js';
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
  myLanguageResponseSchema,
  myLanguageSchema,
  resendCodeRequestSchema,
  resetPasswordRequestSchema,
} from '../../schemas/auth.js';
import { successSchema } from '../../schemas/common.js';
import type { AreaSchemas } from '../types.js';

const tags = ['authentification'];

export const authSchemas = {
  getCsrfToken: {
    tags,
    summary: 'Dépose le cookie XSRF-TOKEN avant un premier envoi',
    response: { 200: successSchema },
  },
  login: {
    tags,
    summary: 'Connexion par téléphone et mot de passe',
    description: "Répond 'success' avec un jeton, 'ongoing' pour un compte à confirmer, 401 sinon.",
    body: loginRequestSchema,
    response: { 200: loginResponseSchema },
  },
  logout: { tags, summary: 'Révoque la session en cours', response: { 200: successSchema } },
  getMe: { tags, summary: 'Le membre connecté', response: { 200: meResponseSchema } },
  setMyLanguage: {
    tags,
    summary: 'Choisit la langue de la personne connectée (écrans et SMS)',
    description: "'fr' (français) ou 'en' (anglais), pour toutes ses associations.",
    body: myLanguageSchema,
    response: { 200: myLanguageResponseSchema },
  },
  checkConfirmAccountLink: {
    tags,
    summary: 'Ce qu’ouvre un lien de confirmation : le formulaire, ou un compte déjà activé',
    description: "'a_confirmer' : le compte attend son code ; 'deja_actif' : le lien a servi, aller se connecter.",
    params: confirmTokenParamSchema,
    response: { 200: confirmLinkResponseSchema },
  },
  confirmAccount: {
    tags,
    summary: 'Confirme un compte avec le code SMS et choisit le mot de passe',
    description: 'Le membre devient Actif et reçoit une session.',
    params: confirmTokenParamSchema,
    body: confirmAccountRequestSchema,
    response: { 200: loginSuccessSchema },
  },
  forgotPassword: {
    tags,
    summary: 'Envoie un code de réinitialisation par SMS',
    description: 'Même réponse que le numéro existe ou non.',
    body: forgotPasswordRequestSchema,
    response: { 200: messageResponseSchema },
  },
  resetPassword: {
    tags,
    summary: 'Nouveau mot de passe avec le code SMS',
    description: 'Révoque toutes les sessions du membre.',
    body: resetPasswordRequestSchema,
    response: { 200: messageResponseSchema },
  },
  resendCode: {
    tags,
    summary: 'Renvoie un code (confirmation de compte ou réinitialisation)',
    body: resendCodeRequestSchema,
    response: { 200: messageResponseSchema },
  },
  switchAssociation: {
    tags,
    summary: 'Passe dans une autre association de la même personne',
    description:
      'Nouvelle session dans cette association (où la personne doit être membre Actif) ; la session qui demande prend fin.',
    body: switchAssociationRequestSchema,
    response: { 200: loginSuccessSchema },
  },
} as const satisfies AreaSchemas;
