import { userContributionsQueryOptions } from '@/api/get-user-contributions';
import { currentPeriod, parseYear } from '@/components/period';
import type { PagePreload } from '@/lib/page-preload';
import { receiptsQueryOptions } from '../api/get-receipts';
import { parseCategory } from '../lib/filters';

/**
 * The figures and receipts of the fund and year in the address, asked for as the app starts on the page,
 * while its code downloads (app/router.tsx).
 */
export const preload: PagePreload = ({ client, session, search }) => {
  const category = parseCategory(search.get('caisse'));
  const year = parseYear(search.get('annee'), currentPeriod().year);
  return Promise.all([
    client.prefetchQuery(userContributionsQueryOptions(category, year, session.membreId)),
    client.prefetchQuery(receiptsQueryOptions(category, year, session.membreId)),
  ]).then(() => undefined);
};
