import type { Page } from '@playwright/test';
import { api, apiLogin, DEMO, dismissToast, expect, login, snap, test } from '../support/fixtures.js';

/**
 * Dashboard, Statistiques and Mes contributions, at phone (412x823) and desktop (1366x800)
 * size, on the demo association (payments since 2021):
 * - a Membre sees her own cards on the dashboard, never the total of the three funds;
 * - she walks the statistics of each category, changes the year, and finds the year selector
 *   disabled for Inscriptions;
 * - 'Mes contributions' shows the amounts the API gives for her, in French formatting;
 * - the Secrétaire's dashboard shows the total of the three funds;
 * - the login and list pages never fetch the charting library;
 * - no page scrolls sideways on a phone.
 */

const fr = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
/** '12 500 XAF' as the screens write it (formatXaf of the shared package). */
const xaf = (amount: number) => `${fr.format(amount)} XAF`;
/** French grouping uses narrow no-break spaces: compare texts with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();

const douala = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Douala', year: 'numeric', month: 'numeric' });
const part = (type: string) => Number(douala.formatToParts(new Date()).find((p) => p.type === type)?.value);
const YEAR = part('year');
const PAST_YEAR = 2023;

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // What sticks out, to say where the problem is when there is one.
    const fixed = (element: Element | null): boolean =>
      element !== null && (getComputedStyle(element).position === 'fixed' || fixed(element.parentElement));
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !fixed(element))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.getAttribute('class')).slice(0, 60)} → ${Math.round(element.getBoundingClientRect().right)}px`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, wide };
  });
  expect(scrollWidth, `la page ne défile pas horizontalement : ${wide.join(' ; ')}`).toBeLessThanOrEqual(clientWidth);
}

async function expectText(page: Page, testId: string, expected: string) {
  await expect.poll(async () => plain(await page.getByTestId(testId).textContent())).toBe(plain(expected));
}

/** The member id and a token of a demo login, for the API calls that check the screens. */
async function apiSession(phone: string) {
  const token = await apiLogin(phone);
  const me = await api('GET', '/auth/me', { token });
  expect(me.status).toBe(200);
  return { token, id: me.body.membre.id as number };
}

/** Records the scripts a page fetches, to prove the charting library stays out of a page. */
function watchScripts(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}
const chartScript = (url: string) => /recharts|mantine-charts/i.test(url);

test('le Membre voit ses cartes sur le tableau de bord, sans le total des trois caisses', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(chartScript), 'la page de connexion ne charge pas les graphiques').toEqual([]);

  // A reminder from the Secrétaire, so that the preview has something to show.
  const reminder = `Réunion du bloc (${test.info().project.name})`;
  const sent = await api('POST', '/cotisation/newNotification', {
    token: await apiLogin(DEMO.secretaire),
    body: {
      titre: reminder,
      contenu: 'Réunion samedi à 16 h devant la chefferie. Merci d’être à l’heure.',
      type: 'rappel',
    },
  });
  expect(sent.status).toBe(200);

  await login(page, DEMO.membre);
  const { token, id } = await apiSession(DEMO.membre);
  const [monthly, solidarity, myMonth] = await Promise.all([
    api('GET', `/stats/userContributions/3/${YEAR}/${id}`, { token }),
    api('GET', `/stats/userContributions/1/${YEAR}/${id}`, { token }),
    api('GET', `/cotisation/myMonthlyContributions/${id}`, { token }),
  ]);

  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bonjour Paul' })).toBeVisible();

  // Association cards, abbreviated (K / M), and the month with its computed trend.
  await expect(page.getByTestId('carte-solidarite-value')).toContainText(/\d.*XAF/);
  await expect(page.getByTestId('carte-inscriptions')).toContainText(/membres × 5\s000 XAF/);
  await expect(page.getByTestId('carte-membres')).toContainText(/femmes?/);
  await expect(page.getByTestId('carte-cotisations-du-mois')).toContainText(/par rapport à/);
  await expect(page.getByTestId('carte-cotisations-du-mois')).not.toContainText('-20,9');

  // The member's own cards, with the API's figures and the registration fee.
  await expectText(page, 'mois-mensuelle', xaf(myMonth.body.mensuel.montant));
  await expectText(page, 'mois-solidarite', xaf(myMonth.body.solidarite.montant));
  await expectText(page, 'annee-mensuelle', xaf(monthly.body.year));
  await expectText(page, 'annee-solidarite', xaf(solidarity.body.year));
  await expectText(page, 'frais-inscription', xaf(5000));
  await expect(page.getByTestId('carte-mes-sorties')).toContainText(xaf(monthly.body.sorties.global));

  // The 'Caisses' doughnut without the total; the notifications preview.
  await expect(page.getByTestId('carte-caisses').getByRole('img', { name: /Soldes des caisses/ })).toBeVisible();
  await expect(page.getByTestId('total-caisses')).toHaveCount(0);
  await expect(page.getByText(/Total des trois caisses/)).toHaveCount(0);
  const preview = page.getByTestId('apercu-notifications');
  await expect(preview.getByText(reminder)).toBeVisible();
  expect(await preview.getByRole('listitem').count()).toBeLessThanOrEqual(3);
  await expect(preview.getByRole('link', { name: /Tout voir/ })).toHaveAttribute('href', '/notifications');

  await expectNoSidewaysScroll(page);
  await dismissToast(page);
  await snap(page, 'stats-tableau-de-bord-membre');

  await page.getByTestId('tuile-mes-contributions').click();
  await expect(page).toHaveURL(/\/myContributions$/);
  await expect(page.getByRole('heading', { name: 'Mes contributions', level: 1 })).toBeVisible();
});

