import { officeChangeResponseSchema, officeChangesResponseSchema, officeDecisionSchema } from '../../schemas/bureau.js';
import { idParamSchema } from '../../schemas/common.js';
import type { AreaSchemas } from '../types.js';

const tags = ['bureau'];

export const bureauSchemas = {
  listBureauDemandes: {
    tags,
    summary: 'Changements du bureau (rôle de Président ou de Secrétaire, téléphone ou statut d’un officier)',
    response: { 200: officeChangesResponseSchema },
  },
  decideBureauDemande: {
    tags,
    summary: 'L’autre officier valide (le changement s’applique) ou rejette un changement du bureau',
    params: idParamSchema,
    body: officeDecisionSchema,
    response: { 200: officeChangeResponseSchema },
  },
} as const satisfies AreaSchemas;
