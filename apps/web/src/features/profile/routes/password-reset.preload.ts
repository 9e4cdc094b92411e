import type { PagePreload } from '@/lib/page-preload';

/**
 * The password change asks the server nothing to draw its first screen (the member's phone comes
 * with the session): written by the server (ADR 0030) with the shell's answers alone.
 */
export const preload: PagePreload = () => Promise.resolve();
