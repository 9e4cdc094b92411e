import { z } from 'zod';
import { FIRST_YEAR, FRENCH_MONTHS, MAX_AMOUNT } from '../constants.js';
import { formatXaf } from '../format.js';
import { textSchema } from './common.js';
import { amountMessages, fieldLabel, say, validationMessages } from '../validation-messages.js';
import { validationLanguage } from '../validation-language.js';

/** The ceiling of one amount (MAX_AMOUNT), in the language of the moment; built when shown (Intl). */
export const maxAmountMessage = () => validationMessages().amountMax(formatXaf(MAX_AMOUNT, validationLanguage()));

/** Whole francs CFA, strictly positive, with a ceiling no neighbourhood fund reaches (R3). */
export const amountSchema = z
  .number({ error: () => amountMessages().whole(fieldLabel('Le montant')) })
  // The ceiling first: 99999999999999999999 is too large, not a matter of centimes (the first
  // message is the one shown).
  .max(MAX_AMOUNT, { error: maxAmountMessage })
  .int({ error: () => amountMessages().centimes(fieldLabel('Le montant')) })
  .positive({ error: () => amountMessages().positive(fieldLabel('Le montant')) });

/**
 * A sum of money in an answer: bigint in the database, a JSON number here. zod's int() refuses
 * anything past 2^53, where a number stops being exact; MAX_FUND_TOTAL keeps every sum far below.
 */
export const moneySumSchema = z.number().int();

export const monthSchema = z
  .number({ error: say('month') })
  .int({ error: say('month') })
  .min(1, { error: say('month') })
  .max(12, { error: say('month') });

export const yearSchema = z
  .number({ error: () => validationMessages().yearNumber(FIRST_YEAR) })
  .int({ error: say('yearInvalid') })
  .min(FIRST_YEAR, { error: () => validationMessages().yearMin(FIRST_YEAR) })
  .max(2100, { error: say('yearInvalid') });

/** The funds that take contributions: 1 solidarity, 3 monthly (registration fees are fixed). */
export const contributionCaisseSchema = z.union([z.literal(1), z.literal(3)], {
  error: say('contributionFund'),
});

/** `:id` of the routes of one contribution fund (getSorties): 1 or 3. */
export const contributionCaisseParamSchema = z.object({
  id: z.coerce.number({ error: say('fundUnknown') }).pipe(contributionCaisseSchema),
});

/** Body of POST cotisation/transaction; mois and annee back-date it (staff), both or neither. */
export const transactionRequestSchema = z
  .strictObject({
    idUser: z
      .number({ error: say('memberRequired') })
      .int({ error: say('memberUnknown') })
      .positive({ error: say('memberUnknown') })
      .max(2_147_483_647, { error: say('memberUnknown') }),
    montant: amountSchema,
    cotisation: contributionCaisseSchema,
    mois: monthSchema.optional(),
    annee: yearSchema.optional(),
  })
  .refine((b) => (b.mois === undefined) === (b.annee === undefined), {
    path: ['mois'],
    error: say('monthAndYearTogether'),
  });
export type TransactionRequest = z.input<typeof transactionRequestSchema>;

