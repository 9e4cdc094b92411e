import { currentPeriod, parseYear } from '@/components/period';
import type { PagePreload } from '@/lib/page-preload';
import { ledgerQueryOptions } from '../api/get-ledger';
import { withdrawalsQueryOptions } from '../api/get-withdrawals';
import { parseCategory, type FundCaisse } from '../lib/fund';

/**
 * The first screen of a fund page, asked for as the app starts on it, while its code downloads
 * (app/router.tsx): the year's
 * table (first page, no search), whose balance the header shows on both tabs, and the
 * withdrawals when the address opens that tab. Year and category are read from the address as
 * the page reads them.
 */
export function preloadFund(caisse: FundCaisse): PagePreload {
  return ({ client, search }) => {
    const year = parseYear(search.get('annee'), currentPeriod().year);
    const ledger = client.prefetchQuery(ledgerQueryOptions({ caisse, year, q: '', page: 1 }));
    return parseCategory(search.get('categorie')) === 'sorties'
      ? Promise.all([ledger, client.prefetchQuery(withdrawalsQueryOptions(caisse))])
      : ledger;
  };
}
