import { parseFundChoice } from '@/components/period';

/** The funds a member contributes to (spec 'Mes contributions'): 1 solidarity, 3 monthly. */
export type ContributionCategory = 1 | 3;

/** Their names on screen are the catalogue's (i18n, `categories`). */
export const CONTRIBUTION_CATEGORIES: ContributionCategory[] = [1, 3];

/** The monthly fund opens first: it is the one every member pays into each month. */
export const DEFAULT_CATEGORY: ContributionCategory = 3;

/** Reads ?caisse= from the address; anything unknown gives the default. */
export function parseCategory(raw: string | null): ContributionCategory {
  return parseFundChoice(raw, CONTRIBUTION_CATEGORIES, DEFAULT_CATEGORY);
}
