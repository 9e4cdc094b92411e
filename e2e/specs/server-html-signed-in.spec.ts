import type { Locator, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, isPhone, login, test } from '../support/fixtures.js';
import { apiQuiet, watchReads } from '../support/reads.js';
import { headingKept, holdTheApp, markServerHeading } from '../support/server-page.js';

// The signed-in pages with a preload come written by the server for the session of the page
// cookie (ADR 0030, step 2), in the layout the browser's user agent says (the telephone project
// says Android, playwright.config.ts): the HTML alone shows the page's figures, the app hydrates it (no
// hydration error: every spec fails on one) without asking its first answers again, and a
// browser whose stored session is another one draws its own page, never the cookie's.

/** Whether React has taken over the page's heading (its element carries React's fiber). */
const headingHydrated = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('h1');
    return heading ? Object.keys(heading).some((key) => key.startsWith('__reactFiber')) : false;
  });

test('the dashboard opened by its address: written with its figures, hydrated, nothing asked again', async ({
  page,
}) => {
  await login(page, DEMO.president);
  await apiQuiet(page);
  await markServerHeading(page);
  const reads = watchReads(page);
  const response = await page.goto('/dashboard');
  const html = (await response?.text()) ?? '';
  expect(html, 'page written by the server').toContain('"signedIn"');
  expect(html).toContain('Total des trois caisses');
  await expect(page.getByText('Voici les chiffres de l’association', { exact: false })).toBeVisible();
  await expect.poll(() => headingHydrated(page)).toBe(true);
  expect(await headingKept(page), 'the server’s heading kept (hydrated, not drawn again)').toBe(true);
  await page.waitForLoadState('networkidle');
  for (const answer of ['/api/auth/me', '/api/cotisation/totals', '/api/cotisation/genders'])
    expect(reads, `${answer} came with the page`).not.toContain(answer);
});

test('a fund page at its address’s year: the HTML alone shows its table, the app takes it over', async ({ page }) => {
  await login(page, DEMO.secretaire);
  await apiQuiet(page);
  await markServerHeading(page);
  const reads = watchReads(page);
  // The app's code held back: what shows meanwhile is the server's page alone.
  const release = await holdTheApp(page);
  await page.goto('/cotisation/fondSolidarite?annee=2025');
  await expect(page.getByRole('heading', { name: 'Fond de solidarité', level: 1 })).toBeVisible();
  await expect(page.getByTestId('ledger-totals')).toBeVisible();
  await expect(page.getByText(/membres · année 2025/)).toBeVisible();
  expect(await headingHydrated(page), 'not yet the app’s').toBe(false);
  release();
  await expect.poll(() => headingHydrated(page)).toBe(true);
  expect(await headingKept(page), 'hydrated, not drawn again').toBe(true);
  await page.waitForLoadState('networkidle');
  expect(reads.filter((read) => read.startsWith('/api/cotisation/getTransactions/'))).toEqual([]);
  // The page works as the app's: the other category is a tap away.
  await page.getByText('Sorties', { exact: true }).first().click();
  await expect(page).toHaveURL(/categorie=sorties/);
});

/**
 * Opens a page the server writes, signed in as this member: checks that it came written and that
 * the app hydrated it (its heading kept, not drawn again); gives the API reads made meanwhile.
 */
async function openWrittenPage(page: Page, phone: string, path: string, heading: string): Promise<string[]> {
  await login(page, phone);
  await apiQuiet(page);
  await markServerHeading(page);
  const reads = watchReads(page);
  const response = await page.goto(path);
  expect((await response?.text()) ?? '', 'page written by the server').toContain('"signedIn"');
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect.poll(() => headingHydrated(page)).toBe(true);
  expect(await headingKept(page), 'hydrated, not drawn again').toBe(true);
  await page.waitForLoadState('networkidle');
  return reads;
}

test('Inscriptions: the members and their total written with the page, hydrated, not asked again', async ({ page }) => {
  const reads = await openWrittenPage(page, DEMO.secretaire, '/cotisation/inscriptions', 'Inscriptions');
  await expect(page.getByText(/XAF/).first()).toBeVisible();
  expect(reads.filter((read) => read.startsWith('/api/cotisation/allMembres?page=1&pageSize=10'))).toEqual([]);
  // The search still asks the server (the written page is the app's).
  await page.getByRole('searchbox').first().fill('Abena');
  await expect.poll(() => reads.some((read) => read.includes('q=Abena'))).toBe(true);
});

