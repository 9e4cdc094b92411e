import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures.js';

/*
 * The API reads a page makes, for the specs that check what a page asks and what it does not
 * (preload.spec.ts: the app's own start; server-html-signed-in.spec.ts: a page the server wrote).
 */

/** Every API read of the page, in order, from the moment it is opened. */
export function watchReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

/**
 * Waits until the page has asked the API nothing for `quietMs` and has no answer pending.
 * Playwright's 'networkidle' is not enough: it is reached once per document, so on the page the
 * sign-in left it can be over before that page's own reads have begun.
 */
export async function apiQuiet(page: Page, quietMs = 500) {
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  const started = (request: Request) => {
    if (!isApi(request.url())) return;
    pending.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (!isApi(request.url())) return;
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('networkidle');
    await expect.poll(() => pending.size === 0 && Date.now() - lastActivity >= quietMs, { timeout: 15_000 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
