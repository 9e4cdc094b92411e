/**
 * A tab left open across a deployment still runs the old version, whose page chunks are gone
 * from the server (the build empties its folder): opening a page it had not loaded yet fails.
 * Instead of an error that blames the member's connection, the tab reloads onto the new version.
 */

/**
 * The address of the entry script a page loads, as written in its HTML: a page the server wrote
 * names it in data-entry, for /start.js to load after the first paint (ADR 0030).
 */
function entryScript(page: Document): string | null {
  const script = page.querySelector('script[type="module"][src]');
  return script?.getAttribute('data-entry') ?? script?.getAttribute('src') ?? null;
}

/**
 * Whether the server now serves another version than this tab's: its index.html loads another
 * entry script. Asked as /index.html, which the service worker lets through to the network (it
 * keeps its own copy for offline navigations only), so a copy kept on the device cannot answer
 * for the server. Offline, on a failing
 * network, or while a deployment is still writing the files: no.
 */
async function newVersionServed(): Promise<boolean> {
  const running = entryScript(document);
  if (!running) return false;
  try {
    const response = await fetch('/index.html', { cache: 'no-store' });
    if (!response.ok) return false;
    const served = entryScript(new DOMParser().parseFromString(await response.text(), 'text/html'));
    return served !== null && served !== running;
  } catch {
    return false;
  }
}

/**
 * Loads a chunk of code; if that fails while a new version is served, reloads the tab and never
 * settles (the page's loader stays until the new version replaces it). Any other failure is
 * passed on, for the page's error screen. It cannot loop: the reloaded tab runs the version the
 * server serves.
 */
export async function loadOrReloadOntoNewVersion<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(await newVersionServed())) throw error;
    window.location.reload();
    return new Promise<T>(() => undefined);
  }
}
