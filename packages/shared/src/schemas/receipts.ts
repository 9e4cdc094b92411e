import { z } from 'zod';
import { FRENCH_MONTHS } from '../constants.js';
import { contributionCaisseSchema, moneySumSchema, yearSchema } from './ledger.js';
import { say } from '../validation-messages.js';

/**
 * A receipt (reçu, issue 26, ADR 0021): one per recorded payment or correction, numbered per
 * association and year (R-26-00042), sent by SMS and listed in 'Mes contributions'.
 */
export const receiptSchema = z.object({
  recu: z.string(),
  idTransaction: z.number().int(),
  /** 'versement' a payment; 'correction' the signed difference written under a validated request. */
  type: z.enum(['versement', 'correction']),
  cotisation: z.number().int(),
  mois: z.enum(FRENCH_MONTHS),
  moisNumero: z.number().int(),
  annee: z.number().int(),
  montant: moneySumSchema,
  createdAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET cotisation/recus/{caisse}/{year}/{memberId}. */
export const receiptsParamsSchema = z.object({
  caisse: z.coerce.number({ error: say('fundInvalid') }).pipe(contributionCaisseSchema),
  year: z.coerce.number({ error: say('yearInvalid') }).pipe(yearSchema),
  memberId: z.coerce
    .number({ error: say('idInvalid') })
    .int({ error: say('idInvalid') })
    .positive({ error: say('idInvalid') })
    .max(2_147_483_647, { error: say('idInvalid') }),
});

/** Newest first: the last payment recorded is the one a member looks for. */
export const receiptsResponseSchema = z.object({
  status: z.literal('success'),
  recus: z.array(receiptSchema),
});
export type ReceiptsResponse = z.infer<typeof receiptsResponseSchema>;

/** Body of PUT user/preferences: the signed-in member's own choices for this association. */
export const preferencesRequestSchema = z.strictObject({
  recusSms: z.boolean({ error: say('receiptsBySms') }),
});

export const preferencesResponseSchema = z.object({
  status: z.literal('success'),
  msg: z.string().optional(),
  recusSms: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesResponseSchema>;
