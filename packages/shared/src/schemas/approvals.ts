import { z } from 'zod';
import { FRENCH_MONTHS, MAX_AMOUNT, MONTHLY_TYPES, NOTIFICATION_TYPES } from '../constants.js';
import { amountSchema, maxAmountMessage, moneySumSchema, monthSchema, yearSchema, withdrawalSchema } from './ledger.js';
import { textSchema } from './common.js';
import { amountMessages, fieldLabel, say } from '../validation-messages.js';

const memberIdSchema = z
  .number({ error: say('memberUnknown') })
  .int({ error: say('memberUnknown') })
  .positive({ error: say('memberUnknown') })
  .max(2_147_483_647);
/** Sent by the spec's client; the server always takes the signed-in member instead. */
const ignoredActor = z.number().int().positive().max(2_147_483_647).optional();
const transportSchema = z
  .number({ error: () => amountMessages().whole(fieldLabel('Le transport')) })
  .int({ error: () => amountMessages().whole(fieldLabel('Le transport')) })
  .min(0, { error: () => amountMessages().negative(fieldLabel('Le transport')) })
  .max(10_000_000, { error: say('transportTooHigh') });
const isoDateSchema = z
  .string({ error: say('recoveryDateRequired') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: say('dateFormat') })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    { error: say('dateInvalid') },
  );

/** POST cotisation/demandeSortie (solidarity fund). */
export const solidarityWithdrawalRequestSchema = z.strictObject({
  cotisationId: z.literal(1, { error: say('solidarityRequest') }),
  type: z.enum(['1', '2', '3'], { error: say('solidarityType') }),
  motif: textSchema('Le motif', 300, { multiline: true }),
  idMembre: memberIdSchema.optional(),
  delai: isoDateSchema,
  transport: transportSchema,
  montant: amountSchema,
});

/** POST cotisation/sortieMensuel (monthly fund). */
export const monthlyWithdrawalRequestSchema = z.strictObject({
  cotisationId: z.literal(3, { error: say('monthlyRequest') }),
  type: z.enum(MONTHLY_TYPES, { error: say('monthlyType') }),
  libelle: textSchema('Le libellé', 300),
  membreId: memberIdSchema.optional(),
  montant: amountSchema,
});

/** PUT cotisation/updateSortie/{id} (solidarity), under a validated modification request. */
export const updateSolidarityWithdrawalSchema = z.strictObject({
  CotisationId: z.literal(1).optional(),
  type: z.enum(['1', '2', '3'], { error: say('solidarityType') }),
  motif: textSchema('Le motif', 300, { multiline: true }),
  delai_recouvrement: isoDateSchema,
  transport: transportSchema,
  montant: amountSchema,
});

/** PUT cotisation/updateSortieMensuelle/{id}. */
export const updateMonthlyWithdrawalSchema = z.strictObject({
  type: z.enum(MONTHLY_TYPES, { error: say('monthlyType') }),
  libelle: textSchema('Le libellé', 300),
  montant: amountSchema,
});

export const DECISIONS = ['Valide', 'Rejetee'] as const;
/** A refusal reason: optional, several lines allowed (typed in a text area). */
export const refusalSchema = textSchema('Le motif de refus', 500, { multiline: true, allowEmpty: true }).optional();

/** PUT cotisation/validationSortie. */
export const withdrawalDecisionSchema = z.strictObject({
  validateur: ignoredActor,
  id: memberIdSchema,
  status: z.enum(DECISIONS, { error: say('decision') }),
  motif: refusalSchema,
  cotisation: z.union([z.literal(1), z.literal(3)]).optional(),
});

/** PUT cotisation/updateRequest. */
export const requestDecisionSchema = z.strictObject({
  validateur: ignoredActor,
  id: memberIdSchema,
  statut: z.enum(DECISIONS, { error: say('decision') }),
  motif: refusalSchema,
});

/** POST cotisation/demandeModification: month and year only for an 'entree'. */
export const modificationRequestSchema = z
  .strictObject({
    demandeur: ignoredActor,
    libelle: textSchema('Le libellé', 300),
    type: z.enum(['entree', 'sortie'], { error: say('requestType') }),
    cotisation: z.union([z.literal(1), z.literal(3)], { error: say('fundOneOrThree') }),
    cible_id: memberIdSchema,
    mois: monthSchema.optional(),
    annee: yearSchema.optional(),
  })
  .refine((b) => b.type === 'sortie' || (b.mois !== undefined && b.annee !== undefined), {
    path: ['mois'],
    error: say('monthAndYearForEntry'),
  });

/**
 * PUT cotisation/updateTransaction/{memberId}: the month's new total, under a validated request.
 * The spec's body is { mois, montant }: the fund and the year come from the live validated request
 * on that member; sent anyway, they must name that request's (the server checks it).
 */
export const updateTransactionSchema = z.strictObject({
  mois: monthSchema,
  montant: z
    .number({ error: () => amountMessages().whole(fieldLabel('Le montant')) })
    .int({ error: () => amountMessages().centimes(fieldLabel('Le montant')) })
    .min(0, { error: () => amountMessages().negative(fieldLabel('Le montant')) })
    .max(MAX_AMOUNT, { error: maxAmountMessage }),
  cotisation: z.union([z.literal(1), z.literal(3)], { error: say('fundOneOrThree') }).optional(),
  annee: yearSchema.optional(),
});

