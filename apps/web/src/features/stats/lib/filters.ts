import type { CaisseId } from '@quartier/shared';
import { parseFundChoice } from '@/components/period';

/**
 * The categories of the statistics (spec 'Statistics'), in the order of the selector; their
 * names are in the catalogue (i18n, `filters.categories`).
 */
export const STATS_CATEGORIES: CaisseId[] = [1, 2, 3];

/** The monthly fund opens first: it is the one every member pays into. */
export const DEFAULT_CATEGORY: CaisseId = 3;

/** Reads ?caisse= from the address; anything unknown gives the default. */
export function parseCategory(raw: string | null): CaisseId {
  return parseFundChoice(raw, STATS_CATEGORIES, DEFAULT_CATEGORY);
}
