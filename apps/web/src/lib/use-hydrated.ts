import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during the browser's hydration of the server's HTML (ADR 0030), true
 * after (and from the start when the app draws without server HTML). A part that reads what only
 * the browser knows (this device's storage, the screen) draws the server's version first, so that
 * hydration finds the same HTML, then its own right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
