import { ASSOCIATION_TIME_ZONE, CURRENCY } from './constants.js';

const integerFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** '12 500 XAF' with French grouping (spec section 9). */
export function formatXaf(amount: number): string {
  return `${integerFormat.format(amount)} ${CURRENCY}`;
}

export function formatNumber(value: number): string {
  return integerFormat.format(value);
}

/** Home cards: K above 1 000, M above 1 000 000 (spec 'Dashboard'). */
export function abbreviateAmount(amount: number): string {
  const abs = Math.abs(amount);
  const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
  if (abs >= 1_000_000) return `${oneDecimal.format(amount / 1_000_000)} M`;
  if (abs >= 1_000) return `${oneDecimal.format(amount / 1_000)} K`;
  return integerFormat.format(amount);
}

/** Month (1-12) and year of an instant as lived in Douala (rulings R3). */
export function doualaMonthYear(instant: Date): { month: number; year: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ASSOCIATION_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { month: get('month'), year: get('year') };
}

/** '21/11/2026 à 14:05' in Douala time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('fr-FR', {
    timeZone: ASSOCIATION_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone: ASSOCIATION_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  return `${day} à ${time}`;
}
