import type { Locator, Page } from '@playwright/test';
import { api, apiLogin, DEMO, expect, isPhone, snap, test } from '../support/fixtures.js';
import { backToFrenchAfterEach, expectNoFrenchWords, frenchTexts, signInInEnglish } from '../support/language.js';

// The statistics in English (issue 25, ADR 0029): a Président and a Membre who picked English on
// the login page walk /stats (every category, another year, the charts' tooltips, the annual
// report for the Président) and read no French word of the page's own texts. Data stay as they
// are: the association's name, people's names, the blocks' names, the report's file name.

const douala = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Douala', year: 'numeric' });
const YEAR = Number(douala.format(new Date()));
const PAST_YEAR = 2023;

/** The French of the app's catalogues (support/language.ts); none may show in English. */
const FRENCH = await frenchTexts();

/** The page's text (visible, and what screen readers are given: charts' summaries, hidden tables). */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label'));
    const hidden = [...document.querySelectorAll('table caption, th')].map((node) => node.textContent);
    return [document.body.innerText, ...labels, ...hidden].join('\n');
  });
}

async function expectNoFrench(page: Page, where: string, data: string[]) {
  expectNoFrenchWords(await pageText(page), FRENCH, where, data);
}

/** English amounts: a comma between thousands, never French narrow spaces. */
async function expectEnglishAmount(locator: Locator) {
  await expect(locator).toHaveText(/^-?\d{1,3}(,\d{3})* XAF$/);
}

/** Shows a chart's card of figures for its first category: a finger on a phone, the mouse elsewhere. */
async function pointAt(chart: Locator) {
  const surface = chart.locator('svg.chart-surface').first();
  await expect(surface).toBeVisible();
  const position = { x: 64, y: 60 };
  if (isPhone()) {
    // A finger held on the chart (a tap's lifting finger leaves the chart, and the card with it).
    const box = (await surface.boundingBox())!;
    await surface.dispatchEvent('pointerdown', {
      pointerType: 'touch',
      isPrimary: true,
      bubbles: true,
      clientX: box.x + position.x,
      clientY: box.y + position.y,
    });
  } else await surface.hover({ position });
  // The card of figures (PointCard): absolutely placed over the chart.
  const card = chart.locator('div[style*="position: absolute"]');
  await expect(card).toBeVisible();
  return card;
}

/** The value axis: English decimals ('1.5 M'), never the French comma or narrow spaces. */
async function expectEnglishAxis(chart: Locator) {
  const axis = chart.locator('svg.chart-surface text[text-anchor="end"]');
  await expect(axis.first()).toBeVisible();
  const labels = (await axis.allTextContents()).map((text) => text.trim());
  for (const label of labels) expect(label, `axis: ${labels.join(', ')}`).toMatch(/^-?[\d,]+(\.\d)?( [KM])?$/);
}

backToFrenchAfterEach();

