import {
  associationPublicSchema,
  associationSettingsSchema,
  myAssociationsResponseSchema,
} from '../../schemas/association.js';
import { loginSuccessSchema } from '../../schemas/auth.js';
import {
  associationCreationConfirmSchema,
  associationCreationPendingSchema,
  associationCreationRequestSchema,
  creationJetonParamSchema,
  firstStepsResponseSchema,
} from '../../schemas/creation.js';
import type { AreaSchemas } from '../types.js';

const tags = ['association'];
// Creating an association from a phone (issue 22, docs/adr/0016-association-creation.md).
const creationTags = ['création d’association'];

export const associationSchemas = {
  getAssociation: {
    tags,
    summary: 'Nom, présentation, contact et montants de l’association (écran de connexion, À propos)',
    description:
      'Avant la connexion, l’association de l’adresse (/a/<slug>/…) est nommée par l’en-tête x-association ; sans lui, la première du service.',
    response: { 200: associationPublicSchema },
  },
  updateAssociation: {
    tags,
    summary: 'Modifie les réglages de l’association (Président ou Secrétaire)',
    description: 'Montant mensuel et objectif du fonds de solidarité servent au calcul de « à compléter ».',
    body: associationSettingsSchema,
    response: { 200: associationPublicSchema },
  },
  listMyAssociations: {
    tags,
    summary: 'Les associations de la personne connectée, avec son rôle et son statut dans chacune',
    response: { 200: myAssociationsResponseSchema },
  },
  getFirstSteps: {
    tags,
    summary: 'Premiers pas d’une nouvelle association : réglages, Secrétaire, blocs (Président ou Secrétaire)',
    response: { 200: firstStepsResponseSchema },
  },
  requestAssociationCreation: {
    tags: creationTags,
    summary: 'Demande la création d’une association : un code est envoyé par SMS au fondateur',
    description:
      'La même réponse pour un numéro connu ou nouveau. Limitée par numéro, par adresse IP et par jour (429) ; budget quotidien de SMS du service (503) ; code d’invitation exigé quand l’opérateur l’a décidé (403).',
    body: associationCreationRequestSchema,
    response: { 201: associationCreationPendingSchema },
  },
  createAssociation: {
    tags: creationTags,
    summary: 'Crée l’association avec le code reçu : le fondateur en devient le Président et est connecté',
    description:
      'Le code d’abord (5 essais), puis le mot de passe : celui du compte existant pour un numéro déjà membre ailleurs, un nouveau sinon. Répond comme une connexion.',
    params: creationJetonParamSchema,
    body: associationCreationConfirmSchema,
    response: { 201: loginSuccessSchema },
  },
  resendAssociationCreationCode: {
    tags: creationTags,
    summary: 'Envoie un nouveau code de création (3 codes par numéro et par heure au plus)',
    params: creationJetonParamSchema,
    response: { 200: associationCreationPendingSchema },
  },
} as const satisfies AreaSchemas;