test('le Membre parcourt les statistiques de chaque catégorie', async ({ page }) => {
  await login(page, DEMO.membre);
  const token = await apiLogin(DEMO.membre);
  await page.goto('/stats');
  await expect(page.getByRole('heading', { name: 'Statistiques', level: 1 })).toBeVisible();

  const category = page.getByRole('combobox', { name: 'Catégorie' });
  const year = page.getByRole('combobox', { name: 'Année' });
  await expect(category).toHaveValue('3');
  await expect(year).toHaveValue(String(YEAR));
  await expect(year).toBeEnabled();

  // Monthly fund, current year: six cards matching the API, the chart, the pie, the running totals.
  let totals = (await api('GET', `/stats/totals/3/${YEAR}`, { token })).body;
  await expectText(page, 'cotisations-total-value', xaf(totals.totalCotisations));
  await expectText(page, 'cotisations-annee-value', xaf(totals.cotisationsAnnee));
  await expectText(page, 'sorties-annee-value', xaf(totals.sortiesAnnee));
  await expect(page.getByTestId('cotisations-mois')).toContainText(/par rapport à/);
  const chart = page.getByTestId('graphique-entrees-sorties');
  await expect(chart.locator('svg.chart-surface').first()).toBeVisible();
  await expect(chart.getByRole('img', { name: /Entrées et sorties par mois/ })).toBeVisible();
  await expect(page.getByTestId('camembert-blocs').getByRole('list')).toBeVisible();
  await expect(page.getByTestId('cumuls').getByRole('table')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'stats-statistiques-mensuelle');

  // Another year: the cards and the address follow.
  await year.selectOption(String(PAST_YEAR));
  await expect(page).toHaveURL(new RegExp(`annee=${PAST_YEAR}`));
  await expect(page.getByRole('heading', { name: `Cotisations ${PAST_YEAR}`, exact: true })).toBeVisible();
  totals = (await api('GET', `/stats/totals/3/${PAST_YEAR}`, { token })).body;
  await expectText(page, 'cotisations-annee-value', xaf(totals.cotisationsAnnee));
  await expect(page.getByTestId('cumuls').getByRole('row')).toHaveCount(13);

  // Solidarity fund of that year.
  await category.selectOption({ label: 'Fond de solidarité' });
  await expect(page.getByRole('heading', { name: `Fond de solidarité · ${PAST_YEAR}` })).toBeVisible();
  totals = (await api('GET', `/stats/totals/1/${PAST_YEAR}`, { token })).body;
  await expectText(page, 'cotisations-annee-value', xaf(totals.cotisationsAnnee));
  await expect(page.getByTestId('graphique-entrees-sorties').locator('svg.chart-surface').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'stats-statistiques-solidarite');

  // Inscriptions: the year does not apply.
  await category.selectOption({ label: 'Inscriptions' });
  await expect(year).toBeDisabled();
  await expect(page.getByText('L’année ne s’applique pas aux inscriptions')).toBeVisible();
  const perBloc = (await api('GET', '/user/genderPerBloc', { token })).body;
  const members = (perBloc.users as number[]).reduce((sum, n) => sum + n, 0);
  const women = (perBloc.womenList as number[]).reduce((sum, n) => sum + n, 0);
  await expectText(page, 'inscrits-total-value', fr.format(members));
  await expectText(page, 'inscrits-femmes-value', fr.format(women));
  await expectText(page, 'inscrits-droits-value', xaf(members * 5000));
  const blocTable = page.getByRole('table', { name: /Membres par bloc/ });
  await expect(blocTable.getByRole('row')).toHaveCount((perBloc.blocs as string[]).length + 1);
  // Two blocks can tie for the largest (other specs register members in the same run).
  await expect(blocTable.getByText('le plus grand').first()).toBeVisible();
  await expect(page.getByTestId('genre-par-bloc').locator('svg.chart-surface').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'stats-statistiques-inscriptions');

  // Back to a fund: the year selector is usable again.
  await category.selectOption({ label: 'Cotisation mensuelle' });
  await expect(year).toBeEnabled();
  await year.selectOption(String(YEAR));
  await expect(page.getByRole('heading', { name: `Cotisations ${YEAR}`, exact: true })).toBeVisible();
});

