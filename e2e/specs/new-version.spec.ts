import type { Page } from '@playwright/test';
import { DEMO, expect, isPhone, login, test } from '../support/fixtures.js';

/**
 * A tab left open across a deployment (apps/web/src/lib/new-version.ts): the old version's files
 * are gone from the server, so a page the tab had not loaded yet cannot come. The tab reloads
 * onto the new version instead of showing an error. A page whose code fails while this version
 * is still served (the network), or while a deployment is still writing its files, shows the
 * error screen and does not reload by itself.
 */

const STATS_CHUNK = /\/assets\/stats-[\w-]+\.js$/;
const PROFILE_CHUNK = /\/assets\/profile-[\w-]+\.js$/;
const CHUNK_ERROR = "La page n'a pas pu être chargée. Vérifiez votre connexion puis rechargez la page.";

async function openStats(page: Page) {
  if (isPhone()) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Statistiques', exact: true })
    .click();
}

async function onDashboard(page: Page) {
  await login(page, DEMO.membre);
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

function countFullLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => loads.count++);
  return loads;
}

test('un onglet ouvert avant une mise à jour passe à la nouvelle version en ouvrant une page', async ({ page }) => {
  await onDashboard(page);
  // The deployment: the server's index.html loads another entry (here a renamed one), and the
  // Statistiques page's code of this tab's version is gone (404 however often it is asked, until
  // the tab reloads); the reloaded tab gets the files the server serves (here the same).
  const versionChecks: string[] = [];
  await page.route('**/index.html', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/\/assets\/index-[\w-]+\.js/, '/assets/index-NOUVELLE.js');
    versionChecks.push(html.match(/\/assets\/index-[\w-]+\.js/)?.[0] ?? '');
    await route.fulfill({ response, body: html });
  });
  const loads = countFullLoads(page);
  await page.route(STATS_CHUNK, (route) =>
    loads.count > 0 ? route.continue() : route.fulfill({ status: 404, body: '' }),
  );
  await page.evaluate(() => Object.assign(window, { openedBeforeTheUpdate: true }));

  await openStats(page);
  await expect(page).toHaveURL(/\/stats$/);
  await expect(page.getByRole('heading', { name: 'Statistiques', level: 1 })).toBeVisible();
  await expect.poll(() => loads.count, { message: 'onglet rechargé une fois' }).toBe(1);
  expect(await page.evaluate(() => 'openedBeforeTheUpdate' in window), 'nouvelle version chargée').toBe(false);
  expect(versionChecks).toEqual(['/assets/index-NOUVELLE.js']);
  await expect(page.getByText('Une erreur est survenue')).toHaveCount(0);
});

for (const [name, served] of [
  ['version toujours servie', null],
  ['mise à jour en cours d’écriture (index.html absent)', 404],
] as const)
  test(`une page dont le code ne vient pas, ${name} : l’erreur, sans rechargement`, async ({ page }) => {
    await onDashboard(page);
    const versionChecks: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/index.html') versionChecks.push(response.status());
    });
    if (served) await page.route('**/index.html', (route) => route.fulfill({ status: served, body: '' }));
    await page.route(STATS_CHUNK, (route) => route.abort('failed'));
    const loads = countFullLoads(page);

    await openStats(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Une erreur est survenue' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(CHUNK_ERROR);
    await expect.poll(() => versionChecks, { message: 'version servie demandée au serveur' }).toEqual([served ?? 200]);
    expect(loads.count, 'aucun rechargement de lui-même').toBe(0);

    // The network is back: the member reloads from the error screen and gets the page.
    await page.unrouteAll();
    await alert.getByRole('button', { name: 'Recharger la page' }).click();
    await expect(page.getByRole('heading', { name: 'Statistiques', level: 1 })).toBeVisible();
    await expect.poll(() => loads.count).toBe(1);
  });

test('une page écrite par le serveur dont le code ne vient pas : l’erreur, et son bouton recharge', async ({
  page,
}) => {
  // The page is in the HTML; the app, unable to hydrate it without its code, draws the error in
  // its place. That screen is the app's own: a tap on its button is not held for a page that will
  // never be committed (public/start.js).
  await onDashboard(page);
  await page.route(PROFILE_CHUNK, (route) => route.abort('failed'));
  const loads = countFullLoads(page);
  await page.goto('/profile');
  const alert = page.getByRole('alert').filter({ hasText: 'Une erreur est survenue' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(CHUNK_ERROR);

  await page.unrouteAll();
  await alert.getByRole('button', { name: 'Recharger la page' }).click();
  await expect.poll(() => loads.count).toBe(2);
  await expect(page.getByRole('heading', { name: 'Informations personnelles', level: 2 })).toBeVisible();
  await expect(page.getByText('Une erreur est survenue')).toHaveCount(0);
});