for (const [role, phone, names] of [
  ['Président', DEMO.president, ['Mbarga', 'Jean']],
  ['Membre', DEMO.membre, ['Fotso', 'Paul']],
] as const)
  test(`the ${role} reads the statistics in English`, async ({ page }) => {
    const officer = role === 'Président';
    await signInInEnglish(page, phone);

    const token = await apiLogin(`+237${phone}`);
    const blocs = (await api('GET', '/user/genderPerBloc', { token })).body.blocs as string[];
    const data = ['ARB Bonamoussadi', ...names, ...blocs, `Rapport annuel ${YEAR}.pdf`];

    // Through the menu, as a person goes there: the statistics' words come in English at once.
    if (isPhone()) await page.getByRole('button', { name: /^Open the menu/ }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Statistics' }).click();
    await expect(page).toHaveURL(/\/stats/);
    await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();

    const category = page.getByRole('combobox', { name: 'Category' });
    const year = page.getByRole('combobox', { name: 'Year', exact: true });
    await expect(category).toHaveValue('3');
    await expect(year).toHaveValue(String(YEAR));
    await expect(category.locator('option')).toHaveText(['Solidarity fund', 'Registrations', 'Monthly contributions']);

    // The monthly fund: title, balance, the six cards with their comparisons.
    await expect(page.getByRole('heading', { name: `Monthly contributions · ${YEAR}` })).toBeVisible();
    await expect(page.getByTestId('solde-caisse')).toHaveText(/^Current balance: -?\d{1,3}(,\d{3})* XAF$/);
    await expect(page.getByText('Total contributions', { exact: true })).toBeVisible();
    await expect(page.getByText('Total withdrawals', { exact: true })).toBeVisible();
    await expect(page.getByText(`Contributions ${YEAR}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Withdrawals ${YEAR}`, { exact: true })).toBeVisible();
    await expectEnglishAmount(page.getByTestId('cotisations-total-value'));
    await expectEnglishAmount(page.getByTestId('sorties-annee-value'));
    await expect(page.getByTestId('cotisations-total')).toContainText('since 1 January');
    await expect(page.getByTestId('cotisations-annee')).toContainText('compared with');
    await expect(page.getByTestId('cotisations-mois').getByRole('heading')).toHaveText(
      new RegExp(`^Contributions [A-Z][a-z]+ ${YEAR}$`),
    );
    await expect(page.getByTestId('cotisations-mois')).toContainText('compared with');

    // The line chart: English title, summary, legend, axis, and its card of figures.
    const chart = page.getByTestId('graphique-entrees-sorties');
    await expect(chart.getByRole('heading', { name: `Money in and out per month in ${YEAR}` })).toBeVisible();
    await expect(
      chart.getByRole('img', { name: /per month in \d{4}: [\d,]+ XAF in and [\d,]+ XAF out/ }),
    ).toBeAttached();
    await expect(chart.getByText(/^In: [\d,]+ XAF · Out: [\d,]+ XAF$/)).toBeVisible();
    await expectEnglishAxis(chart);
    const figures = await pointAt(chart);
    await expect(figures).toContainText('Jan');
    await expect(figures).toContainText('In');
    await expect(figures).toContainText('Out');
    await expect(figures).toContainText(/\d XAF/);
    // The chart alone, its card of figures shown (a full-page picture resizes the window and hides it).
    await chart.screenshot({ path: `screenshots/${test.info().project.name}/en-stats-infobulle-${role}.png` });

    // The blocks' pie and the running totals.
    const pie = page.getByTestId('camembert-blocs');
    await expect(pie.getByRole('heading', { name: `Contributions ${YEAR} per block` })).toBeVisible();
    await expect(pie.getByText(/^Total: [\d,]+ XAF$/)).toBeVisible();
    const running = page.getByTestId('cumuls');
    await expect(running.getByRole('heading', { name: `Running totals of ${YEAR}` })).toBeVisible();
    await expect(running.locator('thead').getByRole('columnheader')).toHaveText(['Month', 'In', 'Out', 'Balance']);
    await expect(running.getByRole('rowheader').first()).toHaveText('January');

    // The annual report, for the officers: English card, toast; the file keeps its name.
    const report = page.getByRole('region', { name: 'Annual report (PDF)' });
    if (officer) {
      await expect(report.getByLabel('Year of the report')).toHaveValue(String(YEAR));
      const download = page.waitForEvent('download');
      await report.getByRole('button', { name: `Download the ${YEAR} report` }).click();
      expect((await download).suggestedFilename()).toBe(`Rapport annuel ${YEAR}.pdf`);
      await expect(page.getByText(`“Rapport annuel ${YEAR}.pdf” downloaded.`)).toBeVisible();
    } else {
      await expect(report).toHaveCount(0);
    }
    await page.waitForLoadState('networkidle');
    await expectNoFrench(page, 'monthly fund', data);
    await snap(page, `en-stats-mensuelle-${role}`);
    if (officer) await page.getByRole('button', { name: 'Close the notification' }).first().click();

    // Another year: the cards, the chart and the table follow.
    await year.selectOption(String(PAST_YEAR));
    await expect(page).toHaveURL(new RegExp(`annee=${PAST_YEAR}`));
    await expect(page.getByText(`Contributions ${PAST_YEAR}`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('cotisations-total')).toContainText('all years together');
    await expect(page.getByTestId('cumuls').getByRole('row')).toHaveCount(13);
    await expect(page.getByTestId('cumuls').getByRole('rowheader').last()).toHaveText('December');

    // The solidarity fund of that year.
    await category.selectOption({ label: 'Solidarity fund' });
    await expect(page.getByRole('heading', { name: `Solidarity fund · ${PAST_YEAR}` })).toBeVisible();
    await expect(
      page
        .getByTestId('graphique-entrees-sorties')
        .getByRole('heading', { name: `Money in and out per month in ${PAST_YEAR}` }),
    ).toBeVisible();
    await expectEnglishAxis(page.getByTestId('graphique-entrees-sorties'));
    await page.waitForLoadState('networkidle');
    await expectNoFrench(page, 'solidarity fund', data);
    await snap(page, `en-stats-solidarite-${role}`);

    // Registrations: the year does not apply; cards, the members per block, men and women per block.
    await category.selectOption({ label: 'Registrations' });
    await expect(year).toBeDisabled();
    await expect(
      page.getByText('The year does not apply to registrations: the figures cover every member.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Registrations · all members' })).toBeVisible();
    for (const title of ['Members', 'Women', 'Men', 'Registration fees'])
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('inscrits-femmes')).toContainText('of the members');
    await expectEnglishAmount(page.getByTestId('inscrits-droits-value'));
    const members = page.getByTestId('membres-par-bloc');
    await expect(members.getByRole('heading', { name: 'Members per block' })).toBeVisible();
    await expect(members.getByText(/^[\d,]+ members in \d+ blocks?$/)).toBeVisible();
    await expect(members.getByRole('img', { name: /^Members per block: / })).toBeAttached();
    const blocTable = page.getByRole('table', { name: 'Members per block, from the largest to the smallest' });
    await expect(blocTable.locator('thead').getByRole('columnheader')).toHaveText(['Block', 'Members', 'Share']);
    await expect(blocTable.getByText('largest').first()).toBeVisible();
    const gender = page.getByTestId('genre-par-bloc');
    await expect(gender.getByRole('heading', { name: 'Men and women per block' })).toBeVisible();
    await expect(
      gender.getByRole('img', { name: /^Men and women per block: .* (woman|women) and .* (man|men)/ }),
    ).toBeAttached();
    await expect(gender.getByRole('table').locator('thead').getByRole('columnheader')).toHaveText([
      'Block',
      'Women',
      'Men',
      'Total',
    ]);
    const bars = await pointAt(gender);
    await expect(bars).toContainText('Women');
    await expect(bars).toContainText('Men');
    await page.waitForLoadState('networkidle');
    await expectNoFrench(page, 'registrations', data);
    await snap(page, `en-stats-inscriptions-${role}`);
  });
