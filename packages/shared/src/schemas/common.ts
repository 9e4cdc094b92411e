import { z } from 'zod';
import { LANGUES } from '../i18n.js';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH } from '../constants.js';
import { normalizePhone } from '../phone.js';
import { passwordProblem } from '../password.js';
import { fieldLabel, say, validationMessages, type FieldLabel } from '../validation-messages.js';

/** Every API answer that succeeds carries status 'success' (rulings R2). */
export const successSchema = z.object({ status: z.literal('success') });

/** Every failure: a French message, and the fields at fault for a 400 (rulings R2). */
export const errorSchema = z.object({
  status: z.literal('error'),
  /** Stable code of the server's error catalogue (e.g. INSUFFICIENT_BALANCE): what clients branch on. */
  code: z.string(),
  msg: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** Accepts any common way of writing a number; the value is E.164 (rulings R3). */
export const phoneSchema = z
  .string({ error: say('phoneRequired') })
  .max(32, { error: say('phoneInvalid') })
  .transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: validationMessages().phoneRequired });
      return z.NEVER;
    }
    const e164 = normalizePhone(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: validationMessages().phoneInvalid });
      return z.NEVER;
    }
    return e164;
  });

export const otpSchema = z
  .string({ error: say('otpRequired') })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: () => validationMessages().otpDigits(OTP_LENGTH) });

/** A password typed at login is only bounded; rules apply when one is chosen. */
export const loginPasswordSchema = z
  .string({ error: say('passwordRequired') })
  .min(1, { error: say('passwordRequired') })
  .max(PASSWORD_MAX_LENGTH, { error: say('loginPasswordTooLong') });

export const newPasswordSchema = z.string({ error: say('passwordRequired') }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: say('idInvalid') })
    .int({ error: say('idInvalid') })
    .positive({ error: say('idInvalid') })
    .max(2_147_483_647, { error: say('idInvalid') }),
});

/**
 * Characters nobody types in a form and that break or disguise a text: C0 and C1 controls (NUL
 * also makes PostgreSQL fail), format characters (bidi embeddings, overrides and isolates such as
 * U+202E, U+200E/F and U+061C; zero-width spaces and joiners; the BOM; the soft hyphen), line and
 * paragraph separators, and lone surrogates. With them « Mbarga » and « Mba\u200brga » would be two
 * members who look alike, and a name could display backwards.
 */
const HIDDEN_IN_LINE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u;
/**
 * A paragraph (a reminder's content, a refusal reason, the presentation) also keeps line breaks
 * and tabs, and the zero-width joiner that holds emoji sequences such as 👨‍👩‍👧 together: pasted
 * from a message, they are part of the text, and such a text names no one.
 */
const HIDDEN_IN_PARAGRAPH = /(?![\n\t\u200d])[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u;

function codePoint(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The message naming the field and the first refused character, or null when the text is clean.
 * `label` is the French label ('Le nom'), said in the language of validation-language.ts.
 */
export function hiddenCharacterProblem(label: string, value: string, multiline = false): string | null {
  const found = (multiline ? HIDDEN_IN_PARAGRAPH : HIDDEN_IN_LINE).exec(value);
  return found ? validationMessages().textHiddenCharacter(fieldLabel(label), codePoint(found[0])) : null;
}

export interface TextOptions {
  /** Keeps line breaks (Windows ones become \n) and tabs: for free text, never for a name. */
  multiline?: boolean;
  /** An empty text is allowed (a search, an optional reason). */
  allowEmpty?: boolean;
}

/**
 * Text a person types, the one text primitive of the API (bodies, query strings, path
 * parameters): trimmed, in NFC so « é » typed or pasted is one same letter for comparisons and
 * search, refused when it carries a control or invisible character, bounded, never empty when
 * required. `label` is the French label, one of FIELD_LABELS (validation-messages.ts), which
 * gives it its English.
 */
export function textSchema(label: FieldLabel, max = 100, options: TextOptions = {}) {
  const required = () => validationMessages().textRequired(fieldLabel(label));
  const base = z
    .string({ error: required })
    .trim()
    .overwrite((value) => (options.multiline ? value.replace(/\r\n?/g, '\n') : value))
    .superRefine((value, ctx) => {
      const problem = hiddenCharacterProblem(label, value, options.multiline);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
    })
    .overwrite((value) => value.normalize('NFC'));
  return (options.allowEmpty ? base : base.min(1, { error: required })).max(max, {
    error: () => validationMessages().textTooLong(fieldLabel(label), max),
  });
}

/** A person's language (issue 25, ADR 0029). */
export const langueSchema = z.enum(LANGUES, { error: say('langue') });
