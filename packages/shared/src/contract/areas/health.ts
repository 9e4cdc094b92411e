import { healthDegradedSchema, healthOkSchema } from '../../schemas/health.js';
import type { AreaSchemas } from '../types.js';

export const healthSchemas = {
  getHealth: {
    tags: ['exploitation'],
    summary: 'État du serveur pour la supervision',
    description:
      '200 quand tout va bien ; 503 quand la base est injoignable ou que les migrations ne sont pas à jour. ' +
      'Le nombre de SMS en attente et l’âge du plus ancien servent à repérer une passerelle SMS en panne.',
    response: { 200: healthOkSchema, 503: healthDegradedSchema },
  },
} as const satisfies AreaSchemas;
