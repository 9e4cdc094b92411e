/** The funds a member contributes to (spec 'Mes contributions'): 1 solidarity, 3 monthly. */
export type ContributionCategory = 1 | 3;

export const CONTRIBUTION_CATEGORIES: Array<{ value: ContributionCategory; label: string }> = [
  { value: 1, label: 'Fond de solidarité' },
  { value: 3, label: 'Cotisation mensuelle' },
];

/** The monthly fund opens first: it is the one every member pays into each month. */
export const DEFAULT_CATEGORY: ContributionCategory = 3;

/** Reads ?caisse= from the address; anything unknown gives the default. */
export function parseCategory(raw: string | null): ContributionCategory {
  const value = Number(raw);
  return CONTRIBUTION_CATEGORIES.find((entry) => entry.value === value)?.value ?? DEFAULT_CATEGORY;
}
