import { z } from 'zod';
import { CAISSE_IDS, MEMBER_STATUSES, ROLE_CODES, SEXES } from '../constants.js';

export const roleSchema = z.object({
  id: z.number().int(),
  code: z.enum(ROLE_CODES),
  nom: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const memberSubscriptionSchema = z.object({
  CotisationId: z.union(CAISSE_IDS.map((id) => z.literal(id))),
  statut: z.string(),
  Cotisation: z.object({ nom: z.string() }),
});

/** A member as officers and the member herself see it (spec section 3 'Member'). */
export const memberSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  sexe: z.enum(SEXES),
  telephone: z.string(),
  bloc: z.string(),
  RoleId: z.number().int(),
  Role: roleSchema,
  statut: z.enum(MEMBER_STATUSES),
  createdAt: z.string(),
  membre_cotisations: z.array(memberSubscriptionSchema),
});
export type Member = z.infer<typeof memberSchema>;

export const getUserResponseSchema = z.object({
  status: z.literal('success'),
  membre: memberSchema,
});
export type GetUserResponse = z.infer<typeof getUserResponseSchema>;
