import type { PagePreload } from '@/lib/page-preload';
import { documentsQueryOptions } from '../api/get-documents';

/**
 * The first screen of About us, asked for as the app starts on it (app/router.tsx) and read by the
 * server to write the page (ADR 0030): the four documents (the association's presentation comes
 * with the shell's answers).
 */
export const preload: PagePreload = ({ client }) => client.prefetchQuery(documentsQueryOptions());
