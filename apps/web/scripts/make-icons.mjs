// Draws the installable app's PNG icons (public/icons/) from the house mark of favicon.svg,
// with the Chromium the end-to-end tests use. Run again only when the mark changes:
//   node apps/web/scripts/make-icons.mjs
// The PNGs are committed, so building the app never needs a browser.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(web, 'public', 'icons');
const GREEN = '#1a7f4f';

// The house of favicon.svg, without its rounded square (drawn below for each kind of icon).
const house = `
  <path d="M14 34 32 18l18 16" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M20 31v16h24V31" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>
  <rect x="28" y="36" width="8" height="11" rx="1.5" fill="#fff"/>`;

const icons = [
  // 'any': the rounded square of the favicon on a transparent background.
  { file: 'icon-192.png', size: 192, svg: `<rect width="64" height="64" rx="14" fill="${GREEN}"/>${house}` },
  { file: 'icon-512.png', size: 512, svg: `<rect width="64" height="64" rx="14" fill="${GREEN}"/>${house}` },
  // 'maskable': full bleed, the house inside the central 80 % safe zone that every mask keeps.
  {
    file: 'icon-maskable-512.png',
    size: 512,
    svg: `<rect width="64" height="64" fill="${GREEN}"/><g transform="translate(8 8) scale(0.75)">${house}</g>`,
  },
  { file: 'apple-touch-icon.png', size: 180, svg: `<rect width="64" height="64" fill="${GREEN}"/>${house}` },
];

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${icon.size}" height="${icon.size}" style="display:block">${icon.svg}</svg></body></html>`,
  );
  await page.screenshot({ path: path.join(out, icon.file), omitBackground: true });
  console.log(`${icon.file} (${icon.size}×${icon.size})`);
}
await browser.close();
