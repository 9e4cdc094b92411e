import { z } from 'zod';
import { DECISIONS, refusalSchema } from './approvals.js';
import { journalChangeSchema } from './journal.js';
import { say } from '../validation-messages.js';

/**
 * Office changes (demandes du bureau): the Président's and the Secrétaire's roles, an office
 * holder's phone number or status change only when the other officer agrees (four eyes).
 */
export const OFFICE_ROLES = ['president', 'secretaire'] as const;

/** PUT bureau/demandes/:id */
export const officeDecisionSchema = z.strictObject({
  statut: z.enum(DECISIONS, { error: say('decision') }),
  motif: refusalSchema,
});

const personSchema = z.object({ id: z.number().int(), nom: z.string(), prenom: z.string() });

export const officeChangeSchema = z.object({
  id: z.number().int(),
  membre: personSchema.extend({ role: z.string() }),
  demandeur: personSchema.extend({ role: z.string() }),
  /**
   * What the request changes, field by field, worded as the journal words the same change (the
   * field's name and its values in the reader's language, e.g. Statut: Actif → Suspendu).
   */
  changements: z.array(journalChangeSchema),
  statut: z.enum(['En cours', 'Valide', 'Rejetee']),
  motifRefus: z.string().nullable(),
  validateur: personSchema.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Whether the signed-in officer may validate or reject it now. */
  actionable: z.boolean(),
});
export type OfficeChange = z.infer<typeof officeChangeSchema>;

export const officeChangesResponseSchema = z.object({
  status: z.literal('success'),
  demandes: z.array(officeChangeSchema),
});
export const officeChangeResponseSchema = z.object({
  status: z.literal('success'),
  msg: z.string(),
  demande: officeChangeSchema,
});