test('the ids the server wrote stay once hydrated: no field, switch or menu is drawn again for a new one', async ({
  page,
}) => {
  await login(page, DEMO.secretaire);
  await apiQuiet(page);
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverIds?: string[] }).serverIds = [...document.querySelectorAll('#root [id]')].map(
          (element) => element.id,
        );
    });
  });
  await page.goto('/cotisation/inscriptions');
  await expect.poll(() => headingHydrated(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  const [written, now] = await page.evaluate(() => [
    (window as unknown as { serverIds?: string[] }).serverIds ?? [],
    [...document.querySelectorAll('#root [id]')].map((element) => element.id),
  ]);
  // Mantine's own useId gave every field a random id once hydrated (vite.config.ts: replaced).
  expect(written.filter((id) => id.startsWith('mantine-')).length).toBeGreaterThan(3);
  for (const id of written) expect(now, `${id} kept`).toContain(id);
});

// Every page of the signed-in shell is written by the server (each has a preload): the pages
// below were drawn by the app alone until issue 24's last step; each comes with its first screen.
for (const { path, phone, heading, text, answers } of [
  {
    path: '/notifications',
    phone: DEMO.secretaire,
    heading: 'Notifications',
    text: 'Rappels',
    answers: ['/api/cotisation/getGeneralNotifications'],
  },
  {
    path: '/stats',
    phone: DEMO.president,
    heading: 'Statistiques',
    text: 'Catégorie',
    answers: ['/api/stats/totals', '/api/stats/amountsPerMonth', '/api/stats/amountsPerYearPerBloc'],
  },
  {
    path: '/stats?caisse=2',
    phone: DEMO.president,
    heading: 'Statistiques',
    text: 'Catégorie',
    answers: ['/api/user/genderPerBloc'],
  },
  {
    path: '/aboutUs',
    phone: DEMO.membre,
    heading: 'À propos de nous',
    text: 'ARB',
    answers: ['/api/cotisation/documents'],
  },
  {
    path: '/journal',
    phone: DEMO.president,
    heading: 'Journal',
    text: 'Le journal ne se modifie pas',
    answers: ['/api/journal'],
  },
  { path: '/passwordReset', phone: DEMO.membre, heading: 'Mot de passe', text: 'Profil', answers: [] },
]) {
  test(`${path}: written by the server with its first screen, hydrated, not asked again`, async ({ page }) => {
    const reads = await openWrittenPage(page, phone, path, heading);
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    for (const answer of ['/api/auth/me', ...answers])
      expect(
        reads.filter((read) => read.startsWith(answer)),
        `${answer} came with the page`,
      ).toEqual([]);
  });
}

test('a written page draws no dialog nor menu before one is asked: each opens at the first tap and gives the focus back', async ({
  page,
}) => {
  await openWrittenPage(page, DEMO.secretaire, '/cotisation/inscriptions', 'Inscriptions');
  // A dialog or a menu mounted closed drew itself a second time right after hydration: one long
  // task on a slow phone (issue 24). Nothing waits closed: no portal, no menu per row.
  expect(await page.locator('[data-portal]').count(), 'no closed dialog mounted').toBe(0);
  const badge = page.getByRole('button', { name: /Changer le statut/ }).first();
  await expect(badge).toHaveAttribute('aria-haspopup', 'menu');
  await badge.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Suspendu' })).toBeVisible();
  await expect(badge).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(badge, 'the focus back on the badge').toBeFocused();

  const view = page.getByRole('button', { name: /^Voir / }).first();
  await view.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(view, 'the focus back on the button that opened it').toBeFocused();
  // Opened again: the dialog kept, it opens as the first time.
  await view.click();
  await expect(dialog).toBeVisible();
});

test('Mes contributions of a Membre: written for her, hydrated, not asked again', async ({ page }) => {
  const reads = await openWrittenPage(page, DEMO.membre, '/myContributions', 'Mes contributions');
  for (const answer of ['/api/stats/userContributions/', '/api/cotisation/recus/'])
    expect(
      reads.filter((read) => read.startsWith(answer)),
      `${answer} came with the page`,
    ).toEqual([]);
});

test('the profile: written with the member’s record and choices, hydrated, nothing asked again', async ({ page }) => {
  const reads = await openWrittenPage(page, DEMO.membre, '/profile', 'Mon profil');
  expect(reads.filter((read) => read.startsWith('/api/user/'))).toEqual([]);
});

