import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOURNAL_PAGE_SIZE, journalResponseSchema } from '@quartier/shared';
import { api } from '@/lib/api-client';
import { filterParams, type JournalFilters } from '../lib/filters';

/** GET /api/journal (staff): one page, newest first, filtered and counted by the server. */
export function getJournal(filters: JournalFilters, page: number, signal?: AbortSignal) {
  const params = filterParams(filters, page);
  params.set('pageSize', String(JOURNAL_PAGE_SIZE));
  return api.get(`/journal?${params.toString()}`, journalResponseSchema, { signal });
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
