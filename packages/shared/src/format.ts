import { ASSOCIATION_TIME_ZONE, CURRENCY } from './constants.js';

// signDisplay 'negative': a zero (or what rounds to it) never shows as '-0'.
const integerFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0, signDisplay: 'negative' });

/** '12 500 XAF' with French grouping (spec section 9). */
export function formatXaf(amount: number): string {
  return `${integerFormat.format(amount)} ${CURRENCY}`;
}

export function formatNumber(value: number): string {
  return integerFormat.format(value);
}

/**
 * Intl formatters cost far more to build than to use (a table of a hundred amounts or dates would
 * build a hundred): each one below is built once, on its first use.
 */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
const oneDecimalFormat = once(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }));
const dayFormat = once(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: ASSOCIATION_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
);
const timeFormat = once(
  () => new Intl.DateTimeFormat('fr-FR', { timeZone: ASSOCIATION_TIME_ZONE, hour: '2-digit', minute: '2-digit' }),
);

/** Home cards: K above 1 000, M above 1 000 000 (spec 'Dashboard'). */
export function abbreviateAmount(amount: number): string {
  const abs = Math.abs(amount);
  if (abs >= 1_000_000) return `${oneDecimalFormat().format(amount / 1_000_000)} M`;
  if (abs >= 1_000) return `${oneDecimalFormat().format(amount / 1_000)} K`;
  return integerFormat.format(amount);
}

/** '21/11/2026' (Douala calendar day of an ISO instant); its first ten characters when it is not a date. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso.slice(0, 10) : dayFormat().format(date);
}

/** '14:05' in Douala time. */
export function formatTime(iso: string): string {
  return timeFormat().format(new Date(iso));
}

/** '21/11/2026 à 14:05' in Douala time. */
export function formatDateTime(iso: string): string {
  return `${formatDay(iso)} à ${formatTime(iso)}`;
}

const MONTH_SHORT = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const;

/**
 * The months January..`throughMonth` of a year, as a trend caption names them: '2025' for the
 * whole year, 'janv. 2025' for January alone, 'janv.–nov. 2025' otherwise.
 */
export function yearToDateLabel(year: number, throughMonth: number): string {
  if (throughMonth >= 12) return String(year);
  const last = MONTH_SHORT[Math.max(1, throughMonth) - 1]!;
  return throughMonth <= 1 ? `${last} ${year}` : `${MONTH_SHORT[0]}–${last} ${year}`;
}
