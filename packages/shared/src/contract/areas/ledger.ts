import {
  caisseYearParamsSchema,
  contributionCaisseParamSchema,
  exportParamsSchema,
  fundParamSchema,
  fundTotalResponseSchema,
  ledgerQuerySchema,
  ledgerResponseSchema,
  myMonthlyResponseSchema,
  totalsResponseSchema,
  transactionRequestSchema,
  transactionResponseSchema,
  withdrawalsResponseSchema,
} from '../../schemas/ledger.js';
import { idParamSchema } from '../../schemas/common.js';
import type { AreaSchemas } from '../types.js';

const tags = ['cotisations'];

export const ledgerSchemas = {
  createTransaction: {
    tags,
    summary: 'Enregistre une cotisation (XAF entiers), datée du mois en cours à Douala ou antidatée',
    description: 'En-tête facultatif Idempotency-Key : une requête répétée avec la même clé n’enregistre qu’une fois.',
    body: transactionRequestSchema,
    response: { 200: transactionResponseSchema },
  },
  getTransactions: {
    tags,
    summary: 'Tableau d’une caisse pour une année : une ligne par membre',
    description: 'Sans page ni pageSize : toutes les lignes. totaux et solde portent sur toute la caisse.',
    params: caisseYearParamsSchema,
    querystring: ledgerQuerySchema,
    response: { 200: ledgerResponseSchema },
  },
  getCaisseTotal: {
    tags,
    summary: 'Solde d’une caisse : cotisations moins sorties validées',
    description:
      "fund : 'Fond de solidarité', 'Cotisation Mensuelle', 1 ou 3. total est une chaîne numérique (spec), montant un entier.",
    params: fundParamSchema,
    response: { 200: fundTotalResponseSchema },
  },
  getCaisseTotals: {
    tags,
    summary: 'Les trois caisses : [nom, montant] pour 1, 2, 3',
    response: { 200: totalsResponseSchema },
  },
  myMonthlyContributions: {
    tags,
    summary: 'Ce qu’un membre a versé ce mois-ci, par caisse',
    params: idParamSchema,
    response: { 200: myMonthlyResponseSchema },
  },
  getSorties: {
    tags,
    summary: 'Les sorties d’une caisse (1 ou 3), tous statuts',
    params: contributionCaisseParamSchema,
    response: { 200: withdrawalsResponseSchema },
  },
  exportExcel: {
    tags,
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
} as const satisfies AreaSchemas;
