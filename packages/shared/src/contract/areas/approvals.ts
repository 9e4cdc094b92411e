import {
  correctionResponseSchema,
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
} from '../../schemas/approvals.js';
import { idParamSchema } from '../../schemas/common.js';
import type { AreaSchemas } from '../types.js';

const sorties = ['sorties'];
const demandes = ['demandes de modification'];

export const approvalsSchemas = {
  demandeSortie: {
    tags: sorties,
    summary: 'Demande de sortie sur le Fond de solidarité (Président ou Secrétaire)',
    description:
      'idMembre : le membre concerné (facultatif). delai : date de recouvrement AAAA-MM-JJ. ' +
      'En-tête facultatif Idempotency-Key : une requête répétée avec la même clé ne dépose qu’une demande.',
    body: solidarityWithdrawalRequestSchema,
    response: { 200: withdrawalResponseSchema },
  },
  sortieMensuel: {
    tags: sorties,
    summary: 'Demande de sortie sur la Cotisation Mensuelle (Président ou Secrétaire)',
    description: 'En-tête facultatif Idempotency-Key : une requête répétée avec la même clé ne dépose qu’une demande.',
    body: monthlyWithdrawalRequestSchema,
    response: { 200: withdrawalResponseSchema },
  },
  withdrawalRequests: {
    tags: sorties,
    summary: "Demandes de sortie d'une caisse ('mensuel' ou 'fond'), avec ce que l'appelant peut en faire",
    params: withdrawalFilterSchema,
    response: { 200: withdrawalRequestsResponseSchema },
  },
  validationSortie: {
    tags: sorties,
    summary: 'Valide ou rejette une demande de sortie (l’autre officier seulement)',
    description: "validateur est ignoré : c'est le membre connecté. Refusée si le solde de la caisse est insuffisant.",
    body: withdrawalDecisionSchema,
    response: { 200: withdrawalResponseSchema },
  },
  updateSortie: {
    tags: sorties,
    summary: 'Modifie une sortie du Fond de solidarité sous une demande validée depuis moins de 30 min',
    params: idParamSchema,
    body: updateSolidarityWithdrawalSchema,
    response: { 200: withdrawalResponseSchema },
  },
  updateSortieMensuelle: {
    tags: sorties,
    summary: 'Modifie une sortie de la Cotisation Mensuelle sous une demande validée depuis moins de 30 min',
    params: idParamSchema,
    body: updateMonthlyWithdrawalSchema,
    response: { 200: withdrawalResponseSchema },
  },
  listDemandes: {
    tags: demandes,
    summary: 'Toutes les demandes de modification',
    response: { 200: requestsResponseSchema },
  },
  demandeModification: {
    tags: demandes,
    summary: 'La Secrétaire demande à modifier une ligne (entree : un mois d’un membre ; sortie : une sortie)',
    description: 'demandeur est ignoré : c’est le membre connecté. mois et annee obligatoires pour une entree.',
    body: modificationRequestSchema,
    response: { 200: requestResponseSchema },
  },
  getDemandeModification: {
    tags: demandes,
    summary: 'Où en est une demande de modification',
    params: idParamSchema,
    response: { 200: requestResponseSchema },
  },
  getOngoingModifications: {
    tags: demandes,
    summary: "Demandes de modification : 'entree', 'sortie' ou 'full'",
    params: ongoingFilterSchema,
    response: { 200: requestsResponseSchema },
  },
  updateRequest: {
    tags: demandes,
    summary: 'Valide (30 minutes pour une modification) ou rejette une demande de modification',
    body: requestDecisionSchema,
    response: { 200: requestResponseSchema },
  },
  updateTransaction: {
    tags: demandes,
    summary: 'Corrige le total d’un mois d’un membre (id) sous une demande validée depuis moins de 30 min',
    description: 'Rien n’est effacé : la différence est enregistrée comme une correction liée à la demande.',
    params: idParamSchema,
    body: updateTransactionSchema,
    response: { 200: correctionResponseSchema },
  },
} as const satisfies AreaSchemas;
