/**
 * The two languages of the app (issue 25, ADR 0029): French, the default and the spec's wording,
 * and English. Pure helpers both sides use; the texts live in the catalogues (web:
 * apps/web/src/lib/i18n/, server: its SMS templates, errors: errors-en.ts).
 */
export const LANGUES = ['fr', 'en'] as const;
export type Langue = (typeof LANGUES)[number];
export const DEFAULT_LANGUE: Langue = 'fr';

/** The Intl locale of each language: British English writes 27/11/2026 as Cameroon's anglophones do. */
export const INTL_LOCALES: Record<Langue, string> = { fr: 'fr-FR', en: 'en-GB' };

export function isLangue(value: unknown): value is Langue {
  return value === 'fr' || value === 'en';
}

/**
 * An anonymous visitor's language from the browser's list (navigator.languages, best first): the
 * first one that is French or English, French when none is (issue 25).
 */
export function languageFromBrowser(preferred: readonly string[]): Langue {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLangue(primary)) return primary;
  }
  return DEFAULT_LANGUE;
}

const pluralRules: Partial<Record<Langue, Intl.PluralRules>> = {};

/** The form of a count in a language: plural(n, 'en', { one: '1 member', other: `${n} members` }). */
export function plural<T>(count: number, langue: Langue, forms: { one: T; other: T }): T {
  const rules = (pluralRules[langue] ??= new Intl.PluralRules(INTL_LOCALES[langue]));
  return rules.select(count) === 'one' ? forms.one : forms.other;
}

const collators: Partial<Record<Langue, Intl.Collator>> = {};

/** Names sorted as the language sorts them (accents after their letter, case ignored). */
export function compareText(langue: Langue): (a: string, b: string) => number {
  const collator = (collators[langue] ??= new Intl.Collator(INTL_LOCALES[langue], { sensitivity: 'base' }));
  return collator.compare;
}

/** A language read from the database or storage: French unless it is one of ours. */
export function asLangue(value: unknown): Langue {
  return isLangue(value) ? value : DEFAULT_LANGUE;
}
