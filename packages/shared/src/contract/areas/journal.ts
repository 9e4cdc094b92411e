import { journalFilterSchema, journalQuerySchema, journalResponseSchema } from '../../schemas/journal.js';
import type { AreaSchemas } from '../types.js';

const tags = ['journal'];
const filters =
  'Filtres facultatifs : du, au (jours AAAA-MM-JJ, heure de Douala, bornes comprises), caisse (1, 2, 3), ' +
  'membre (le membre concerné), auteur (qui a écrit), type (cotisation, correction, sortie, demande, membre, ' +
  'bureau, association).';

export const journalSchemas = {
  getJournal: {
    tags,
    summary: 'Journal des écritures (argent et membres), la plus récente d’abord, par pages',
    description: `${filters} page (1 par défaut) et pageSize (20 par défaut, 100 au plus) ; total compte toutes les pages.`,
    querystring: journalQuerySchema,
    response: { 200: journalResponseSchema },
  },
  exportJournal: {
    tags,
    summary: 'Export Excel (xlsx) du journal filtré',
    description: `${filters} Toutes les écritures retenues, la plus récente d’abord (50 000 au plus).`,
    querystring: journalFilterSchema,
  },
} as const satisfies AreaSchemas;
