import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  amountsPerBlocResponseSchema,
  amountsPerMonthResponseSchema,
  gendersResponseSchema,
  statsParamsSchema,
  statsTotalsResponseSchema,
  userContributionsParamsSchema,
  userContributionsResponseSchema,
} from '@quartier/shared';
import * as stats from './service.js';

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['statistiques'];

  app.get(
    '/stats/totals/:caisse/:year',
    {
      config: { cacheable: true },
      schema: {
        tags,
        operationId: 'getStatsTotals',
        summary: 'Les six cartes : cotisations et sorties (total, année, mois) avec la période précédente',
        description: "Mois de référence : le mois en cours pour l'année en cours, décembre pour une année passée.",
        params: statsParamsSchema,
        response: { 200: statsTotalsResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await stats.totals(app.ctx, request.params.caisse, request.params.year)),
    }),
  );

  app.get(
    '/stats/amountsPerMonth/:caisse/:year',
    {
      config: { cacheable: true },
      schema: {
        tags,
        operationId: 'amountsPerMonth',
        summary: 'Entrées et sorties (validées) par mois d’une année',
        params: statsParamsSchema,
        response: { 200: amountsPerMonthResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await stats.amountsPerMonth(app.ctx, request.params.caisse, request.params.year)),
    }),
  );

  app.get(
    '/stats/amountsPerYearPerBloc/:caisse/:year',
    {
      config: { cacheable: true },
      schema: {
        tags,
        operationId: 'amountsPerYearPerBloc',
        summary: 'Cotisations d’une année par bloc',
        params: statsParamsSchema,
        response: { 200: amountsPerBlocResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      transactions: await stats.amountsPerBloc(app.ctx, request.params.caisse, request.params.year),
    }),
  );

  app.get(
    '/stats/userContributions/:category/:year/:memberId',
    {
      config: { cacheable: true },
      schema: {
        tags,
        operationId: 'userContributions',
        summary: 'Mes contributions : cartes et graphiques d’un membre (soi-même, ou tout membre pour un responsable)',
        params: userContributionsParamsSchema,
        response: { 200: userContributionsResponseSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await stats.userContributions(
        app.ctx,
        request.auth!,
        request.params.category,
        request.params.year,
        request.params.memberId,
      )),
    }),
  );

  app.get(
    '/cotisation/genders',
    {
      config: { cacheable: true },
      schema: {
        tags,
        operationId: 'getGenders',
        summary: 'Nombre d’hommes et de femmes',
        response: { 200: gendersResponseSchema },
      },
    },
    async () => ({ status: 'success' as const, ...(await stats.genders(app.ctx)) }),
  );
};

export default statsRoutes;
