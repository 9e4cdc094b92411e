/**
 * A tab left open across a deployment still runs the old version, whose page chunks are gone
 * from the server (the build empties its folder): opening a page it had not loaded yet fails.
 * Instead of an error that blames the member's connection, the tab reloads onto the new version.
 */

/**
 * Whether this tab's version is gone from the server: the file of this very module (a hashed
 * chunk of the build) answers 404. HEAD, which the service worker lets through to the network,
 * so a copy kept on the device cannot answer for the server. Offline or on a failing network,
 * nothing can be told: no.
 */
async function versionGoneFromServer(): Promise<boolean> {
  try {
    const response = await fetch(import.meta.url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404;
  } catch {
    return false;
  }
}

/**
 * Loads a chunk of code; if that fails because a new version was deployed meanwhile, reloads
 * the tab and never settles (the page's loader stays until the new version replaces it). Any
 * other failure is passed on, for the page's error screen. It cannot loop: after the reload,
 * this module is the new version's, which the server has.
 */
export async function loadOrReloadOntoNewVersion<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(await versionGoneFromServer())) throw error;
    window.location.reload();
    return new Promise<T>(() => undefined);
  }
}
