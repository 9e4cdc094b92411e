import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOURNAL_PAGE_SIZE } from '@quartier/shared';
import { call } from '@/lib/api-client';
import { filterQuery, type JournalFilters } from '../lib/filters';

/** GET /api/journal (staff): one page, newest first, filtered and counted by the server. */
export function getJournal(filters: JournalFilters, page: number, signal?: AbortSignal) {
  return call('getJournal', { query: { ...filterQuery(filters), page, pageSize: JOURNAL_PAGE_SIZE } }, { signal });
}

export const journalQueryOptions = (filters: JournalFilters, page: number) =>
  queryOptions({
    queryKey: ['journal', filters, page],
    queryFn: ({ signal }) => getJournal(filters, page, signal),
    // The previous page stays on screen while the next one (or a new filter) loads.
    placeholderData: keepPreviousData,
  });

export function useJournal(filters: JournalFilters, page: number, enabled: boolean) {
  return useQuery({ ...journalQueryOptions(filters, page), enabled });
}
