import type { Page, Request } from '@playwright/test';
import { DEMO, expect, login, snap, test } from '../support/fixtures.js';

/**
 * Installable app, offline (issue 9): once pages have been seen online, they open again
 * offline from this device's copy under a 'hors ligne' banner; a write offline is refused with
 * a French message, nothing is sent and nothing is kept to be sent later; the banner goes when
 * the connection is back.
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_WRITE = 'Vous êtes hors ligne : rien n’a été enregistré.';

/** Every request that is not a read, whether it reached the network or not. */
function watchWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.method() !== 'HEAD') writes.push(request);
  });
  return writes;
}

async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('les pages déjà vues s’ouvrent hors ligne, et rien n’est enregistré ni mis en attente', async ({
  page,
  context,
}) => {
  await login(page, DEMO.membre);
  // The service worker takes control of the page once installed; the pages seen from then on
  // are kept on the device.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  await visit(page, '/dashboard', 'Tableau de bord');
  await expect(page.getByRole('heading', { name: 'Bonjour Paul' })).toBeVisible();
  await visit(page, '/cotisation/cotisationMensuelles', 'Cotisations Mensuelles');
  const firstRow = page.getByRole('row').nth(1).or(page.getByRole('listitem').first());
  await expect(firstRow).toBeVisible();
  const rowText = (await firstRow.textContent()) ?? '';
  await visit(page, '/profile', 'Mon profil');
  await expect(page.getByTestId('bandeau-hors-ligne')).toHaveCount(0);

  await context.setOffline(true);
  const banner = page.getByTestId('bandeau-hors-ligne');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Hors ligne');

  // Reloaded offline, each page seen shows what it showed online.
  await visit(page, '/dashboard', 'Tableau de bord');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bonjour Paul' })).toBeVisible();
  await expect(page.getByTestId('carte-caisses').getByRole('img', { name: /Soldes des caisses/ })).toBeVisible();
  await visit(page, '/cotisation/cotisationMensuelles', 'Cotisations Mensuelles');
  await expect(banner).toBeVisible();
  await expect(page.getByText(rowText.slice(0, 12), { exact: false }).first()).toBeVisible();
  await visit(page, '/profile', 'Mon profil');
  await snap(page, 'hors-ligne-profil');

  // A write offline: a clear French error, and no request leaves the page.
  const writes = watchWrites(page);
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText(OFFLINE_WRITE)).toBeVisible();
  expect(writes.map((request) => request.url())).toEqual([]);

  // Back online: the banner goes, and nothing that was refused is sent afterwards.
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await page.waitForTimeout(1_500);
  expect(
    writes.map((request) => request.url()),
    'aucune écriture envoyée au retour de la connexion',
  ).toEqual([]);
  await expect(page).toHaveURL(/\/profile$/);
});

test('la déconnexion efface les réponses gardées pour la lecture hors ligne', async ({ page }) => {
  await login(page, DEMO.membre);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  await visit(page, '/dashboard', 'Tableau de bord');
  // Answers kept under a session token (the anonymous ones, e.g. the association's name on the
  // login screen, are public).
  const kept = () =>
    page.evaluate(async () => {
      if (!(await caches.keys()).includes('quartier-api')) return 0;
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('anonyme'));
      const anonymous = [...new Uint8Array(digest)]
        .slice(0, 16)
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('');
      const keys = await (await caches.open('quartier-api')).keys();
      return keys.filter((request) => !request.url.includes(`/__session-${anonymous}/`)).length;
    });
  await expect.poll(kept, { message: 'des réponses sont gardées pour la lecture hors ligne' }).toBeGreaterThan(0);

  await page.getByRole('button', { name: /Menu du compte/ }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await page.getByRole('button', { name: 'Oui, je me déconnecte' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(kept, { message: 'plus aucune réponse du membre déconnecté' }).toBe(0);
});
