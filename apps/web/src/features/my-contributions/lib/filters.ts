/** The funds a member contributes to (spec 'Mes contributions'): 1 solidarity, 3 monthly. */
export type ContributionCategory = 1 | 3;

/** Their names on screen are the catalogue's (i18n, `categories`). */
export const CONTRIBUTION_CATEGORIES: Array<{ value: ContributionCategory }> = [{ value: 1 }, { value: 3 }];

/** The monthly fund opens first: it is the one every member pays into each month. */
export const DEFAULT_CATEGORY: ContributionCategory = 3;

/** Reads ?caisse= from the address; anything unknown gives the default. */
export function parseCategory(raw: string | null): ContributionCategory {
  const value = Number(raw);
  return CONTRIBUTION_CATEGORIES.find((entry) => entry.value === value)?.value ?? DEFAULT_CATEGORY;
}
