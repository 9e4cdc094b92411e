import { statsTotalsQueryOptions } from '@/api/get-stats-totals';
import { currentPeriod, parseYear } from '@/components/period';
import type { PagePreload } from '@/lib/page-preload';
import { amountsPerBlocQueryOptions } from '../api/get-amounts-per-bloc';
import { amountsPerMonthQueryOptions } from '../api/get-amounts-per-month';
import { genderPerBlocQueryOptions } from '../api/get-gender-per-bloc';
import { parseCategory } from '../lib/filters';

/**
 * The first screen of the statistics, asked for as the app starts on it (app/router.tsx) and read
 * by the server to write the page (ADR 0030): the charts of the category and year the address
 * names, read from it as the page reads them (FundYearFilters).
 */
export const preload: PagePreload = ({ client, search }) => {
  const caisse = parseCategory(search.get('caisse'));
  if (caisse === 2) return client.prefetchQuery(genderPerBlocQueryOptions());
  const year = parseYear(search.get('annee'), currentPeriod().year);
  return Promise.all([
    client.prefetchQuery(statsTotalsQueryOptions(caisse, year)),
    client.prefetchQuery(amountsPerMonthQueryOptions(caisse, year)),
    client.prefetchQuery(amountsPerBlocQueryOptions(caisse, year)),
  ]);
};
