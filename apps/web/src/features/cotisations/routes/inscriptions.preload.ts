import type { PagePreload } from '@/lib/page-preload';
import { membersQueryOptions } from '../api/get-members';

/**
 * The first screen of Inscriptions, asked for as the app starts on it (app/router.tsx) and read
 * by the server to write the page (ADR 0030 step 2): the first page of members, no search, with
 * the header's totals (`count`, `montantInscriptions`).
 */
export const preload: PagePreload = ({ client }) => client.prefetchQuery(membersQueryOptions({ q: '', page: 1 }));