/** Answer of PUT cotisation/updateTransaction/{memberId}. */
export const correctionResponseSchema = z.object({
  status: z.literal('success'),
  msg: z.string(),
  correction: z.object({
    membre: z.number().int(),
    mois: z.string(),
    annee: z.number().int(),
    ancienTotal: moneySumSchema,
    nouveauTotal: moneySumSchema,
    /** The correction's own receipt (ADR 0021); null when the new total equals the old one (nothing written). */
    recu: z.string().nullable(),
  }),
});

export const REQUEST_STATUSES = ['En cours', 'Valide', 'Rejetee', 'Expiree'] as const;

export const modificationRequestViewSchema = z.object({
  id: z.number().int(),
  demandeur: z.number().int(),
  libelle: z.string(),
  type: z.enum(['entree', 'sortie']),
  cotisation: z.number().int(),
  cible_id: z.number().int(),
  cible: z.string(),
  mois: z.enum(FRENCH_MONTHS).nullable(),
  annee: z.number().int().nullable(),
  statut: z.enum(REQUEST_STATUSES),
  motifRefus: z.string().nullable(),
  validateur: z.object({ nom: z.string(), prenom: z.string() }).nullable(),
  validated_at: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  Membre: z.object({ nom: z.string(), prenom: z.string(), Role: z.object({ nom: z.string() }) }),
  /** True when the caller may validate or reject it now (spec section 6). */
  actionable: z.boolean(),
});
export type ModificationRequestView = z.infer<typeof modificationRequestViewSchema>;

export const requestsResponseSchema = z.object({
  status: z.literal('success'),
  demandes: z.array(modificationRequestViewSchema),
});
export const requestResponseSchema = z.object({
  status: z.literal('success'),
  msg: z.string(),
  demande: modificationRequestViewSchema,
});

export const withdrawalViewSchema = withdrawalSchema.extend({ actionable: z.boolean() });
export const withdrawalRequestsResponseSchema = z.object({
  status: z.literal('success'),
  sorties: z.array(withdrawalViewSchema),
  cotisations: z.object({ id: z.number().int(), nom: z.string(), solde: moneySumSchema }),
});
export const withdrawalResponseSchema = z.object({
  status: z.literal('success'),
  msg: z.string(),
  sortie: withdrawalViewSchema,
});

export const ongoingFilterSchema = z.object({
  id: z.enum(['entree', 'sortie', 'full'], { error: say('ongoingFilter') }),
});
export const withdrawalFilterSchema = z.object({
  id: z.enum(['mensuel', 'fond'], { error: say('withdrawalFilter') }),
});

/** A reminder's title and text limits: the schema below and the web form's fields. */
export const REMINDER_TITLE_MAX = 120;
export const REMINDER_TEXT_MAX = 1000;

/** Who a reminder goes to: everyone (in-app), one member, or every member behind on a fund. */
export const REMINDER_TARGETS = ['tous', 'membre', 'en_retard'] as const;
export type ReminderTarget = (typeof REMINDER_TARGETS)[number];

/**
 * POST cotisation/newNotification (Secrétaire). A reminder to one member or to the members
 * behind on a fund also goes out by SMS; the members behind each get what they still owe.
 */
export const newNotificationSchema = z
  .strictObject({
    titre: textSchema('Le titre', REMINDER_TITLE_MAX),
    contenu: textSchema('Le contenu', REMINDER_TEXT_MAX, { multiline: true }),
    type: z.literal('rappel', { error: say('reminderOnly') }),
    destinataires: z.enum(REMINDER_TARGETS, { error: say('reminderTargets') }).default('tous'),
    membreId: memberIdSchema.optional(),
    cotisation: z.union([z.literal(1), z.literal(3)], { error: say('fundOneOrThree') }).optional(),
  })
  .refine((b) => (b.destinataires === 'membre') === (b.membreId !== undefined), {
    path: ['membreId'],
    error: say('reminderMember'),
  })
  .refine((b) => b.destinataires !== 'en_retard' || b.cotisation !== undefined, {
    path: ['cotisation'],
    error: say('reminderFund'),
  });
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  titre: z.string(),
  contenu: z.string(),
  createdAt: z.string(),
  pourTous: z.boolean(),
});
export const notificationsResponseSchema = z.object({
  status: z.literal('success'),
  notifications: z.array(notificationSchema),
});
export const notificationResponseSchema = z.object({
  status: z.literal('success'),
  msg: z.string(),
  notification: notificationSchema,
  /** How many members were reminded personally (in-app and SMS); null for a reminder to everyone. */
  destinataires: z.number().int().nullable(),
});

const countSchema = z.number().int().min(0);
/**
 * GET notifications/pending: what waits for the signed-in member's decision (the other officer's
 * open requests), per category and tab of the Notifications page; all zero for everyone else.
 */
export const pendingDecisionsResponseSchema = z.object({
  status: z.literal('success'),
  total: countSchema,
  modifications: z.object({ entree: countSchema, sortie: countSchema }),
  sorties: z.object({ mensuel: countSchema, fond: countSchema }),
  bureau: countSchema,
});
export type PendingDecisions = z.infer<typeof pendingDecisionsResponseSchema>;
