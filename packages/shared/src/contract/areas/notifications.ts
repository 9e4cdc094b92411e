import {
  newNotificationSchema,
  notificationResponseSchema,
  notificationsResponseSchema,
  pendingDecisionsResponseSchema,
} from '../../schemas/approvals.js';
import type { AreaSchemas } from '../types.js';

const tags = ['notifications'];

export const notificationsSchemas = {
  getGeneralNotifications: {
    tags,
    summary: 'Rappels à tous et messages adressés au membre connecté, du plus récent au plus ancien',
    response: { 200: notificationsResponseSchema },
  },
  pendingDecisions: {
    tags,
    summary:
      'Ce qui attend la décision du membre connecté : les demandes ouvertes de l’autre officier (modifications, sorties, bureau), comptées par onglet ; zéro pour les autres rôles',
    response: { 200: pendingDecisionsResponseSchema },
  },
  newNotification: {
    tags,
    summary:
      'Envoie un rappel (Secrétaire) : à tous (dans l’application), à un membre ou aux membres en retard sur une caisse (dans l’application et par SMS)',
    description: 'En-tête facultatif Idempotency-Key : un rappel répété avec la même clé n’est envoyé qu’une fois.',
    body: newNotificationSchema,
    response: { 200: notificationResponseSchema },
  },
} as const satisfies AreaSchemas;
