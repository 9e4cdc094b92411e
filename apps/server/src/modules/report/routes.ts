import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/contract.js';
import { attachment } from '../../lib/content-disposition.js';
import { renderAnnualReport } from './pdf.js';
import { REPORT_WORDS } from './words.js';
import { annualReport } from './service.js';

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('downloadAnnualReport'),
    // Drawing a PDF holds memory and connections for a while: bounded like the Excel export.
    config: { heavy: 'export' },
    handler: async (request, reply) => {
      const year = request.query.annee;
      const report = await annualReport(app.ctx, request.auth!, year);
      const file = await renderAnnualReport(report);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(REPORT_WORDS[report.langue].fileName(year)))
        .header('cache-control', 'no-store')
        .send(file);
    },
  });
};

export default reportRoutes;