export const transactionSchema = z.object({
  idTransaction: z.number().int(),
  idUser: z.number().int(),
  mois: z.enum(FRENCH_MONTHS),
  moisNumero: z.number().int(),
  annee: z.number().int(),
  montant: z.number().int(),
  cotisation: z.number().int(),
  createdAt: z.string(),
  /** The receipt number sent to the member (ADR 0021); null on payments recorded before receipts. */
  recu: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionResponseSchema = z.object({
  status: z.literal('success'),
  msg: z.string(),
  transaction: transactionSchema,
});

/** Path parameters of getTransactions and the stats calls: {caisse}/{year} (rulings R2). */
export const caisseYearParamsSchema = z.object({
  caisse: z.coerce.number({ error: say('fundInvalid') }).pipe(contributionCaisseSchema),
  year: z.coerce.number({ error: say('yearInvalid') }).pipe(yearSchema),
});

export const ledgerQuerySchema = z.strictObject({
  q: textSchema('La recherche', 100, { allowEmpty: true }).optional(),
  page: z.coerce
    .number()
    .int()
    .min(1, { error: say('pageInvalid') })
    .max(100_000)
    .optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, { error: say('pageSizeInvalid') })
    .max(500, { error: () => validationMessages().pageSizeMax(500) })
    .optional(),
});

/** One member's line of a fund table for a year (spec section 3 'contribution row'). */
export const ledgerRowSchema = z.object({
  Membre: z.object({ id: z.number().int(), nom: z.string(), prenom: z.string(), bloc: z.string() }),
  Transactions: z.array(
    z.object({
      idTransaction: z.number().int(),
      mois: z.enum(FRENCH_MONTHS),
      moisNumero: z.number().int(),
      montant: z.number().int(),
      cotisation: z.number().int(),
    }),
  ),
  /** Twelve month totals, January first. */
  mois: z.array(moneySumSchema).length(12),
  totalMontant: moneySumSchema,
  /** The member's rounded shares of the validated withdrawals of that year. */
  totalSortie: moneySumSchema,
  /**
   * Monthly fund: the year's payments minus the year's shares. Solidarity fund: the standing
   * balance, every year's payments minus every year's shares, the balance 'à compléter' reads.
   */
  solde: moneySumSchema,
  /** null means nothing to complete ('-'). Monthly: the year; solidarity: 50 000 - solde. */
  aCompleter: moneySumSchema.nullable(),
  demandesModifications: z.enum(['En cours', 'Valide', 'Rejetee', 'Expiree']).nullable(),
  demandeId: z.number().int().nullable(),
  validatorName: z.string().nullable(),
  validatorSurname: z.string().nullable(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

export const ledgerResponseSchema = z.object({
  status: z.literal('success'),
  caisse: z.number().int(),
  annee: z.number().int(),
  transactions: z.array(ledgerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Sums over every row of the year, not only this page. */
  totaux: z.object({
    mois: z.array(moneySumSchema).length(12),
    totalMontant: moneySumSchema,
    /** Sum of the members' shares, each rounded to the nearest 5 ('parts arrondies'). */
    totalSortie: moneySumSchema,
    /**
     * What left the fund that year: amount + transport of the withdrawals validated that year
     * (Douala), the figure of stats/totals sortiesAnnee.
     */
    sorties: moneySumSchema,
    /** Sum of the rows' solde: the year (monthly) or all years (solidarity), over the fund. */
    solde: moneySumSchema,
  }),
  /** Fund balance: all contributions minus validated withdrawals (R7). */
  solde: moneySumSchema,
});
export type Ledger = z.infer<typeof ledgerResponseSchema>;

export const fundTotalResponseSchema = z.object({
  status: z.literal('success'),
  caisse: z.number().int(),
  total: z.string(),
  montant: moneySumSchema,
});

export const totalsResponseSchema = z.object({
  status: z.literal('success'),
  /** [name, amount] for 1 solidarity, 2 registrations, 3 monthly, in that order. */
  totals: z.array(z.tuple([z.string(), moneySumSchema])).length(3),
});

export const myMonthlyResponseSchema = z.object({
  status: z.literal('success'),
  mois: z.number().int(),
  annee: z.number().int(),
  solidarite: z.object({ montant: moneySumSchema }),
  mensuel: z.object({ montant: moneySumSchema }),
});

export const WITHDRAWAL_STATUSES = ['En cours', 'Valide', 'Rejetee'] as const;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  cotisation: z.number().int(),
  type: z.string(),
  libelle: z.string().nullable(),
  motif: z.string().nullable(),
  montant: z.number().int(),
  transport: z.number().int(),
  delai_recouvrement: z.string().nullable(),
  nbr_personnes: z.number().int().nullable(),
  part: z.number().int().nullable(),
  status: z.enum(WITHDRAWAL_STATUSES),
  statut: z.enum(WITHDRAWAL_STATUSES),
  motifRefus: z.string().nullable(),
  createdAt: z.string(),
  validated_at: z.string().nullable(),
  Membre: z.object({ id: z.number().int(), nom: z.string(), prenom: z.string(), Role: z.object({ nom: z.string() }) }),
  validateur: z.object({ nom: z.string(), prenom: z.string() }).nullable(),
  Cotisation: z.object({ nom: z.string() }),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalsResponseSchema = z.object({ status: z.literal('success'), sorties: z.array(withdrawalSchema) });

/** exportExcel/{year}/{caisse}/all/excel (rulings R2). */
export const exportParamsSchema = z.object({
  year: z.coerce.number({ error: say('yearInvalid') }).pipe(yearSchema),
  caisse: z.coerce.number({ error: say('fundInvalid') }).pipe(contributionCaisseSchema),
  /** 'all': the members' table of the year; 'sorties': the fund's withdrawals validated that year. */
  scope: z.enum(['all', 'sorties'], { error: say('exportScope') }),
  format: z.literal('excel', { error: say('exportFormat') }),
});

/** cotisation/total/{fund}: the fund's name as the spec's client sends it, or its id. */
export const fundParamSchema = z.object({
  fund: textSchema('La caisse', 60).transform((value, ctx) => {
    const key = value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toLowerCase();
    if (key === '1' || key === 'fond de solidarite' || key === 'fonds de solidarite') return 1 as const;
    if (key === '3' || key === 'cotisation mensuelle' || key === 'cotisations mensuelles') return 3 as const;
    ctx.addIssue({ code: 'custom', message: validationMessages().fundName });
    return z.NEVER;
  }),
});
