import { useMediaQuery } from '@mantine/hooks';

/** Phones and small tablets (<= 768px): the sidebar goes behind the menu button, tables become cards. */
const MOBILE_QUERY = '(max-width: 48em)';

/** Read at the first render (not in an effect), so a phone never draws the desktop layout first. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
}
