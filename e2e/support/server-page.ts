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
