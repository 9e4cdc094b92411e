import { z } from 'zod';
import { CAISSE_IDS } from '../constants.js';
import { moneySumSchema, yearSchema } from './ledger.js';
import { say } from '../validation-messages.js';

const anyCaisse = z.coerce.number({ error: say('fundInvalid') }).pipe(
  z.union(
    CAISSE_IDS.map((id) => z.literal(id)),
    { error: say('fundOneTwoThree') },
  ),
);

/** {caisse}/{year} of the stats calls (rulings R2). */
export const statsParamsSchema = z.object({
  caisse: anyCaisse,
  year: z.coerce.number({ error: say('yearInvalid') }).pipe(yearSchema),
});

/** stats/userContributions/{category}/{year}/{memberId}. */
export const userContributionsParamsSchema = z.object({
  category: z.coerce
    .number({ error: say('category') })
    .pipe(z.union([z.literal(1), z.literal(3)], { error: say('categoryOneOrThree') })),
  year: z.coerce.number({ error: say('yearInvalid') }).pipe(yearSchema),
  memberId: z.coerce
    .number({ error: say('memberUnknown') })
    .int({ error: say('memberUnknown') })
    .positive({ error: say('memberUnknown') })
    .max(2_147_483_647),
});

const amount = moneySumSchema;

/**
 * The six stat cards, each with the figure of the previous period so screens show a real
 * trend (rulings R9): the year so far against the same months of the year before
 * (...AnneePrecedente: January..mois of annee - 1, `inYearToDate`), the month against the month
 * before. sortiesAnnee is what left the fund (amount + transport of the withdrawals validated
 * that year), the fund page's 'Sorties {annee}' (getTransactions totaux.sorties).
 */
export const statsTotalsResponseSchema = z.object({
  status: z.literal('success'),
  caisse: z.number().int(),
  annee: z.number().int(),
  mois: z.number().int(),
  totalCotisations: amount,
  cotisationsAnnee: amount,
  cotisationsAnneePrecedente: amount,
  cotisationsMois: amount,
  cotisationsMoisPrecedent: amount,
  totalSorties: amount,
  sortiesAnnee: amount,
  sortiesAnneePrecedente: amount,
  sortiesMois: amount,
  sortiesMoisPrecedent: amount,
  solde: amount,
});
export type StatsTotals = z.infer<typeof statsTotalsResponseSchema>;

const monthAmounts = z.array(z.object({ mois: z.number().int(), totalAmount: amount })).length(12);

export const amountsPerMonthResponseSchema = z.object({
  status: z.literal('success'),
  cotisation: monthAmounts,
  sortie: monthAmounts,
});

export const amountsPerBlocResponseSchema = z.object({
  status: z.literal('success'),
  transactions: z.array(z.object({ bloc: z.string(), amount })),
});

export const userContributionsResponseSchema = z.object({
  status: z.literal('success'),
  global: amount,
  year: amount,
  month: amount,
  best: amount,
  totalCotisationsActualYear: monthAmounts,
  totalContributionsPerYears: z.array(z.object({ annee: z.number().int(), totalAmount: amount })),
  /** The member's shares of validated withdrawals ('Mes sorties'). */
  sorties: z.object({ year: amount, global: amount }),
});
export type UserContributions = z.infer<typeof userContributionsResponseSchema>;

export const gendersResponseSchema = z.object({
  status: z.literal('success'),
  men: z.number().int(),
  women: z.number().int(),
});
