import type { Langue } from './i18n.js';
import type { ValidationCatalogue } from './validation-messages.js';

/*
 * The language of the field messages the shared schemas raise (issue 25, ADR 0029 "Field
 * validation messages"). French unless the web app says otherwise: the server never calls
 * setValidationLanguage, its answers keep the French of the spec. No texts here, no zod: the web
 * app's entry imports this file to switch languages, and the login page's budget pays for it.
 */

let english: ValidationCatalogue | null = null;

/**
 * From now on, schemas, parseAmount and passwordProblem speak `langue`. English comes with its
 * catalogue (VALIDATION_EN, validation-en.ts), which the web app loads only when English is chosen.
 */
export function setValidationLanguage(langue: 'fr'): void;
export function setValidationLanguage(langue: Langue, catalogue: ValidationCatalogue): void;
export function setValidationLanguage(langue: Langue, catalogue?: ValidationCatalogue): void {
  if (langue === 'en' && !catalogue) throw new Error('setValidationLanguage: English needs VALIDATION_EN.');
  english = langue === 'en' ? (catalogue ?? null) : null;
}

export function validationLanguage(): Langue {
  return english ? 'en' : 'fr';
}

/** The English catalogue when English is on, else null (French). */
export function englishValidation(): ValidationCatalogue | null {
  return english;
}
