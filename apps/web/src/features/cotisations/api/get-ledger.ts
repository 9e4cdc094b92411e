import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FundCaisse } from '../lib/fund';
import { ledgerShape } from '../lib/shapes';

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
  const params = new URLSearchParams({ page: String(page), pageSize: String(LEDGER_PAGE_SIZE) });
  if (q) params.set('q', q);
  return api.get(`/cotisation/getTransactions/${caisse}/${year}?${params.toString()}`, ledgerShape, {
    signal,
  });
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
