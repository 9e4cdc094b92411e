import { idParamSchema } from '../../schemas/common.js';
import {
  blocsResponseSchema,
  caisseParamSchema,
  genderPerBlocResponseSchema,
  getUserResponseSchema,
  memberListQuerySchema,
  memberListResponseSchema,
  memberResponseSchema,
  registerRequestSchema,
  rolesResponseSchema,
  updateStatusRequestSchema,
  updateSubscriptionRequestSchema,
  updateUserRequestSchema,
  usersPerBlocResponseSchema,
} from '../../schemas/members.js';
import type { AreaSchemas } from '../types.js';

const tags = ['membres'];

export const membersSchemas = {
  getUser: {
    tags,
    summary: 'Fiche d’un membre (soi-même, ou tout membre pour un responsable)',
    params: idParamSchema,
    response: { 200: getUserResponseSchema },
  },
  listRoles: {
    tags,
    summary: 'Les rôles (code stable et nom affiché)',
    response: { 200: rolesResponseSchema },
  },
  listBlocs: {
    tags,
    summary: 'Les blocs existants, pour les suggestions des formulaires',
    response: { 200: blocsResponseSchema },
  },
  userPerBloc: {
    tags,
    summary: 'Nombre de membres par bloc',
    description: 'Listes parallèles : blocs[i] compte users[i] membres.',
    response: { 200: usersPerBlocResponseSchema },
  },
  genderPerBloc: {
    tags,
    summary: 'Hommes et femmes par bloc',
    description: 'Listes parallèles : pour blocs[i], menList[i] hommes et womenList[i] femmes, users[i] au total.',
    response: { 200: genderPerBlocResponseSchema },
  },
  register: {
    tags,
    summary: 'Inscrit un membre (En Attente) et lui envoie son lien et son code par SMS',
    description:
      'role : identifiant d’un rôle de user/roles. cotisations : caisses souscrites (2, l’inscription, toujours).',
    body: registerRequestSchema,
    response: { 200: memberResponseSchema },
  },
  updateUser: {
    tags,
    summary: 'Modifie un membre (Secrétaire) ; le nom reste en lecture seule',
    description: 'Un nouveau numéro doit être confirmé : le membre repasse En Attente et reçoit un lien.',
    params: idParamSchema,
    body: updateUserRequestSchema,
    response: { 200: memberResponseSchema },
  },
  updateStatus: {
    tags,
    summary: 'Change le statut d’un membre (Actif, Suspendu, Inactif)',
    params: idParamSchema,
    body: updateStatusRequestSchema,
    response: { 200: memberResponseSchema },
  },
  updateSubscription: {
    tags,
    summary: 'Active ou désactive la souscription d’un membre à une caisse',
    params: idParamSchema,
    body: updateSubscriptionRequestSchema,
    response: { 200: memberResponseSchema },
  },
  allMembres: {
    tags,
    summary: 'Liste des membres, avec recherche et pages',
    description:
      'Sans page ni pageSize : tous les membres. q cherche dans nom, prénom, bloc, sexe, statut et (responsables seulement) téléphone. ' +
      'Un Membre ne reçoit pas les numéros des autres (telephone: null).',
    querystring: memberListQuerySchema,
    response: { 200: memberListResponseSchema },
  },
  listCaisseMembres: {
    tags,
    summary: 'Membres souscrits à une caisse (1, 2 ou 3)',
    params: caisseParamSchema,
    querystring: memberListQuerySchema,
    response: { 200: memberListResponseSchema },
  },
} as const satisfies AreaSchemas;
