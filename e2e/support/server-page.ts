import type { Page } from '@playwright/test';

/* A page the server wrote (ADR 0030), seen before the app has taken it over. */

const APP_ENTRY = /\/assets\/index-[^/]*\.js$/;

/** Holds the app's script back until the returned function is called (the server's page alone meanwhile). */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.unroute(APP_ENTRY);
  await page.route(APP_ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Marks the page's heading as the HTML is parsed ('interactive': before the app's deferred module
 * has run): after hydration the same element must still be there (a client render replaces it).
 */
export async function markServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
}

/** Whether the heading marked by markServerHeading is the page's heading still. */
export const headingKept = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { serverHeading?: Element | null }).serverHeading;
    return kept !== undefined && kept !== null && kept === document.querySelector('h1');
  });