test('a tap on the account menu before the app has taken the page over opens it once it has', async ({ page }) => {
  await login(page, DEMO.secretaire);
  await page.waitForLoadState('networkidle');
  const release = await holdTheApp(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Menu du compte/ }).click();
  expect(await headingHydrated(page), 'tapped on the server’s page').toBe(false);
  release();
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
});

/** Whether React holds the handlers of this element (it has hydrated or drawn it). */
const isTheApps = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));

test.describe('a tap before the page is the app’s', () => {
  // A first visit: no service worker answers the app's code from its cache, so the test holds it.
  test.use({ serviceWorkers: 'block' });
  for (const moment of ['before the app has arrived', 'while the page’s own code is on its way'] as const) {
    test(`a tap on the page’s own button ${moment} is done once the page is the app’s`, async ({ page, isMobile }) => {
      await login(page, DEMO.secretaire);
      await page.waitForLoadState('networkidle');
      const releaseApp = await holdTheApp(page);
      let releasePage: () => void = () => undefined;
      const pageCode = new Promise<void>((resolve) => (releasePage = resolve));
      let pageCodeAsked: () => void = () => undefined;
      const pageCodeAskedFor = new Promise<void>((resolve) => (pageCodeAsked = resolve));
      // The page's chunk and the fund pages' shared one.
      await page.route(/\/assets\/(cotisation-mensuelles|FundPage)-[^/]*\.js$/, async (route) => {
        pageCodeAsked();
        await pageCode;
        await route.continue();
      });
      let downloads = 0;
      page.on('download', () => (downloads += 1));
      await page.goto('/cotisation/cotisationMensuelles');
      const heading = page.getByRole('heading', { name: 'Cotisations Mensuelles', level: 1 });
      await expect(heading).toBeVisible();
      if (moment !== 'before the app has arrived') {
        // The app has started and waits for the page's code before it takes the page over.
        releaseApp();
        await pageCodeAskedFor;
      }
      expect(await isTheApps(heading), 'tapped on the server’s page').toBe(false);
      // Phones: the page's actions sit behind its floating toggle; computers: 'Exporter' in its header.
      const tapped = page.getByRole('button', { name: isMobile ? 'Actions' : 'Exporter', exact: true });
      const download = isMobile ? null : page.waitForEvent('download');
      await tapped.click();
      releaseApp();
      releasePage();
      await expect.poll(() => isTheApps(heading)).toBe(true);
      if (download) {
        expect((await download).suggestedFilename()).toMatch(/^Cotisation Mensuelle \d{4}\.xlsx$/);
        await page.waitForLoadState('networkidle');
        expect(downloads, 'one tap, one export').toBe(1);
      } else {
        await expect(page.getByRole('button', { name: 'Exporter', exact: true })).toBeVisible();
        await expect(tapped).toHaveAttribute('aria-expanded', 'true');
      }
    });
  }
});

