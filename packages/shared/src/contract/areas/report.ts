import { annualReportQuerySchema } from '../../schemas/report.js';
import type { AreaSchemas } from '../types.js';

export const reportSchemas = {
  downloadAnnualReport: {
    tags: ['statistiques'],
    summary: 'Rapport annuel de l’assemblée générale (PDF)',
    description:
      'Pour une année (annee, de 2021 à l’année en cours) : par caisse, solde au 1er janvier, cotisations et ' +
      'sorties par mois (les chiffres de stats/amountsPerMonth), sorties validées avec motif, demandeur et ' +
      'validateur (celles de l’export Excel « sorties »), solde de fin ; inscriptions ; cotisations par bloc ' +
      '(stats/amountsPerYearPerBloc) ; membres à jour et en retard (la colonne « à compléter » des tableaux). ' +
      "Fichier : 'Rapport annuel {année}.pdf'. Une année sans données donne un rapport qui le dit.",
    querystring: annualReportQuerySchema,
  },
} as const satisfies AreaSchemas;
