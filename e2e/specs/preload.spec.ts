import type { Page } from '@playwright/test';
import { apiQuiet, watchReads } from '../support/reads.js';
import { DEMO, DEMO_PASSWORD, expect, isPhone, login as signIn, test } from '../support/fixtures.js';

/**
 * Opening a signed-in page by its address (a reload, a bookmark, the installed app's start):
 * the router asks for the page's first answers at once, while the page's code downloads
 * (src/app/router.tsx, the page's `preload` module in the entry). Proves that they are asked for
 * before the page's code has arrived, that none is asked for twice (the
 * preload uses the very queries the page then reads) and that the right ones are asked for, for
 * an officer and a Membre (whose dashboard has her own cards), and on a fund page opened on
 * another year than the current one, and on its withdrawals tab; Mes contributions on a fund
 * and a year taken from the address. The page the app starts on waits for those answers (a
 * bounded time) and draws once, with its figures; a slow answer does not hold it back. The
 * dashboard loads neither the menus' nor the dialogs' code, which comes on first use and behaves
 * as before (keyboard, focus), and the French number data are loaded by a worker meanwhile.
 * Signing in, the shell's and the landing page's code download while the password is checked.
 *
 * All of this is the app's own start, on a page the server did not write: a session from before
 * the page cookie, or a tab whose session is not the cookie's (ADR 0030 step 2). The page cookie
 * is dropped after signing in; the pages the server writes are in server-html-signed-in.spec.ts.
 */
async function login(page: Page, telephone: string) {
  await signIn(page, telephone);
  await page.context().clearCookies({ name: 'session_page' });
}

function duplicates(reads: string[]) {
  return reads.filter((read, index) => reads.indexOf(read) !== index);
}

async function reopen(page: Page, path: string) {
  // The page left by the sign-in finishes its own reads first: they are not the reopened page's.
  await apiQuiet(page);
  const reads = watchReads(page);
  await page.goto(path);
  await apiQuiet(page);
  return reads;
}

for (const [who, telephone, ownCards] of [
  ['le Président', DEMO.president, false],
  ['un Membre', DEMO.membre, true],
] as const) {
  test(`tableau de bord rouvert par ${who} : ses réponses demandées une fois chacune`, async ({ page }) => {
    await login(page, telephone);
    const reads = await reopen(page, '/dashboard');
    await expect(page.getByText('Voici les chiffres de l’association', { exact: false })).toBeVisible();
    expect(duplicates(reads), `réponses demandées deux fois : ${reads.join(', ')}`).toEqual([]);
    for (const expected of [
      '/api/cotisation/totals',
      '/api/cotisation/genders',
      '/api/cotisation/getGeneralNotifications',
    ])
      expect(reads).toContain(expected);
    expect(reads.some((read) => read.startsWith('/api/stats/totals/3/'))).toBe(true);
    expect(
      reads.some((read) => read.startsWith('/api/stats/userContributions/')),
      'cartes personnelles',
    ).toBe(ownCards);
  });
}

test('page d’une caisse rouverte : le tableau demandé une seule fois, pour l’année de l’adresse', async ({ page }) => {
  await login(page, DEMO.secretaire);
  const reads = await reopen(page, '/cotisation/fondSolidarite?annee=2023');
  await expect(page.getByRole('heading', { name: 'Fond de solidarité', level: 1 })).toBeVisible();
  await expect(page.getByTestId('ledger-totals')).toBeVisible();
  const tables = reads.filter((read) => read.startsWith('/api/cotisation/getTransactions/'));
  expect(tables).toEqual(['/api/cotisation/getTransactions/1/2023?page=1&pageSize=10']);
  expect(duplicates(reads), `réponses demandées deux fois : ${reads.join(', ')}`).toEqual([]);
});

test('page d’une caisse rouverte sur ses sorties : les sorties et le solde demandés une fois', async ({ page }) => {
  await login(page, DEMO.secretaire);
  const reads = await reopen(page, '/cotisation/cotisationMensuelles?categorie=sorties');
  await expect(page.getByRole('heading', { name: 'Cotisations Mensuelles', level: 1 })).toBeVisible();
  await expect(page.getByTestId('fund-balance')).toBeVisible();
  expect(reads.filter((read) => read.startsWith('/api/cotisation/getSorties/'))).toEqual([
    '/api/cotisation/getSorties/3',
  ]);
  expect(reads.filter((read) => read.startsWith('/api/cotisation/getTransactions/3/'))).toHaveLength(1);
  expect(duplicates(reads), `réponses demandées deux fois : ${reads.join(', ')}`).toEqual([]);
});