test('a switch tapped before the app has taken the page over keeps its state, and the app asks', async ({ page }) => {
  await login(page, DEMO.secretaire);
  await page.waitForLoadState('networkidle');
  const release = await holdTheApp(page);
  await page.goto('/cotisation/inscriptions');
  const toggle = page.getByRole('switch', { name: /^Fond de solidarité de / }).first();
  const before = await toggle.isChecked();
  expect(await isTheApps(toggle), 'tapped on the server’s page').toBe(false);
  await toggle.click();
  // Held for the app: not flipped by the browser behind the app's back.
  expect(await toggle.isChecked()).toBe(before);
  release();
  // Done by the app: its confirmation first, as for a tap on the app's own switch.
  const confirm = page.getByRole('dialog', { name: 'Fond de solidarité' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  expect(await toggle.isChecked()).toBe(before);
});

test('a category chosen in its list before the app has taken the page over is the page’s once it has', async ({
  page,
}) => {
  await login(page, DEMO.president);
  await page.waitForLoadState('networkidle');
  const release = await holdTheApp(page);
  await page.goto('/stats?caisse=3');
  await expect(page.getByRole('heading', { name: /^Cotisation Mensuelle · / })).toBeVisible();
  await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Fond de solidarité' });
  expect(await headingHydrated(page), 'chosen on the server’s page').toBe(false);
  release();
  // The list said 'Fond de solidarité': the page follows it, rather than showing another fund.
  await expect(page).toHaveURL(/caisse=1/);
  await expect(page.getByRole('heading', { name: /^Fond de solidarité · / })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('1');
});

test('scrolled down the written page before the app has taken it over: the page stays where it was', async ({
  page,
}) => {
  // A tap pressed as the page jumped back to its top landed on another element (CI: the
  // profile's receipts switch, out of the first screen, did nothing).
  await login(page, DEMO.membre);
  await page.waitForLoadState('networkidle');
  const release = await holdTheApp(page);
  await page.goto('/profile');
  const setting = page.getByRole('switch', { name: /Recevoir un reçu par SMS/ });
  await setting.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, 'the switch is below the first screen').toBeGreaterThan(0);
  release();
  await page.waitForFunction(
    () => (window as { __quartierEarlyInput?: { pageCommitted: boolean } }).__quartierEarlyInput?.pageCommitted,
  );
  expect(await isTheApps(setting)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // A page opened from the app starts at its top.
  if (isPhone()) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('link', { name: 'Mes contributions' }).click();
  await expect(page).toHaveURL(/\/myContributions$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a search typed before the app has taken Inscriptions over is searched once it has', async ({ page }) => {
  await login(page, DEMO.secretaire);
  await apiQuiet(page);
  const reads = watchReads(page);
  const release = await holdTheApp(page);
  await page.goto('/cotisation/inscriptions');
  const statuses = page.getByRole('button', { name: /^Statut de .*Changer le statut$/ });
  await expect(statuses.first(), 'the server’s first page of members').toBeVisible();
  expect(await statuses.count()).toBeGreaterThan(1);
  const search = page.getByRole('searchbox').first();
  expect(await isTheApps(search), 'typed into the server’s page').toBe(false);
  await search.fill('Mbarga Jean');
  release();
  await expect.poll(() => isTheApps(search)).toBe(true);
  // Searched without another key, and the field keeps what was typed.
  await expect.poll(() => reads.some((read) => read.includes('q=Mbarga'))).toBe(true);
  await expect(statuses).toHaveCount(1);
  await expect(statuses).toHaveAccessibleName('Statut de Jean Mbarga : Actif. Changer le statut');
  await expect(search).toHaveValue('Mbarga Jean');
});

test.describe('a phone whose browser says it is a computer', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  });

  test('the page written for a computer is hydrated, then laid out for the screen it is on', async ({
    page,
    isMobile,
  }) => {
    await login(page, DEMO.secretaire);
    await page.waitForLoadState('networkidle');
    await markServerHeading(page);
    const response = await page.goto('/dashboard');
    expect((await response?.text()) ?? '').toContain('"signedIn"');
    await expect.poll(() => headingHydrated(page)).toBe(true);
    expect(await headingKept(page)).toBe(true);
    // The screen's own layout follows the guess at once (no hydration error: every spec fails on one).
    await expect(page.getByRole('button', { name: /^Ouvrir le menu/ })).toBeVisible({ visible: isMobile });
    await expect(page.getByRole('navigation', { name: 'Menu latéral' })).toBeVisible({ visible: !isMobile });
  });
});

test('a page written for another session than the tab’s: the app draws the tab’s own, nothing of the other', async ({
  page,
}) => {
  await login(page, DEMO.president);
  await page.waitForLoadState('networkidle');
  // Another person signs in from this browser outside this tab (the page cookie is the browser's,
  // the tab keeps its own session): the server writes the Membre's dashboard.
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const other = await page.request.post('/api/auth/login', {
    data: { telephone: DEMO.membre, password: DEMO_PASSWORD, rememberMe: false },
    headers: { 'x-xsrf-token': xsrf },
  });
  expect(other.status()).toBe(200);
  await markServerHeading(page);
  const response = await page.goto('/dashboard');
  expect((await response?.text()) ?? '').toContain('"signedIn"');
  // The tab's own person (the Président) sees her own dashboard, drawn by the app.
  await expect(page.getByText('Total des trois caisses', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /Menu du compte de (Jean Mbarga|Mbarga Jean)/ })).toBeVisible();
  await expect.poll(() => headingHydrated(page)).toBe(true);
  expect(await headingKept(page), 'drawn again by the app, not hydrated').toBe(false);
});

test('after logout, the address of a signed-in page leads to the login page', async ({ page }) => {
  await login(page, DEMO.secretaire);
  await page.waitForLoadState('networkidle');
  const cookies = async () => (await page.context().cookies()).map((cookie) => cookie.name);
  expect(await cookies()).toContain('session_page');
  await page.getByRole('button', { name: /Menu du compte/ }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await page.getByRole('button', { name: 'Oui, je me déconnecte' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await cookies(), 'the page cookie is gone').not.toContain('session_page');
  const response = await page.goto('/dashboard');
  expect((await response?.text()) ?? '').not.toContain('"signedIn"');
  await expect(page).toHaveURL(/\/login$/);
});
