import { ASSOCIATION_UTC_OFFSET_MINUTES } from './constants.js';

// Apart from format.ts, whose French number format is built as the module loads: a screen that
// only needs today's month (the web app's first answers, asked for before the French locale data
// is loaded) takes this module alone.

/** Month (1-12) and year of an instant as lived in Douala (rulings R3). */
export function doualaMonthYear(instant: Date): { month: number; year: number } {
  const douala = new Date(instant.getTime() + ASSOCIATION_UTC_OFFSET_MINUTES * 60_000);
  return { month: douala.getUTCMonth() + 1, year: douala.getUTCFullYear() };
}

/** The day (YYYY-MM-DD) of an instant as lived in Douala (rulings R3). */
export function doualaDate(instant: Date): string {
  return new Date(instant.getTime() + ASSOCIATION_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/**
 * A solidarity withdrawal's recovery deadline (delai_recouvrement), when it is set or changed,
 * is today or later in Douala: a day already gone is a slip of the finger. A deadline left as it
 * was stays, even once passed (an older request edited for its amount).
 */
export function recoveryDatePast(delai: string, instant: Date, stored: string | null = null): boolean {
  return delai !== stored && delai < doualaDate(instant);
}