test('Mes contributions rouvertes sur une caisse et une année : leurs chiffres demandés une fois', async ({ page }) => {
  await login(page, DEMO.membre);
  const reads = await reopen(page, '/myContributions?caisse=1&annee=2023');
  await expect(page.getByRole('heading', { name: 'Mes contributions', level: 1 })).toBeVisible();
  const figures = reads.filter((read) => read.startsWith('/api/stats/userContributions/'));
  expect(figures).toHaveLength(1);
  expect(figures[0]).toMatch(/^\/api\/stats\/userContributions\/1\/2023\/\d+$/);
  expect(duplicates(reads), `réponses demandées deux fois : ${reads.join(', ')}`).toEqual([]);
});

for (const [name, path, chunk, answer] of [
  ['tableau de bord rouvert', '/dashboard', /\/assets\/dashboard-[\w-]+\.js$/, '/api/cotisation/totals'],
  [
    'page d’une caisse rouverte',
    '/cotisation/cotisationMensuelles',
    /\/assets\/FundPage-[\w-]+\.js$/,
    '/api/cotisation/getTransactions/3/',
  ],
] as const) {
  test(`${name} : ses réponses demandées pendant que son code arrive`, async ({ page }) => {
    await login(page, DEMO.president);
    await page.waitForLoadState('networkidle');
    let asked = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(answer)) asked = true;
    });
    // The page's code is held back until its answer has been asked for (or 5 s have passed).
    let askedBeforeCode: boolean | null = null;
    await page.route(chunk, async (route) => {
      await expect
        .poll(() => asked, { timeout: 5000 })
        .toBe(true)
        .catch(() => undefined);
      askedBeforeCode = asked;
      await route.continue();
    });
    await page.goto(path);
    await expect.poll(() => askedBeforeCode, { message: 'le code de la page est venu par le réseau' }).not.toBeNull();
    expect(askedBeforeCode, 'réponse demandée avant l’arrivée du code de la page').toBe(true);
    await expect(page.locator('main').getByText(/XAF/).first()).toBeVisible();
  });
}

test('connexion : la coque et le tableau de bord se téléchargent pendant que le mot de passe est vérifié', async ({
  page,
}) => {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  const code: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) code.push(path);
  });
  const pageCode = /\/assets\/(AppLayout|dashboard)-[\w-]+\.js$/;
  const asked = (paths: string[]) => paths.filter((path) => pageCode.test(path)).map((path) => path.split('-')[0]);
  // The sign-in's answer is held until both have been asked for (or 5 s have passed).
  let codeBeforeAnswer: string[] | null = null;
  await page.route('**/api/auth/login', async (route) => {
    await expect
      .poll(() => asked(code).length, { timeout: 5000 })
      .toBe(2)
      .catch(() => undefined);
    codeBeforeAnswer = [...code];
    await route.continue();
  });
  await page.getByLabel('Téléphone').fill(DEMO.president);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Voici les chiffres de l’association', { exact: false })).toBeVisible();
  expect(codeBeforeAnswer, 'la réponse de la connexion est passée par le réseau').not.toBeNull();
  expect(asked(codeBeforeAnswer ?? []).sort(), 'demandés avant la réponse de la connexion').toEqual([
    '/assets/AppLayout',
    '/assets/dashboard',
  ]);
});

/** The lazily loaded code of the shell's menus and dialogs (ADR 0013). */
const OVERLAY_CODE = /\/assets\/(overlays|Menu|AccountMenu|NavDrawer)-[\w-]+\.js$/;

