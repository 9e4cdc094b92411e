import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/contract.js';
import { languageOfMember } from '../associations/repository.js';
import { sendWorkbook } from '../ledger/excel.js';
import { exportJournal, journalFileName } from './excel.js';
import * as journal from './service.js';

/** The staff's journal (issue 26, ADR 0020): read only, for every role but Membre (ROUTE_ACCESS). */
const journalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('getJournal'),
    // Worded in the reader's language (issue 25): the same shape, the sentences in French or English.
    handler: async (request) => ({
      status: 'success' as const,
      ...(await journal.journalPage(
        app.ctx,
        request.query,
        await languageOfMember(app.ctx.db, request.auth!.memberId),
      )),
    }),
  });

  app.route({
    ...endpoint('exportJournal'),
    config: { heavy: 'export' },
    handler: async (request, reply) => {
      // Names and headers in the requester's language (issue 25).
      const langue = await languageOfMember(app.ctx.db, request.auth!.memberId);
      const file = await exportJournal(app.ctx, request.query, langue);
      return sendWorkbook(reply, journalFileName(request.query, app.ctx.clock.now(), langue), file);
    },
  });
};

export default journalRoutes;
