import { can } from '@quartier/shared';
import type { PagePreload } from '@/lib/page-preload';
import { journalQueryOptions } from '../api/get-journal';
import { filtersFrom } from '../lib/filters';

/**
 * The first screen of the journal, asked for as the app starts on it (app/router.tsx) and read by
 * the server to write the page (ADR 0030): the page of entries the address names, with its
 * filters, for the roles that may read it (the others see the refusal, nothing to ask).
 */
export const preload: PagePreload = async ({ client, session, search }) => {
  if (!can(session.roleCode, 'getJournal')) return;
  const { filters, page } = filtersFrom(search);
  await client.prefetchQuery(journalQueryOptions(filters, page));
};
