import { z } from 'zod';
import { CAISSE_IDS, MEMBER_STATUSES, SEXES } from '../constants.js';
import { ROLE_CODES } from '../constants.js';
import { phoneSchema, textSchema } from './common.js';
import { say, validationMessages } from '../validation-messages.js';

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

/**
 * A member as the API shows her (spec section 3 'Member'). `telephone` is null when a Membre
 * looks at someone else: members never read another member's number (rulings R4).
 */
export const memberSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  sexe: z.enum(SEXES),
  telephone: z.string().nullable(),
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

export const sexeSchema = z.enum(SEXES, { error: say('sexe') });
const caisseIdSchema = z.union(
  CAISSE_IDS.map((id) => z.literal(id)),
  {
    error: say('fundChoice'),
  },
);
const roleIdSchema = z
  .number({ error: say('roleRequired') })
  .int({ error: say('roleUnknown') })
  .positive({ error: say('roleUnknown') })
  .max(1000, { error: say('roleUnknown') });
export const cotisationsSchema = z
  .array(caisseIdSchema, { error: say('fundsList') })
  .max(3, { error: say('fundsMax') })
  .refine((ids) => new Set(ids).size === ids.length, { error: say('fundTwice') });

export const blocSchema = textSchema('Le bloc', 60);

/** Body of POST auth/register (spec section 7); the member starts 'En Attente'. */
export const registerRequestSchema = z.strictObject({
  nom: textSchema('Le nom', 100),
  prenom: textSchema('Le prénom', 100),
  telephone: phoneSchema,
  bloc: blocSchema,
  sexe: sexeSchema,
  cotisations: cotisationsSchema.optional().default([1, 2, 3]),
  role: roleIdSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/**
 * Body of PUT auth/updateUser/{id}. The name is read-only (spec 'Inscriptions page'): nom and
 * prenom may be sent back unchanged, never changed.
 */
export const updateUserRequestSchema = z.strictObject({
  nom: textSchema('Le nom', 100, { allowEmpty: true }).optional(),
  prenom: textSchema('Le prénom', 100, { allowEmpty: true }).optional(),
  telephone: phoneSchema,
  bloc: blocSchema,
  sexe: sexeSchema,
  cotisations: cotisationsSchema,
  RoleId: roleIdSchema,
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** Statuses staff may set by hand; 'En Attente' only comes from registration. */
export const SETTABLE_STATUSES = ['Actif', 'Suspendu', 'Inactif'] as const;
export const updateStatusRequestSchema = z.strictObject({
  statut: z.enum(SETTABLE_STATUSES, { error: say('memberStatus') }),
});

/** Switches one fund subscription on or off (the solidarity toggle of the Inscriptions page). */
export const updateSubscriptionRequestSchema = z.strictObject({
  CotisationId: caisseIdSchema,
  actif: z.boolean({ error: say('actif') }),
});

export const memberResponseSchema = z.object({
  status: z.literal('success'),
  msg: z.string(),
  membre: memberSchema,
  /** Set when part of the change waits for the other officer (demandes du bureau). */
  demandeBureau: z.object({ id: z.number().int() }).optional(),
});

export const rolesResponseSchema = z.object({
  status: z.literal('success'),
  roles: z.array(roleSchema),
  msg: z.string(),
});

export const memberListQuerySchema = z.strictObject({
  q: textSchema('La recherche', 100, { allowEmpty: true }).optional(),
  page: z.coerce
    .number({ error: say('pageInvalid') })
    .int({ error: say('pageInvalid') })
    .min(1, { error: say('pageInvalid') })
    .max(100_000)
    .optional(),
  pageSize: z.coerce
    .number({ error: say('pageSizeInvalid') })
    .int({ error: say('pageSizeInvalid') })
    .min(1, { error: say('pageSizeInvalid') })
    .max(500, { error: () => validationMessages().pageSizeMax(500) })
    .optional(),
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

/** GET cotisation/allMembres and cotisation/membres/{caisse}: one page and the real totals. */
export const memberListResponseSchema = z.object({
  status: z.literal('success'),
  members: z.array(memberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  count: z.number().int(),
  montantInscriptions: z.number().int(),
});
export type MemberList = z.infer<typeof memberListResponseSchema>;

export const caisseParamSchema = z.object({
  id: z.coerce.number({ error: say('fundUnknown') }).pipe(caisseIdSchema),
});

export const blocsResponseSchema = z.object({ status: z.literal('success'), blocs: z.array(z.string()) });

/** GET user/userPerBloc: parallel lists, blocs[i] has users[i] members. */
export const usersPerBlocResponseSchema = z.object({
  status: z.literal('success'),
  blocs: z.array(z.string()),
  users: z.array(z.number().int()),
});

/** GET user/genderPerBloc: parallel lists per bloc; users[i] = menList[i] + womenList[i]. */
export const genderPerBlocResponseSchema = z.object({
  status: z.literal('success'),
  blocs: z.array(z.string()),
  users: z.array(z.number().int()),
  menList: z.array(z.number().int()),
  womenList: z.array(z.number().int()),
});
