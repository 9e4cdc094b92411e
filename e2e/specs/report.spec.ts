import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { FRENCH_MONTHS } from '../../packages/shared/src/constants.js';
import { pdfLines, plain } from '../../apps/server/src/test/pdf-text.js';
import { DEMO, expect, login, snap, test } from '../support/fixtures.js';

/**
 * The year's report (issue 26): the Président opens the statistics, picks last year in the
 * 'Rapport annuel (PDF)' card and downloads it; the PDF's text (pdf.js, through unpdf) shows the
 * totals that the statistics API answers to the same browser session, fund by fund and month
 * by month, with French accents. At phone size (412x823) and on a desktop (1366x800).
 */

const fr = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
/** '12 500 XAF' as the report writes it (formatXaf of the shared package), spaces made plain. */
const xaf = (amount: number) => plain(`${fr.format(amount)} XAF`);
const YEAR =
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Douala', year: 'numeric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'year')?.value,
  ) - 1;

/** A statistics call made by the page itself, with the session it holds. */
async function statsOfSession(page: Page, path: string) {
  return page.evaluate(async (p) => {
    const token = sessionStorage.getItem('token') ?? localStorage.getItem('token');
    const response = await fetch(`/api${p}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.json() };
  }, path);
}

test('the Président downloads the year’s report and finds the statistics’ totals in it', async ({ page }) => {
  await login(page, DEMO.president);
  await page.goto(`/stats?caisse=3&annee=${YEAR}`);
  const card = page.getByRole('region', { name: 'Rapport annuel (PDF)' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByLabel('Année du rapport')).toHaveValue(String(YEAR));
  await snap(page, 'rapport-annuel');
  // What the screen shows around the card, at its real size.
  await card.screenshot({ path: `screenshots/${test.info().project.name}/rapport-annuel-carte.png` });

  const waiting = page.waitForEvent('download');
  await card.getByRole('button', { name: `Télécharger le rapport ${YEAR}` }).click();
  const download = await waiting;
  expect(download.suggestedFilename()).toBe(`Rapport annuel ${YEAR}.pdf`);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText(`« Rapport annuel ${YEAR}.pdf » téléchargé.`)).toBeVisible();

  const lines = await pdfLines(bytes);
  expect(lines).toContain(`Rapport annuel ${YEAR}`);
  expect(lines).toContain('Pour l’assemblée générale');
  expect(lines.some((l) => l.includes('(Président)'))).toBe(true);

  const funds = [
    { caisse: 1, name: 'Fond de solidarité' },
    { caisse: 3, name: 'Cotisation Mensuelle' },
  ];
  const sections = lines.flatMap((line, i) => (line === 'Cotisations et sorties par mois' ? [i - 5] : []));
  expect(sections).toHaveLength(2);
  for (const [index, fund] of funds.entries()) {
    const totals = await statsOfSession(page, `/stats/totals/${fund.caisse}/${YEAR}`);
    const perMonth = await statsOfSession(page, `/stats/amountsPerMonth/${fund.caisse}/${YEAR}`);
    expect(totals.status).toBe(200);
    expect(perMonth.status).toBe(200);
    const section = lines.slice(sections[index], index === 0 ? sections[1] : lines.indexOf(`Inscriptions ${YEAR}`));
    expect(section[0]).toBe(fund.name);
    expect(section).toContain(`Cotisations ${YEAR} ${xaf(totals.body.cotisationsAnnee)}`);
    expect(section).toContain(`Sorties validées ${YEAR} ${xaf(totals.body.sortiesAnnee)}`);
    FRENCH_MONTHS.forEach((month, i) =>
      expect(section).toContain(
        `${month} ${xaf(perMonth.body.cotisation[i].totalAmount)} ${xaf(perMonth.body.sortie[i].totalAmount)}`,
      ),
    );
    expect(section).toContain(`Total ${xaf(totals.body.cotisationsAnnee)} ${xaf(totals.body.sortiesAnnee)}`);
    // Opening and closing balances agree with each other and with the year's figures.
    const amountAfter = (label: string) => {
      const line = section.find((l) => l.startsWith(`${label} `)) ?? '';
      return Number(line.slice(label.length).replace(/[^\d]/g, ''));
    };
    expect(amountAfter(`Solde au 31 décembre ${YEAR}`)).toBe(
      amountAfter(`Solde au 1er janvier ${YEAR}`) + totals.body.cotisationsAnnee - totals.body.sortiesAnnee,
    );
    expect(amountAfter(`Solde au 1er janvier ${YEAR}`)).toBeGreaterThan(0);
  }
});

test('a Membre sees no annual report on the statistics page', async ({ page }) => {
  await login(page, DEMO.membre);
  await page.goto(`/stats?caisse=3&annee=${YEAR}`);
  await expect(page.getByLabel('Catégorie')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Rapport annuel (PDF)' })).toHaveCount(0);
  const answer = await statsOfSession(page, `/rapports/annuel?annee=${YEAR}`);
  expect(answer.status).toBe(403);
  expect(answer.body.msg).toMatch(/droit/);
});
