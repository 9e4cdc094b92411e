/**
 * Chart colours (Mantine colour names). Each keeps a 3:1 contrast with a white background so
 * that slices and lines stay visible; texts never rely on colour alone (legends name them).
 */

/** Women red, men dark blue (spec 'Dashboard'). */
export const GENDER_COLORS = { women: 'red.7', men: 'blue.9' } as const;

/** Money in and out. */
export const FLOW_COLORS = { in: 'teal.7', out: 'orange.7' } as const;

/** The three funds: 1 solidarity, 2 registrations, 3 monthly. */
export const FUND_COLORS: Record<1 | 2 | 3, string> = { 1: 'grape.7', 2: 'yellow.8', 3: 'blue.7' };

/** Blocks and other lists of categories, in order. */
const CATEGORY_COLORS = [
  'blue.7',
  'teal.7',
  'orange.7',
  'grape.7',
  'red.7',
  'cyan.8',
  'lime.8',
  'pink.7',
  'indigo.7',
  'yellow.8',
];

export function categoryColor(index: number): string {
  return CATEGORY_COLORS[index % CATEGORY_COLORS.length] ?? 'gray.7';
}
