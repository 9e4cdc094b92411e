import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { annualReportFileName, annualReportQuerySchema } from '@quartier/shared';
import { attachment } from '../../lib/content-disposition.js';
import { renderAnnualReport } from './pdf.js';
import { annualReport } from './service.js';

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rapports/annuel',
    {
      // Drawing a PDF holds memory and connections for a while: bounded like the Excel export.
      config: { heavy: 'export' },
      schema: {
        tags: ['statistiques'],
        operationId: 'downloadAnnualReport',
        summary: 'Rapport annuel de l’assemblée générale (PDF)',
        description:
          'Pour une année (annee, de 2021 à l’année en cours) : par caisse, solde au 1er janvier, cotisations et ' +
          'sorties par mois (les chiffres de stats/amountsPerMonth), sorties validées avec motif, demandeur et ' +
          'validateur (celles de l’export Excel « sorties »), solde de fin ; inscriptions ; cotisations par bloc ' +
          '(stats/amountsPerYearPerBloc) ; membres à jour et en retard (la colonne « à compléter » des tableaux). ' +
          "Fichier : 'Rapport annuel {année}.pdf'. Une année sans données donne un rapport qui le dit.",
        querystring: annualReportQuerySchema,
      },
    },
    async (request, reply) => {
      const year = request.query.annee;
      const report = await annualReport(app.ctx, request.auth!, year);
      const file = await renderAnnualReport(report);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(annualReportFileName(year)))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};

export default reportRoutes;
