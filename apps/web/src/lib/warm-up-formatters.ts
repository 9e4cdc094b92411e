import { ASSOCIATION_TIME_ZONE } from '@quartier/shared';

let started = false;

/**
 * The first Intl formatter built in a page loads the French number and date data, and the next
 * ones cost nothing: in Chromium, measured, 12–30 ms for the first number format, then 0.2 ms (a
 * slow phone takes about four times as long). The signed-in pages build theirs when their code
 * arrives, just before their first render, on the main thread. That data is cached for the whole
 * process, so this has a worker build one of each kind first, on another thread, while the
 * page's code and answers are still on the network: the page's own formatters then cost nothing,
 * and the main thread never carries that load.
 */
export function warmUpFormatters(): void {
  // The data stays loaded for the whole tab: once is enough.
  if (started) return;
  started = true;
  try {
    const worker = new Worker(new URL('./warm-up-formatters.worker.ts', import.meta.url), { type: 'module' });
    // A script that cannot load (offline before the service worker has it): nothing to report.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
    };
    worker.postMessage(ASSOCIATION_TIME_ZONE);
  } catch {
    // No worker (an older browser, a stricter policy): the page builds its formatters itself.
  }
}
