import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH } from '../constants.js';
import { normalizePhone } from '../phone.js';
import { passwordProblem } from '../password.js';

/** Every API answer that succeeds carries status 'success' (rulings R2). */
export const successSchema = z.object({ status: z.literal('success') });

/** Every failure: a French message, and the fields at fault for a 400 (rulings R2). */
export const errorSchema = z.object({
  status: z.literal('error'),
  msg: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** Accepts any common way of writing a number; the value is E.164 (rulings R3). */
export const phoneSchema = z
  .string({ error: 'Le numéro de téléphone est obligatoire.' })
  .max(32, { error: 'Numéro de téléphone invalide.' })
  .transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'Le numéro de téléphone est obligatoire.' });
      return z.NEVER;
    }
    const e164 = normalizePhone(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'Numéro de téléphone invalide.' });
      return z.NEVER;
    }
    return e164;
  });

export const otpSchema = z
  .string({ error: 'Le code reçu par SMS est obligatoire.' })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), {
    error: `Le code doit contenir exactement ${OTP_LENGTH} chiffres.`,
  });

/** A password typed at login is only bounded; rules apply when one is chosen. */
export const loginPasswordSchema = z
  .string({ error: 'Le mot de passe est obligatoire.' })
  .min(1, { error: 'Le mot de passe est obligatoire.' })
  .max(PASSWORD_MAX_LENGTH, { error: 'Mot de passe trop long.' });

export const newPasswordSchema = z.string({ error: 'Le mot de passe est obligatoire.' }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'Identifiant invalide.' })
    .int({ error: 'Identifiant invalide.' })
    .positive({ error: 'Identifiant invalide.' })
    .max(2_147_483_647, { error: 'Identifiant invalide.' }),
});

/** Text a person types: trimmed, bounded, never empty when required. */
export function textSchema(label: string, max = 100) {
  return z
    .string({ error: `${label} est obligatoire.` })
    .trim()
    .min(1, { error: `${label} est obligatoire.` })
    .max(max, { error: `${label} ne doit pas dépasser ${max} caractères.` });
}
