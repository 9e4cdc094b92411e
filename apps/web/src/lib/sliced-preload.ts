/**
 * The loader of every lazily loaded piece of the app (a page, the shell, a dialog), in place of
 * Vite's own preload helper (vite.config.ts, `slicedPreload`). Vite's downloads the chunks a piece
 * needs in parallel, then imports the piece: the browser evaluates the piece and every chunk it
 * imports in one task. For a page with the shell and the shared kit that task took 40 to 85 ms on
 * this machine, 160 to 340 ms on Lighthouse's slowed phone, the longest of a page's start (TBT,
 * issue 24). Here the chunks still download in parallel, but are evaluated one per task, those a
 * chunk imports before it, with a yield between two: the phone can paint and answer a tap there.
 * What Vite's does besides is kept: a chunk already asked is not asked again, a failure is
 * announced by the `vite:preloadError` event and thrown unless a listener prevents it.
 */

/**
 * Vite's list of a piece's files, which the build (vite.config.ts) writes in the order they can be
 * evaluated: each chunk after those it imports, the piece's own last.
 */
type Deps = readonly string[] | undefined;

const asked = new Set<string>();
const evaluated = new Set<string>();

/** A macrotask: the browser paints and handles input before the next chunk is evaluated. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function announce(error: unknown): void {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

/** Vite names a piece's files from the site's root ('assets/…'): the app is served at '/'. */
function href(dep: string): string {
  return new URL(`/${dep}`, window.location.origin).href;
}

/** The addresses the page already links (once per piece: a page links dozens). */
function linked(): Map<string, string> {
  const found = new Map<string, string>();
  for (const link of document.getElementsByTagName('link'))
    if (found.get(link.href) !== 'stylesheet') found.set(link.href, link.rel);
  return found;
}

/** Downloads start at once, all of them (the link is the browser's: no task of ours waits for it). */
function ask(url: string, isStyleSheet: boolean, links: Map<string, string>): Promise<void> | null {
  if (asked.has(url)) return null;
  asked.add(url);
  const rel = links.get(url);
  if (rel !== undefined && (!isStyleSheet || rel === 'stylesheet')) return null;
  const link = document.createElement('link');
  link.rel = isStyleSheet ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = url;
  document.head.appendChild(link);
  if (!isStyleSheet) return null;
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${url}`)), { once: true });
  });
}

/** The preload function, with the way a chunk is imported and a task ended given (a test gives its own). */
export function createPreload(importChunk: (url: string) => Promise<unknown>, endTask: () => Promise<void> = nextTask) {
  return async function preload<T>(baseModule: () => Promise<T>, deps?: Deps): Promise<T> {
    if (deps && deps.length > 0) {
      const styleSheets: Array<Promise<void>> = [];
      const links = linked();
      for (const dep of deps) {
        const sheet = ask(href(dep), dep.endsWith('.css'), links);
        if (sheet) styleSheets.push(sheet);
      }
      for (const result of await Promise.allSettled(styleSheets))
        if (result.status === 'rejected') announce(result.reason);
      for (const dep of deps) {
        if (dep.endsWith('.css')) continue;
        const url = href(dep);
        if (evaluated.has(url)) continue;
        try {
          await importChunk(url);
        } catch (error) {
          // Said as the piece's own import would have, which is not tried after that (one import
          // of the piece, as with Vite's helper; new-version.ts then looks at the server).
          announce(error);
          return undefined as T;
        }
        evaluated.add(url);
        await endTask();
      }
    }
    return baseModule().catch((error: unknown) => {
      announce(error);
      return undefined as T;
    });
  };
}

export const preload = createPreload((url) => import(/* @vite-ignore */ url));
