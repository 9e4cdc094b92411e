import { z } from 'zod';
import { confirmPasswordSchema, passwordsMatch } from './auth.js';
import { loginPasswordSchema, otpSchema, phoneSchema, textSchema } from './common.js';
import { blocSchema, sexeSchema } from './members.js';
import { say } from '../validation-messages.js';

/*
 * A founder creates an association from a phone (issue 22), in two calls:
 * 1. POST /associations/creation (operationId requestAssociationCreation): the association's and
 *    the founder's facts; the service sends an SMS code to the founder's phone and answers a
 *    `jeton` that names this pending creation (never the code).
 * 2. POST /associations/creation/:jeton (operationId createAssociation): the code and a password.
 *    The association is created, the founder is its Président, and the answer opens a session,
 *    exactly like a login (loginSuccessSchema).
 * POST /associations/creation/:jeton/code (resendAssociationCreationCode) sends a new code.
 */

/** Body of POST /associations/creation. */
export const associationCreationRequestSchema = z.strictObject({
  nomAssociation: textSchema('Le nom de l’association', 80),
  ville: textSchema('La ville', 60),
  quartier: textSchema('Le quartier', 60),
  nom: textSchema('Le nom', 100),
  prenom: textSchema('Le prénom', 100),
  sexe: sexeSchema,
  telephone: phoneSchema,
  /** The founder's own block in the new association. */
  bloc: blocSchema,
  /** Required only when the operator has switched creation to invitation codes. */
  codeInvitation: z.optional(textSchema('Le code d’invitation', 64)),
});
export type AssociationCreationRequest = z.input<typeof associationCreationRequestSchema>;

/** Answer of POST /associations/creation and of the resend call. */
export const associationCreationPendingSchema = z.object({
  status: z.literal('success'),
  msg: z.string(),
  /** Names the pending creation in the next call; opaque, random, single use. */
  jeton: z.string(),
  /** When the code stops working (ISO date). */
  expireLe: z.string(),
});
export type AssociationCreationPending = z.infer<typeof associationCreationPendingSchema>;

export const creationJetonParamSchema = z.object({
  jeton: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: say('creationNotFound') }),
});

/**
 * Body of POST /associations/creation/:jeton. A founder who is already a member elsewhere types
 * that account's password (one phone, one password: issue 21) and repeats it in confirmPassword;
 * a new person chooses one (the password rules apply, checked by the server when it knows which).
 */
export const associationCreationConfirmSchema = z
  .strictObject({ otp: otpSchema, password: loginPasswordSchema, confirmPassword: confirmPasswordSchema })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type AssociationCreationConfirm = z.input<typeof associationCreationConfirmSchema>;

/** What the dashboard's "Premiers pas" card lists for the officers of a new association. */
export const FIRST_STEPS = ['reglages', 'secretaire', 'blocs'] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];

/** GET /association/firstSteps (operationId getFirstSteps), Président and Secrétaire. */
export const firstStepsResponseSchema = z.object({
  status: z.literal('success'),
  etapes: z.array(z.object({ code: z.enum(FIRST_STEPS), faite: z.boolean() })),
});
export type FirstStepsResponse = z.infer<typeof firstStepsResponseSchema>;
