import { z } from 'zod';
import { CONFIRM_TOKEN_PATTERN, ROLE_CODES } from '../constants.js';
import { LANGUES } from '../i18n.js';
import { langueSchema, loginPasswordSchema, newPasswordSchema, otpSchema, phoneSchema } from './common.js';
import { memberSchema } from './members.js';
import { myAssociationSchema } from './association.js';
import { say } from '../validation-messages.js';
import type { ErrorCode } from '../errors.js';

export const loginRequestSchema = z.strictObject({
  telephone: phoneSchema,
  password: loginPasswordSchema,
  rememberMe: z
    .boolean({ error: say('rememberMe') })
    .optional()
    .default(false),
  /** The language the person picked on the login page (issue 25): saved to them as they sign in. */
  langue: langueSchema.optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The member as the login answer carries it (spec section 3 'Login response'). */
export const sessionMemberSchema = z.object({
  id: z.number().int(),
  telephone: z.string(),
  nom: z.string(),
  prenom: z.string(),
  Role: z.object({ code: z.enum(ROLE_CODES), nom: z.string() }),
});
export type SessionMember = z.infer<typeof sessionMemberSchema>;

/** A new session: the answer of a successful login and of confirmAccount. */
export const loginSuccessSchema = z.object({
  status: z.literal('success'),
  token: z.string(),
  expiresAt: z.string(),
  /** The membership in the session's association (spec section 3). */
  membre: sessionMemberSchema,
  /** The session's association and every association of the person (issue 21). */
  association: z.object({ id: z.number().int(), slug: z.string(), nom: z.string() }),
  associations: z.array(myAssociationSchema),
  /** The person's language (issue 25): the app switches to it. */
  langue: z.enum(LANGUES),
});

export const loginResponseSchema = z.discriminatedUnion('status', [
  loginSuccessSchema,
  z.object({ status: z.literal('ongoing'), msg: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const confirmPasswordSchema = z
  .string({ error: say('confirmPasswordRequired') })
  .max(256, { error: say('confirmPasswordTooLong') });

/** Password and confirmation must match, on screen and on the server (rulings R5). */
export const passwordsMatch = {
  check: (body: { password: string; confirmPassword: string }) => body.password === body.confirmPassword,
  params: { path: ['confirmPassword'], error: say('passwordsDiffer') },
};

/** Body of PUT auth/confirmAccount/{token}. */
export const confirmAccountRequestSchema = z
  .strictObject({ otp: otpSchema, password: newPasswordSchema, confirmPassword: confirmPasswordSchema })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type ConfirmAccountRequest = z.input<typeof confirmAccountRequestSchema>;

/** A confirmation link's token (CONFIRM_TOKEN_PATTERN). */
export const confirmTokenParamSchema = z.object({
  token: z.string().regex(CONFIRM_TOKEN_PATTERN, { error: say('confirmationLinkInvalid') }),
});

/** What a confirmation link leads to: the form, or (a used link) the way to the login page. */
export const confirmLinkResponseSchema = z.object({
  status: z.literal('success'),
  compte: z.enum(['a_confirmer', 'deja_actif']),
  /** The association the link belongs to, for the page to name it. */
  association: z.object({ slug: z.string(), nom: z.string() }),
});
export type ConfirmLinkResponse = z.infer<typeof confirmLinkResponseSchema>;

/**
 * A confirmation link as the server read it for the page it writes (ADR 0030): the API's answer,
 * or its refusal, asked as the app asks it. The page starts with it and asks nothing again.
 */
export type ConfirmLinkRead =
  { answer: ConfirmLinkResponse } | { failure: { status: number; code: ErrorCode | null; msg: string } };

export const forgotPasswordRequestSchema = z.strictObject({ telephone: phoneSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** Body of PUT auth/resetPassword (rulings R2). */
export const resetPasswordRequestSchema = z
  .strictObject({
    telephone: phoneSchema,
    otp: otpSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const CODE_PURPOSES = ['confirmation', 'reinitialisation'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** Body of POST auth/resendCode. */
export const resendCodeRequestSchema = z.strictObject({
  telephone: phoneSchema,
  purpose: z.enum(CODE_PURPOSES, { error: say('codePurpose') }),
});
export type ResendCodeRequest = z.input<typeof resendCodeRequestSchema>;

export const messageResponseSchema = z.object({ status: z.literal('success'), msg: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const meResponseSchema = z.object({
  status: z.literal('success'),
  membre: memberSchema,
  /** The person's language (issue 25, ADR 0029). */
  langue: z.enum(LANGUES),
  expiresAt: z.string(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** Body and answer of PUT user/language: the signed-in person's language (issue 25). */
export const myLanguageSchema = z.strictObject({ langue: langueSchema });
export const myLanguageResponseSchema = z.object({ status: z.literal('success'), langue: z.enum(LANGUES) });
