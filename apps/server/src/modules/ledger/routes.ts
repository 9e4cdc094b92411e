import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  caisseParamSchema,
  caisseYearParamsSchema,
  exportParamsSchema,
  fundParamSchema,
  fundTotalResponseSchema,
  idParamSchema,
  ledgerQuerySchema,
  ledgerResponseSchema,
  myMonthlyResponseSchema,
  totalsResponseSchema,
  transactionRequestSchema,
  transactionResponseSchema,
  withdrawalsResponseSchema,
} from '@quartier/shared';
import { actorOf } from '../../lib/auth/access.js';
import { idempotencyKeyOf } from '../../lib/idempotency.js';
import { exportFileName, exportLedger, exportWithdrawals, sendWorkbook } from './excel.js';
import * as ledger from './service.js';

const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cotisations'];

  app.post(
    '/cotisation/transaction',
    {
      schema: {
        tags,
        operationId: 'createTransaction',
        summary: 'Enregistre une cotisation (XAF entiers), datée du mois en cours à Douala ou antidatée',
        description:
          'En-tête facultatif Idempotency-Key : une requête répétée avec la même clé n’enregistre qu’une fois.',
        body: transactionRequestSchema,
        response: { 200: transactionResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await ledger.recordContribution(
        app.ctx,
        request.body,
        { ...actorOf(request), auth: request.auth! },
        idempotencyKeyOf(request),
      )),
    }),
  );

  app.get(
    '/cotisation/getTransactions/:caisse/:year',
    {
      config: { cacheable: true },
      schema: {
        tags,
        operationId: 'getTransactions',
        summary: 'Tableau d’une caisse pour une année : une ligne par membre',
        description: 'Sans page ni pageSize : toutes les lignes. totaux et solde portent sur toute la caisse.',
        params: caisseYearParamsSchema,
        querystring: ledgerQuerySchema,
        response: { 200: ledgerResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await ledger.ledger(app.ctx, request.params.caisse, request.params.year, request.query)),
    }),
  );

  app.get(
    '/cotisation/total/:fund',
    {
      config: { cacheable: true },
      schema: {
        tags,
        operationId: 'getCaisseTotal',
        summary: 'Solde d’une caisse : cotisations moins sorties validées',
        description:
          "fund : 'Fond de solidarité', 'Cotisation Mensuelle', 1 ou 3. total est une chaîne numérique (spec), montant un entier.",
        params: fundParamSchema,
        response: { 200: fundTotalResponseSchema },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await ledger.fundTotal(app.ctx, request.params.fund)) }),
  );

  app.get(
    '/cotisation/totals',
    {
      config: { cacheable: true },
      schema: {
        tags,
        operationId: 'getCaisseTotals',
        summary: 'Les trois caisses : [nom, montant] pour 1, 2, 3',
        response: { 200: totalsResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, totals: await ledger.totals(app.ctx) }),
  );

  app.get(
    '/cotisation/myMonthlyContributions/:id',
    {
      config: { cacheable: true },
      schema: {
        tags,
        operationId: 'myMonthlyContributions',
        summary: 'Ce qu’un membre a versé ce mois-ci, par caisse',
        params: idParamSchema,
        response: { 200: myMonthlyResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await ledger.myMonthly(app.ctx, request.auth!, request.params.id)),
    }),
  );

  app.get(
    '/cotisation/getSorties/:id',
    {
      config: { cacheable: true },
      schema: {
        tags,
        operationId: 'getSorties',
        summary: 'Les sorties d’une caisse (1 ou 3), tous statuts',
        params: caisseParamSchema,
        response: { 200: withdrawalsResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      sorties: await ledger.withdrawalsOf(app.ctx, request.params.id),
    }),
  );

  app.get(
    '/cotisation/exportExcel/:year/:caisse/:scope/:format',
    {
      config: { heavy: 'export' },
      schema: {
        tags,
        operationId: 'exportExcel',
        summary: 'Export Excel de l’année d’une caisse (xlsx)',
        description:
          "scope 'all' : le tableau des cotisations des membres (chemin de la spec, …/all/excel). " +
          "scope 'sorties' : les sorties de la caisse de l’année (validées ou rejetées cette année-là, " +
          'sinon demandées), tous statuts, et une ligne « Sorties validées {année} » : montant + transport ' +
          'des sorties validées, le même chiffre que totaux.sorties et stats/totals sortiesAnnee. ' +
          "Fichiers : 'Cotisation Mensuelle {année}.xlsx', 'fond de solidarite {année}.xlsx', précédés de " +
          "'Sorties ' pour les sorties.",
        params: exportParamsSchema,
      },
    },
    async (request, reply) => {
      const { year, caisse, scope } = request.params;
      const file =
        scope === 'sorties'
          ? await exportWithdrawals(app.ctx, caisse, year)
          : await exportLedger(app.ctx, caisse, year);
      const name = exportFileName(caisse, year, scope);
      return sendWorkbook(reply, name, file);
    },
  );
};

export default ledgerRoutes;
