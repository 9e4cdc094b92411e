import { MONTHLY_DUE_PER_MONTH, SOLIDARITY_TARGET } from './constants.js';
import { AMOUNT_MESSAGES } from './messages.js';

/** Exits and shares are shown rounded to the nearest 5 francs (spec section 9). */
export function roundTo5(amount: number): number {
  return Math.round(amount / 5) * 5;
}

/** Share of each person in a validated withdrawal: (amount + transport) / persons, to the nearest 5. */
export function sharePerPerson(montant: number, transport: number, persons: number): number {
  if (persons <= 0) return 0;
  return roundTo5((montant + transport) / persons);
}

/**
 * Monthly fund 'à compléter': what the member should have paid by this month of the year,
 * minus what she paid; null (shown '-') when nothing is due (rulings R7).
 */
export function monthlyToComplete(
  monthsDue: number,
  paidThisYear: number,
  perMonth: number = MONTHLY_DUE_PER_MONTH,
): number | null {
  const due = monthsDue * perMonth - paidThisYear;
  return due > 0 ? due : null;
}

/** Solidarity 'à compléter': the 50 000 target minus the balance (paid minus rounded exits). */
export function solidarityToComplete(
  paidTotal: number,
  exitsTotal: number,
  target: number = SOLIDARITY_TARGET,
): number | null {
  const due = target - (paidTotal - roundTo5(exitsTotal));
  return due > 0 ? due : null;
}

/** Months of a year that are due: all 12 for a past year, none for a future one. */
export function monthsDue(year: number, current: { month: number; year: number }): number {
  if (year < current.year) return 12;
  if (year > current.year) return 0;
  return current.month;
}

/**
 * Percentage change against the previous period, to one decimal; null when there is nothing to
 * compare with (the trends of the dashboard and the statistics, rulings R9).
 */
export function trendPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

// --- Amount typed in a field (issue 20) ------------------------------------------------------
/**
 * Integer part: grouped by spaces ('2 500') or dots ('2.500'), or plain digits. Grouped forms come
 * first so that '2.500' is read as grouping, never as 2.5. A dot followed by exactly three digits
 * is always grouping, so it is never taken as decimals.
 */
const AMOUNT_PATTERN = /^(\d{1,3}(?: \d{3})+|\d{1,3}(?:\.\d{3})+|\d+)(?:([.,])(\d*))?$/;
/** Every space a French keyboard or a copy-paste puts between digit groups. */
const SPACES = /[\s\u00a0\u2007\u2009\u202f]/g;

export type ParsedAmount = { ok: true; value: number } | { ok: false; msg: string };

/**
 * The one reading of an amount a person typed (every amount field of the web app): whole francs
 * CFA written '2500', '2 500' or '2.500'; zero decimals ('2 500,00', '2500.00') are dropped.
 * Anything else (centimes, signs, exponents, letters, amounts past exact integers) is refused with
 * a French message instead of being silently turned into another number. Range rules (positive,
 * maximum) stay with each field's zod schema.
 */
export function parseAmount(text: string, { label = 'Le montant' }: { label?: string } = {}): ParsedAmount {
  const written = text.replace(SPACES, ' ').trim();
  if (written === '') return { ok: false, msg: AMOUNT_MESSAGES.required(label) };
  if (/^[-\u2212]/.test(written)) {
    const unsigned = parseAmount(written.slice(1), { label });
    const isNumber = unsigned.ok || unsigned.msg === AMOUNT_MESSAGES.centimes(label);
    return { ok: false, msg: isNumber ? AMOUNT_MESSAGES.negative(label) : AMOUNT_MESSAGES.invalid(label) };
  }
  const match = AMOUNT_PATTERN.exec(written);
  if (!match) return { ok: false, msg: AMOUNT_MESSAGES.invalid(label) };
  const [, whole = '', decimalMark, decimals = ''] = match;
  const groupedByDots = whole.includes('.');
  if (decimalMark === '.' && (groupedByDots || decimals.length === 3)) {
    return { ok: false, msg: AMOUNT_MESSAGES.invalid(label) };
  }
  if (/[1-9]/.test(decimals)) return { ok: false, msg: AMOUNT_MESSAGES.centimes(label) };
  const digits = whole.replace(/[ .]/g, '');
  if (BigInt(digits) > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, msg: AMOUNT_MESSAGES.tooLarge(label) };
  return { ok: true, value: Number(digits) };
}
// --- end of amount typed in a field ----------------------------------------------------------
