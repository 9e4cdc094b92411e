import { useSyncExternalStore } from 'react';

/**
 * Whether the app is offline, for the 'hors ligne' banner and for refusing writes: the
 * browser says so (navigator.onLine and its online/offline events), or the last API call could
 * not reach the server, or was answered by the service worker from this device's copy.
 */

/** Cache of the service worker (src/service-worker.js) holding the last API answers read. */
export const API_CACHE_NAME = 'quartier-api';
/** Header the service worker adds to an answer it took from that cache. */
export const OFFLINE_COPY_HEADER = 'x-quartier-copie-locale';

let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine;
let serverUnreachable = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    browserOnline = true;
    serverUnreachable = false;
    notify();
  });
  window.addEventListener('offline', () => {
    browserOnline = false;
    notify();
  });
}

export function isOffline(): boolean {
  return !browserOnline || serverUnreachable;
}

/** Called by the API client after every call: did it reach the server? */
export function reportServerReached(reached: boolean) {
  if (serverUnreachable === !reached) return;
  serverUnreachable = !reached;
  notify();
}

export function useOffline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOffline,
    () => false,
  );
}

/**
 * Drops the API answers kept for offline reading: at logout and at login, so that nobody
 * reads offline what the previous member of this phone saw.
 */
/**
 * Answers that came with a page the server wrote (ADR 0030 step 2) instead of being asked: handed
 * to the service worker, which keeps them as it keeps the answers it passes on (same key: this
 * session's token, the address), so that the page opens offline as one the app had drawn.
 */
export function keepAnswersOffline(token: string, answers: Array<{ path: string; body: string }>): void {
  if (answers.length === 0 || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: KEEP_ANSWERS_MESSAGE, token, answers }))
    .catch(() => undefined);
}

/** The message's type, as the service worker reads it (src/service-worker.js). */
const KEEP_ANSWERS_MESSAGE = 'quartier-reponses-de-la-page';

export async function forgetCachedAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE_NAME).catch(() => false);
}
