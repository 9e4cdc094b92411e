import { useLocation } from 'react-router';
import { slugFromPath } from '@quartier/shared';

/**
 * The association the page's address names (/a/<slug>/login...), or null at the root addresses
 * (issue 21). The api client reads the same from window.location for its X-Association header;
 * the pages read it here to keep the prefix in their links and to re-render when it changes.
 */
export function useAddressSlug(): string | null {
  return slugFromPath(useLocation().pathname);
}
