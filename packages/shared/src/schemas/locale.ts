import { z } from 'zod';
import { validationLanguage } from '../validation-language.js';

/*
 * zod's own messages (an unknown key, a number where an object was expected…: what our schemas
 * do not word themselves) in the language of validation-language.ts: French for the server and
 * by default, English once the web app switches. `z.config(FOLLOW_VALIDATION_LANGUAGE)` is set by
 * the shared index (server) and by the web app's lib/zod-form.ts. zod already carries its English
 * locale (its default), so English costs nothing more here.
 */
let french: z.core.$ZodConfig['localeError'];
let english: z.core.$ZodConfig['localeError'];

export const FOLLOW_VALIDATION_LANGUAGE: Partial<z.core.$ZodConfig> = {
  localeError: (issue) =>
    validationLanguage() === 'en'
      ? (english ??= z.locales.en().localeError)?.(issue)
      : (french ??= z.locales.fr().localeError)?.(issue),
};
