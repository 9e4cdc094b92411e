import {
  preferencesRequestSchema,
  preferencesResponseSchema,
  receiptsParamsSchema,
  receiptsResponseSchema,
} from '../../schemas/receipts.js';
import type { AreaSchemas } from '../types.js';

export const receiptsSchemas = {
  getReceipts: {
    tags: ['cotisations'],
    summary: 'Les reçus d’un membre pour une caisse et une année (celle du mois payé), du plus récent au plus ancien',
    params: receiptsParamsSchema,
    response: { 200: receiptsResponseSchema },
  },
  getPreferences: {
    tags: ['membres'],
    summary: 'Les préférences du membre connecté dans cette association (reçus par SMS)',
    response: { 200: preferencesResponseSchema },
  },
  updatePreferences: {
    tags: ['membres'],
    summary: 'Le membre connecté choisit de recevoir ou non ses reçus par SMS (elle seule)',
    body: preferencesRequestSchema,
    response: { 200: preferencesResponseSchema },
  },
} as const satisfies AreaSchemas;
