import { useSyncExternalStore } from 'react';

/**
 * The toast container (@mantine/notifications and its animations) is loaded with the first
 * toast, not with the page: no screen shows a toast while it loads, and the login screen must
 * stay under its 150 Ko budget. Toasts raised meanwhile wait in the notifications store.
 */
let requested = false;

/**
 * The container's code. Also fetched when the browser is idle once a page has drawn
 * (layout/shell-parts.ts): a failure toast raised offline, on a page opened by its address, finds
 * it here instead of asking a network that is gone.
 */
export const loadToastContainer = () => import('./ToastContainer');
const listeners = new Set<() => void>();

export function requestToastHost() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function useToastHostRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
