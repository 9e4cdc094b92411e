import type { CaisseId } from '@quartier/shared';

/** The categories of the statistics (spec 'Statistics'), in the order of the selector. */
export const STATS_CATEGORIES: Array<{ value: CaisseId; label: string }> = [
  { value: 1, label: 'Fond de solidarité' },
  { value: 2, label: 'Inscriptions' },
  { value: 3, label: 'Cotisation mensuelle' },
];

/** The monthly fund opens first: it is the one every member pays into. */
export const DEFAULT_CATEGORY: CaisseId = 3;

/** Reads ?caisse= from the address; anything unknown gives the default. */
export function parseCategory(raw: string | null): CaisseId {
  const value = Number(raw);
  return STATS_CATEGORIES.find((category) => category.value === value)?.value ?? DEFAULT_CATEGORY;
}
