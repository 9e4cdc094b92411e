import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth/access.js';
import { endpoint } from '../../lib/contract.js';
import { idempotencyKeyOf } from '../../lib/idempotency.js';
import { exportFileName, exportLedger, exportWithdrawals, sendWorkbook } from './excel.js';
import { languageOfMember } from '../associations/repository.js';
import * as ledger from './service.js';

const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('createTransaction'),
    handler: async (request) => ({
      status: 'success' as const,
      ...(await ledger.recordContribution(
        app.ctx,
        request.body,
        { ...actorOf(request), auth: request.auth! },
        idempotencyKeyOf(request),
      )),
    }),
  });

  app.route({
    ...endpoint('getTransactions'),
    config: { cacheable: true },
    handler: async (request) => ({
      status: 'success' as const,
      ...(await ledger.ledger(app.ctx, request.params.caisse, request.params.year, request.query)),
    }),
  });

  app.route({
    ...endpoint('getCaisseTotal'),
    config: { cacheable: true },
    handler: async (request) => ({
      status: 'success' as const,
      ...(await ledger.fundTotal(app.ctx, request.params.fund)),
    }),
  });

  app.route({
    ...endpoint('getCaisseTotals'),
    config: { cacheable: true },
    handler: async () => ({ status: 'success' as const, totals: await ledger.totals(app.ctx) }),
  });

  app.route({
    ...endpoint('myMonthlyContributions'),
    config: { cacheable: true },
    handler: async (request) => ({
      status: 'success' as const,
      ...(await ledger.myMonthly(app.ctx, request.auth!, request.params.id)),
    }),
  });

  app.route({
    ...endpoint('getSorties'),
    config: { cacheable: true },
    handler: async (request) => ({
      status: 'success' as const,
      sorties: await ledger.withdrawalsOf(app.ctx, request.params.id),
    }),
  });

  app.route({
    ...endpoint('exportExcel'),
    config: { heavy: 'export' },
    handler: async (request, reply) => {
      const { year, caisse, scope } = request.params;
      // Headers, sheet and file names in the requester's language (issue 25).
      const langue = await languageOfMember(app.ctx.db, request.auth!.memberId);
      const file =
        scope === 'sorties'
          ? await exportWithdrawals(app.ctx, caisse, year, langue)
          : await exportLedger(app.ctx, caisse, year, langue);
      return sendWorkbook(reply, exportFileName(caisse, year, scope, langue), file);
    },
  });
};

export default ledgerRoutes;
