import { useSyncExternalStore } from 'react';

/**
 * The toast container (@mantine/notifications and its animations) is not in the page's code: no
 * screen shows a toast while it loads, and the login screen must stay under its 150 Ko budget.
 * It is loaded with the first toast (toasts raised meanwhile wait in the notifications store), or
 * before, when the browser is idle once a signed-in page has drawn (layout/shell-parts.ts), so
 * that a failure toast raised offline on a page opened by its address finds it here.
 */
export const loadToastContainer = () => import('./ToastContainer');

let requested = false;
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
