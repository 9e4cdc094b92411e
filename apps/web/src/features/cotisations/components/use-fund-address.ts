import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageSearch } from '@/components/layout/page-search';
import { currentPeriod, parseYear } from '@/components/period';
import { parseCategory, type FundCategory } from '../lib/fund';

const SEARCH_DEBOUNCE_MS = 300;
/** The server refuses longer searches. */
const SEARCH_MAX_LENGTH = 100;

/**
 * What a fund page shows, read from its address and the top bar: the year and the category
 * (in the address, so a reload or a shared link shows the same table), the search, and the page
 * of the list, back to 1 whenever the year, the category or the search changes.
 */
export function useFundAddress() {
  const [params, setParams] = useSearchParams();
  const thisYear = currentPeriod().year;
  const year = parseYear(params.get('annee'), thisYear);
  const category = parseCategory(params.get('categorie'));
  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  // The withdrawals are filtered here as one types; the members' search goes to the server,
  // after a pause in typing.
  const search = usePageSearch();
  const [debounced] = useDebouncedValue(search.slice(0, SEARCH_MAX_LENGTH), SEARCH_DEBOUNCE_MS);
  const q = search === '' ? '' : debounced;

  const listKey = `${category}|${year}|${category === 'cotisation' ? q : search}`;
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const page = paging.key === listKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ key: listKey, page: next }), [listKey]);

  return {
    year,
    category,
    search,
    q,
    page,
    setPage,
    setYear: (next: number) => setParam('annee', next === thisYear ? null : String(next)),
    setCategory: (next: FundCategory) => setParam('categorie', next === 'cotisation' ? null : next),
  };
}
