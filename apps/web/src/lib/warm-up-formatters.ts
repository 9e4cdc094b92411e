import { ASSOCIATION_TIME_ZONE } from '@quartier/shared';
import { intlWarmedUpByPage } from './early-input';
import { currentLanguage } from './i18n';

let started = false;

/**
 * The first Intl formatter built in a page loads the number and date data, and the next ones
 * cost nothing: in Chromium, measured, 20–30 ms for the first, then well under 1 ms (a slow phone
 * takes about four times as long). That data is cached for the whole process, so a worker
 * (public/warm-up-intl.js) builds one of each kind first, on another thread, while the page's code
 * and answers are still on the network: the page's own formatters then cost nothing, and the main
 * thread never carries that load. A page the server wrote has it started by start.js already,
 * as soon as it is painted.
 */
export function warmUpFormatters(): void {
  // The data stays loaded for the whole tab: once is enough.
  if (started || intlWarmedUpByPage()) return;
  started = true;
  try {
    const worker = new Worker('/warm-up-intl.js');
    // A script that cannot load (offline: the service worker does not keep it): nothing to report.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
    };
    worker.postMessage({ langue: currentLanguage(), timeZone: ASSOCIATION_TIME_ZONE });
  } catch {
    // No worker (an older browser, a stricter policy): the page builds its formatters itself.
  }
}
