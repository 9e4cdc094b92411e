import { MAX_FUND_TOTAL, MONTHLY_DUE_PER_MONTH, SOLIDARITY_TARGET } from './constants.js';
import { formatXaf } from './format.js';

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

/**
 * A member's standing balance in the solidarity fund: everything she paid, all years, minus her
 * rounded shares of the validated withdrawals, all years. Her row's 'Solde' and 'à compléter'
 * both read it, so the two never speak of different periods.
 */
export function solidarityBalance(paidTotal: number, exitsTotal: number): number {
  return paidTotal - roundTo5(exitsTotal);
}

/** Solidarity 'à compléter': the 50 000 target minus the balance (paid minus rounded exits). */
export function solidarityToComplete(
  paidTotal: number,
  exitsTotal: number,
  target: number = SOLIDARITY_TARGET,
): number | null {
  const due = target - solidarityBalance(paidTotal, exitsTotal);
  return due > 0 ? due : null;
}

/** Months of a year that are due: all 12 for a past year, none for a future one. */
export function monthsDue(year: number, current: { month: number; year: number }): number {
  if (year < current.year) return 12;
  if (year > current.year) return 0;
  return current.month;
}

/**
 * Whether a (year, month) figure falls in January..`throughMonth` of `year`. A year's card is
 * compared with the same months of the year before (a year under way is not compared with a
 * whole year, rulings R9): for 2026 seen in November, January-November 2025.
 */
export function inYearToDate(cell: { annee: number; mois: number }, year: number, throughMonth: number): boolean {
  return cell.annee === year && cell.mois >= 1 && cell.mois <= throughMonth;
}

/**
 * Percentage change against the previous period, to one decimal; null when there is nothing to
 * compare with (the trends of the dashboard and the statistics, rulings R9).
 */
export function trendPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/**
 * Whether a fund that has received `currentTotal` may receive `delta` more (a payment, or a
 * correction's signed difference): its total stays within MAX_FUND_TOTAL (issue 20). Lowering a
 * total is always allowed, so a correction can undo an excess.
 */
export function fitsFundTotal(currentTotal: number, delta: number, max: number = MAX_FUND_TOTAL): boolean {
  return delta <= 0 || currentTotal + delta <= max;
}

/** The French refusal of a write that would carry a fund past MAX_FUND_TOTAL. */
export function fundTotalExceededMessage(caisseName: string, currentTotal: number, delta: number): string {
  return `Montant refusé : la caisse « ${caisseName} » a déjà reçu ${formatXaf(currentTotal)} et ne peut pas dépasser ${formatXaf(MAX_FUND_TOTAL)} au total (${formatXaf(delta)} de plus demandés).`;
}
