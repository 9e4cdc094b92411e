import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { journalFilterSchema, journalQuerySchema, journalResponseSchema } from '@quartier/shared';
import { sendWorkbook } from '../ledger/excel.js';
import { exportJournal, journalFileName } from './excel.js';
import * as journal from './service.js';

/** The staff's journal (issue 26, ADR 0020): read only, for every role but Membre (ROUTE_ACCESS). */
const journalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['journal'];
  const filters =
    'Filtres facultatifs : du, au (jours AAAA-MM-JJ, heure de Douala, bornes comprises), caisse (1, 2, 3), ' +
    'membre (le membre concerné), auteur (qui a écrit), type (cotisation, correction, sortie, demande, membre, ' +
    'bureau, association).';

  app.get(
    '/journal',
    {
      schema: {
        tags,
        operationId: 'getJournal',
        summary: 'Journal des écritures (argent et membres), la plus récente d’abord, par pages',
        description: `${filters} page (1 par défaut) et pageSize (20 par défaut, 100 au plus) ; total compte toutes les pages.`,
        querystring: journalQuerySchema,
        response: { 200: journalResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await journal.journalPage(app.ctx, request.query)) }),
  );

  app.get(
    '/journal/export',
    {
      config: { heavy: 'export' },
      schema: {
        tags,
        operationId: 'exportJournal',
        summary: 'Export Excel (xlsx) du journal filtré',
        description: `${filters} Toutes les écritures retenues, la plus récente d’abord (50 000 au plus).`,
        querystring: journalFilterSchema,
      },
    },
    async (request, reply) => {
      const file = await exportJournal(app.ctx, request.query);
      return sendWorkbook(reply, journalFileName(request.query, app.ctx.clock.now()), file);
    },
  );
};

export default journalRoutes;
