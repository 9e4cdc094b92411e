import { queryClient } from '@/lib/query-client';
import { fillQueryCache, readPageData } from './page-data';

/**
 * Imported by the entry before the router, whose preload asks for the association at once: the
 * answer the server rendered the page with is already in the cache, so nothing is asked again.
 */
export const pageData = readPageData();
if (pageData) fillQueryCache(queryClient, pageData);
