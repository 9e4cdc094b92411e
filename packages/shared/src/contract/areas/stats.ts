import {
  amountsPerBlocResponseSchema,
  amountsPerMonthResponseSchema,
  gendersResponseSchema,
  statsParamsSchema,
  statsTotalsResponseSchema,
  userContributionsParamsSchema,
  userContributionsResponseSchema,
} from '../../schemas/stats.js';
import type { AreaSchemas } from '../types.js';

const tags = ['statistiques'];

export const statsSchemas = {
  getStatsTotals: {
    tags,
    summary: 'Les six cartes : cotisations et sorties (total, année, mois) avec la période précédente',
    description: "Mois de référence : le mois en cours pour l'année en cours, décembre pour une année passée.",
    params: statsParamsSchema,
    response: { 200: statsTotalsResponseSchema },
  },
  amountsPerMonth: {
    tags,
    summary: 'Entrées et sorties (validées) par mois d’une année',
    params: statsParamsSchema,
    response: { 200: amountsPerMonthResponseSchema },
  },
  amountsPerYearPerBloc: {
    tags,
    summary: 'Cotisations d’une année par bloc',
    params: statsParamsSchema,
    response: { 200: amountsPerBlocResponseSchema },
  },
  userContributions: {
    tags,
    summary: 'Mes contributions : cartes et graphiques d’un membre (soi-même, ou tout membre pour un responsable)',
    params: userContributionsParamsSchema,
    response: { 200: userContributionsResponseSchema },
  },
  getGenders: {
    tags,
    summary: 'Nombre d’hommes et de femmes',
    response: { 200: gendersResponseSchema },
  },
} as const satisfies AreaSchemas;
