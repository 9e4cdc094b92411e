import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO, expect, login, test } from '../support/fixtures.js';
import { holdTheApp } from '../support/server-page.js';

// A page the server writes carries the styles of its first paint inside it, the rules its HTML
// uses (apps/server/src/lib/critical-css.ts); the app's whole sheet comes after that paint, with
// the app's code (public/start.js). The page must look the same with its own rules alone as with
// the whole sheet: a rule left out would draw it wrongly until the sheet arrives. Both paints are
// taken before the app takes the page over (its code held), at phone and computer size.

const SHEET = /\/assets\/style-[^/]*\.css$/;

/** The page as the browser paints it; the app's code held, the sheet held until `withSheet`. */
async function paints(page: Page, path: string) {
  await holdTheApp(page);
  let releaseSheet: () => void = () => undefined;
  const sheetHeld = new Promise<void>((resolve) => (releaseSheet = resolve));
  await page.route(SHEET, async (route) => {
    await sheetHeld;
    await route.continue();
  });
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  expect(html, 'written by the server with the rules of its first paint').toContain('<style data-critical>');
  expect(html).not.toMatch(/<link rel="stylesheet" crossorigin/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shot = () => page.screenshot({ fullPage: true, animations: 'disabled' });
  const alone = await shot();
  releaseSheet();
  // The sheet start.js adds once the page is painted, loaded and applied.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.styleSheets].some((sheet) => sheet.href !== null && /\/assets\/style-/.test(sheet.href)),
      ),
    )
    .toBe(true);
  return { alone, withSheet: await shot() };
}

/** Pixels seen to differ when nothing but the rasterisation differed (8 and 9 at 1366 px). */
const MAX_NOISE = 64;

/** How many pixels of two screenshots of the same size differ, counted by a blank page's canvas. */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ([first, second]) => {
        const pixels = async (base64: string) => {
          const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height).data;
        };
        const [x, y] = [await pixels(first), await pixels(second)];
        if (x.length !== y.length) return Number.POSITIVE_INFINITY;
        let differing = 0;
        for (let at = 0; at < x.length; at += 4)
          if (x[at] !== y[at] || x[at + 1] !== y[at + 1] || x[at + 2] !== y[at + 2]) differing += 1;
        return differing;
      },
      [a.toString('base64'), b.toString('base64')] as const,
    );
  } finally {
    await blank.close();
  }
}

const PAGES = [
  { path: '/', phone: null },
  { path: '/login', phone: null },
  { path: '/forgotPassword', phone: null },
  { path: '/dashboard', phone: DEMO.president },
  { path: '/cotisation/fondSolidarite', phone: DEMO.secretaire },
  { path: '/cotisation/cotisationMensuelles', phone: DEMO.secretaire },
  { path: '/cotisation/inscriptions', phone: DEMO.secretaire },
  { path: '/myContributions', phone: DEMO.membre },
  { path: '/profile', phone: DEMO.membre },
] as const;

test.describe('a written page drawn by its own rules looks as with the whole sheet', () => {
  // A first visit: no service worker answers the sheet or the app's code from its cache.
  test.use({ serviceWorkers: 'block' });
  for (const { path, phone } of PAGES) {
    test(path, async ({ page }, testInfo) => {
      if (phone) {
        await login(page, phone);
        await page.waitForLoadState('networkidle');
      }
      const { alone, withSheet } = await paints(page, path);
      if (!alone.equals(withSheet))
        for (const [name, body] of [
          ['regles-de-la-page.png', alone],
          ['feuille-entiere.png', withSheet],
        ] as const) {
          await fs.writeFile(testInfo.outputPath(name), body);
          await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
        }
      // The same paint, but for a few pixels of anti-aliasing (an icon's edge drawn again when the
      // sheet came): a rule left out moves or recolours thousands.
      expect(await differingPixels(page, alone, withSheet), 'pixels that differ').toBeLessThanOrEqual(MAX_NOISE);
    });
  }
});