/** Records, from the first byte of the page, whether a loading placeholder was ever drawn. */
async function watchPlaceholders(page: Page) {
  await page.addInitScript(() => {
    const seen = { placeholder: false };
    (window as unknown as { __placeholders: typeof seen }).__placeholders = seen;
    new MutationObserver(() => {
      if (document.querySelector('.mantine-Skeleton-root')) seen.placeholder = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __placeholders: { placeholder: boolean } }).__placeholders);
}

test('tableau de bord rouvert : dessiné une fois, avec ses chiffres, sans espaces réservés', async ({ page }) => {
  await login(page, DEMO.president);
  await page.waitForLoadState('networkidle');
  // An answer that takes a moment, as on a mobile network: the page waits for it rather than
  // drawing placeholders first.
  await page.route('**/api/cotisation/totals', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const placeholders = await watchPlaceholders(page);
  await page.goto('/dashboard');
  await expect(page.getByText('Voici les chiffres de l’association', { exact: false })).toBeVisible();
  await expect(page.getByText('Total des trois caisses', { exact: false })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await placeholders()).placeholder, 'un espace réservé a été dessiné avant les chiffres').toBe(false);
});

test('une réponse lente ne retient pas la page : elle se dessine avec ses espaces réservés', async ({ page }) => {
  await login(page, DEMO.president);
  await page.waitForLoadState('networkidle');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/cotisation/totals', async (route) => {
    await held;
    await route.continue();
  });
  const placeholders = await watchPlaceholders(page);
  await page.goto('/dashboard');
  // The page waits a bounded time (FIRST_ANSWERS_WAIT_MS, 1.5 s) for its first answers, then draws.
  await expect(page.getByText('Voici les chiffres de l’association', { exact: false })).toBeVisible({
    timeout: 5_000,
  });
  await expect.poll(async () => (await placeholders()).placeholder).toBe(true);
  await expect(page.getByText('Total des trois caisses', { exact: false })).toHaveCount(0);
  release();
  await expect(page.getByText('Total des trois caisses', { exact: false })).toBeVisible();
});

test('tableau de bord rouvert : dessiné sans le code des menus et des fenêtres, chargé ensuite', async ({ page }) => {
  await login(page, DEMO.president);
  await page.waitForLoadState('networkidle');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The overlay code (menus, drawer, dialogs) held back: the page must draw all its figures without it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(OVERLAY_CODE, async (route) => {
    await held;
    await route.continue();
  });
  // The French number and date data are loaded on another thread while the page's code travels.
  const worker = page.waitForEvent('worker');
  await page.goto('/dashboard');
  await expect(page.getByText('Total des trois caisses', { exact: false })).toBeVisible();
  expect((await worker).url()).toContain('/warm-up-intl.js');
  // Once the page is drawn, the menu's code is fetched while the browser is idle.
  await expect.poll(() => scripts.some((script) => /\/assets\/AccountMenu-/.test(script))).toBe(true);
  release();
  await page.waitForLoadState('networkidle');

  // A weak phone's processor (6× slower): there, the drawer's focus trap once moved the focus
  // before the drawer had noted where to give it back, and the focus was lost when it closed.
  if (isPhone()) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  }

  // The avatar menu still opens from the keyboard while its code arrives, takes the focus and
  // gives it back on Escape.
  const avatar = page.getByRole('button', { name: /Menu du compte/ });
  await avatar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]')))).toBe(true);
  await page.keyboard.press('ArrowDown');
  // The first entry: Profil, or for a person of several associations, the first other one (issue 21).
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(avatar).toBeFocused();
  // Opened again, it takes the focus again (on phones the dropdown once lost it while shifted into view).
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
  await page.waitForTimeout(300);
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="menu"]')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(avatar).toBeFocused();

  // On phones, the side menu's drawer too: it opens from the keyboard and gives the focus back.
  if (isPhone()) {
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Menu latéral' })).toBeVisible();
    expect(scripts.some((script) => /\/assets\/NavDrawer-/.test(script))).toBe(true);
    // As a person would, Escape once the focus is in the drawer: its focus trap moves it there in a
    // timer, and an Escape before it leaves Mantine nowhere to give the focus back from.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu latéral' })).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  }

  // Déconnexion asks first, in its dialog loaded on demand, and gives the focus back to the avatar.
  await avatar.click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('dialog', { name: 'Déconnexion' })).toBeVisible();
  await page.getByRole('button', { name: 'Non, Je reste' }).click();
  await expect(page.getByRole('dialog', { name: 'Déconnexion' })).toHaveCount(0);
  await expect(avatar).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('le code du menu ne peut pas venir : la coque reste, un message le dit, le menu revient en ligne', async ({
  page,
}) => {
  await login(page, DEMO.president);
  await page.waitForLoadState('networkidle');
  // The menu's own files fail (the toasts' code, which shares the overlay chunk, still comes).
  const menuCode = /\/assets\/(Menu|AccountMenu)-[\w-]+\.js$/;
  await page.route(menuCode, (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  await expect(page.getByText('Total des trois caisses', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: /Menu du compte/ }).click();
  await expect(page.getByText('Le menu n’a pas pu être chargé', { exact: false })).toBeVisible();
  await expect(page.getByText('Total des trois caisses', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();

  await page.unroute(menuCode);
  await page.getByRole('button', { name: /Menu du compte/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
});
