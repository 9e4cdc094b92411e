import { ASSOCIATION_TIME_ZONE, CURRENCY, FRENCH_MONTHS } from './constants.js';
import { INTL_LOCALES, type Langue } from './i18n.js';

// Every format follows the language (issue 25, ADR 0029): French by default (the spec's
// '12 500 XAF', with the narrow no-break space of fr-FR), English '12,500 XAF'. The server's
// Excel files and French SMS take the default; the web app passes the reader's language
// (apps/web/src/lib/format.ts).

/**
 * Intl formatters cost far more to build than to use (a table of a hundred amounts or dates would
 * build a hundred): each one below is built once per language, on its first use.
 */
function perLanguage<T>(build: (locale: string) => T): (langue: Langue) => T {
  const built: Partial<Record<Langue, T>> = {};
  return (langue) => (built[langue] ??= build(INTL_LOCALES[langue]));
}

// signDisplay 'negative': a zero (or what rounds to it) never shows as '-0'.
const integerFormat = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'negative' }),
);

/** '12 500 XAF' with French grouping (spec section 9), '12,500 XAF' in English. */
export function formatXaf(amount: number, langue: Langue = 'fr'): string {
  return `${integerFormat(langue).format(amount)} ${CURRENCY}`;
}

export function formatNumber(value: number, langue: Langue = 'fr'): string {
  return integerFormat(langue).format(value);
}

const oneDecimalFormat = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
const dayFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: ASSOCIATION_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);
const timeFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: ASSOCIATION_TIME_ZONE, hour: '2-digit', minute: '2-digit' }),
);

/** Home cards: K above 1 000, M above 1 000 000 (spec 'Dashboard'). */
export function abbreviateAmount(amount: number, langue: Langue = 'fr'): string {
  const abs = Math.abs(amount);
  if (abs >= 1_000_000) return `${oneDecimalFormat(langue).format(amount / 1_000_000)} M`;
  if (abs >= 1_000) return `${oneDecimalFormat(langue).format(amount / 1_000)} K`;
  return integerFormat(langue).format(amount);
}

/** '21/11/2026' (Douala calendar day of an ISO instant); its first ten characters when it is not a date. */
export function formatDay(iso: string, langue: Langue = 'fr'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso.slice(0, 10) : dayFormat(langue).format(date);
}

/** '14:05' in Douala time. */
export function formatTime(iso: string, langue: Langue = 'fr'): string {
  return timeFormat(langue).format(new Date(iso));
}

const AT: Record<Langue, string> = { fr: 'à', en: 'at' };

/** '21/11/2026 à 14:05' ('21/11/2026 at 14:05') in Douala time. */
export function formatDateTime(iso: string, langue: Langue = 'fr'): string {
  return `${formatDay(iso, langue)} ${AT[langue]} ${formatTime(iso, langue)}`;
}

const MONTH_SHORT: Record<Langue, readonly string[]> = {
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'Février' / 'February' (month 1-12), as the app writes month names. */
export function monthName(month: number, langue: Langue = 'fr'): string {
  return (langue === 'en' ? ENGLISH_MONTHS : FRENCH_MONTHS)[month - 1]!;
}

/** 'févr.' / 'Feb' (month 1-12). */
export function monthShortName(month: number, langue: Langue = 'fr'): string {
  return MONTH_SHORT[langue][month - 1]!;
}

/**
 * The months January..`throughMonth` of a year, as a trend caption names them: '2025' for the
 * whole year, 'janv. 2025' for January alone, 'janv.–nov. 2025' otherwise.
 */
export function yearToDateLabel(year: number, throughMonth: number, langue: Langue = 'fr'): string {
  if (throughMonth >= 12) return String(year);
  const last = monthShortName(Math.max(1, throughMonth), langue);
  return throughMonth <= 1 ? `${last} ${year}` : `${monthShortName(1, langue)}–${last} ${year}`;
}
