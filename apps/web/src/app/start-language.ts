import { startLanguage } from '@/lib/i18n';

/**
 * Imported first by the entry (main.tsx), so evaluated before the router and the pages (React and
 * Mantine, in chunks of their own, come before it): an English reader's catalogue is asked while
 * the rest of the entry evaluates, instead of after it (Lighthouse showed it requested ~0.8 s after
 * the entry had arrived). On an English page the server wrote, start.js has it downloading already
 * (data-preload, ADR 0030 step 5).
 */
export const languageReady = startLanguage();
