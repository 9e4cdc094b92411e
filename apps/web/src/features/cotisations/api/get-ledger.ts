import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { FundCaisse } from '../lib/fund';

/** Rows per page of the fund tables (spec section 9: default 10). */
export const LEDGER_PAGE_SIZE = 10;

export interface LedgerQuery {
  caisse: FundCaisse;
  year: number;
  q: string;
  page: number;
}

/**
 * GET /api/cotisation/getTransactions/:caisse/:year: one page of member rows (server search and
 * paging), the year's totals over every row, and the fund's balance.
 */
export function getLedger({ caisse, year, q, page }: LedgerQuery, signal?: AbortSignal) {
  return call(
    'getTransactions',
    { params: { caisse, year }, query: { page, pageSize: LEDGER_PAGE_SIZE, q } },
    { signal },
  );
}

/** Every table of a fund shares this prefix: a write refreshes them all (and the header). */
export const ledgerKey = (caisse: FundCaisse) => ['ledger', caisse] as const;

export const ledgerQueryOptions = (query: LedgerQuery) =>
  queryOptions({
    queryKey: [...ledgerKey(query.caisse), { year: query.year, q: query.q, page: query.page }],
    queryFn: ({ signal }) => getLedger(query, signal),
    // The table keeps showing the previous page while the next one (or a search) loads.
    placeholderData: keepPreviousData,
  });

export function useLedger(query: LedgerQuery) {
  return useQuery(ledgerQueryOptions(query));
}