test('le Membre retrouve dans Mes contributions les montants de l’API', async ({ page }) => {
  await login(page, DEMO.membre);
  const { token, id } = await apiSession(DEMO.membre);
  await page.goto('/myContributions');
  await expect(page.getByRole('heading', { name: 'Mes contributions', level: 1 })).toBeVisible();

  const check = async (categoryId: 1 | 3, year: number) => {
    const answer = await api('GET', `/stats/userContributions/${categoryId}/${year}/${id}`, { token });
    expect(answer.status).toBe(200);
    const data = answer.body;
    await expectText(page, 'mes-total-value', xaf(data.global));
    await expectText(page, 'mes-annee-value', xaf(data.year));
    await expectText(page, 'mes-mois-value', xaf(data.month));
    await expectText(page, 'mes-meilleure-value', xaf(data.best));
    await expect(page.getByRole('heading', { name: `Cotisations ${year}`, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Contributions sur l’année ${year}` })).toBeVisible();
    await expect(page.getByTestId('graphique-mois').locator('svg.chart-surface').first()).toBeVisible();
    const years = data.totalContributionsPerYears as Array<{ totalAmount: number }>;
    const yearly = page.getByTestId('graphique-annees');
    if (years.some((entry) => entry.totalAmount !== 0)) {
      await expect(yearly.locator('svg.chart-surface').first()).toBeVisible();
    } else {
      await expect(yearly.getByText('Aucune contribution pour le moment')).toBeVisible();
    }
    return data;
  };

  const category = page.getByRole('combobox', { name: 'Catégorie' });
  const year = page.getByRole('combobox', { name: 'Année' });
  await expect(category).toHaveValue('3');
  await expect(year).toBeEnabled();
  const current = await check(3, YEAR);
  expect(current.global, 'le membre de démonstration a cotisé').toBeGreaterThan(0);
  await expectNoSidewaysScroll(page);
  await snap(page, 'stats-mes-contributions-mensuelle');

  await category.selectOption({ label: 'Fond de solidarité' });
  await year.selectOption(String(PAST_YEAR));
  await expect(page).toHaveURL(new RegExp(`caisse=1.*annee=${PAST_YEAR}|annee=${PAST_YEAR}.*caisse=1`));
  await check(1, PAST_YEAR);
  await expectNoSidewaysScroll(page);
  await snap(page, 'stats-mes-contributions-solidarite');
});

test('la Secrétaire voit le total des trois caisses', async ({ page }) => {
  await login(page, DEMO.secretaire);
  const token = await apiLogin(DEMO.secretaire);
  const totals = (await api('GET', '/cotisation/totals', { token })).body.totals as Array<[string, number]>;
  const sum = totals.reduce((total, [, amount]) => total + amount, 0);

  await expect(page.getByRole('heading', { name: 'Bonjour Christelle' })).toBeVisible();
  await expectText(page, 'total-caisses', `Total des trois caisses : ${xaf(sum)}`);
  await expect(page.getByTestId('carte-mes-cotisations')).toHaveCount(0);
  await expect(page.getByTestId('carte-mes-sorties')).toHaveCount(0);
  await expect(page.getByTestId('carte-caisses').getByRole('list', { name: 'Solde des caisses' })).toContainText(
    xaf(totals[0]![1]),
  );
  await expectNoSidewaysScroll(page);
  await dismissToast(page);
  await snap(page, 'stats-tableau-de-bord-secretaire');

  // A list page loaded on its own does not fetch the charting library.
  const scripts = watchScripts(page);
  await page.goto('/cotisation/inscriptions');
  await expect(page.getByRole('heading', { name: 'Inscriptions', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(chartScript), 'la page Inscriptions ne charge pas les graphiques').toEqual([]);
});

test('une panne du serveur s’affiche en français, sans casser le reste de la page', async ({ page }) => {
  await login(page, DEMO.membre);
  await page.route('**/api/stats/totals/**', (route) =>
    route.fulfill({ status: 500, json: { status: 'error', msg: 'Erreur interne du serveur.' } }),
  );
  // The page opened by its address comes written by the server with its figures (ADR 0030): the
  // failure is the app's own read, when the member picks another category.
  await page.goto('/stats?caisse=3');
  await expect(page.getByTestId('cumuls').getByRole('table')).toBeVisible();
  await page.getByRole('combobox', { name: 'Catégorie' }).selectOption({ label: 'Fond de solidarité' });
  const alert = page.getByRole('alert').filter({ hasText: 'Les chiffres de la caisse n’ont pas pu être chargés' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('Erreur interne du serveur.');
  await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  // The other blocks do not depend on the failed call.
  await expect(page.getByTestId('graphique-entrees-sorties').locator('svg.chart-surface').first()).toBeVisible();
  await expect(page.getByTestId('cumuls').getByRole('table')).toBeVisible();
});

test('un graphique sans montant n’écrit qu’un seul 0 sur son axe', async ({ page }) => {
  // A member who joined after 2021 (demo seed): her 2021 bar chart is empty.
  const staff = await apiLogin(DEMO.secretaire);
  const list = (await api('GET', '/cotisation/allMembres', { token: staff })).body.members as Array<{
    id: number;
    telephone: string | null;
    statut: string;
    createdAt: string;
  }>;
  const late = list.find((m) => m.statut === 'Actif' && m.telephone && new Date(m.createdAt).getUTCFullYear() > 2021);
  expect(late, 'un membre inscrit après 2021').toBeTruthy();
  const empty = await api('GET', `/stats/userContributions/3/2021/${late!.id}`, { token: staff });
  expect(empty.body.year).toBe(0);

  await login(page, late!.telephone!);
  await page.goto('/myContributions?caisse=3&annee=2021');
  const chart = page.getByTestId('graphique-mois');
  await expect(chart.locator('svg.chart-surface').first()).toBeVisible();
  const axis = chart.locator('svg.chart-surface text[text-anchor="end"]');
  await expect(axis.first()).toBeVisible();
  const labels = (await axis.allTextContents()).map((text) => text.trim());
  expect(
    labels.filter((text) => text === '0'),
    `axe : ${labels.join(', ')}`,
  ).toHaveLength(1);
  expect(new Set(labels).size, `axe : ${labels.join(', ')}`).toBe(labels.length);
  await snap(page, 'stats-mes-contributions-vide');
});
