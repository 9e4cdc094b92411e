import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  api,
  apiLogin,
  DEMO,
  expect,
  expectNoSidewaysScroll,
  isPhone,
  login,
  snap,
  test,
} from '../support/fixtures.js';
import { smallTargets } from '../support/tap-targets.js';

/**
 * The journal (issue 26), at phone (412x823) and desktop (1366x800) size:
 * - the Secrétaire records a contribution for a member (her session, the API the page calls);
 * - the Commissaire aux comptes opens the journal from the menu, filters it to that member and
 *   sees the entry: what, who, and the month's total before → after;
 * - a Membre has no menu entry, the address shows a refusal, and the API answers 403.
 *
 * Both projects share one server: each records for its own member.
 */
const COMMISSAIRE = '690000006';

/** 'Mars 2026' for the current month in Douala, as the server words it. */
function thisMonth() {
  const parts = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Douala', month: 'long', year: 'numeric' })
    .formatToParts(new Date())
    .filter((p) => p.type !== 'literal');
  const month = parts.find((p) => p.type === 'month')!.value;
  const year = parts.find((p) => p.type === 'year')!.value;
  return `${month.charAt(0).toUpperCase()}${month.slice(1)} ${year}`;
}

const amountPattern = (amount: number) => new Intl.NumberFormat('fr-FR').format(amount).replace(/\s/g, '\\s?');

async function openMenuEntry(page: Page, name: string) {
  if (isPhone()) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name, exact: true }).click();
}

test('the Commissaire aux comptes filters the journal to one member and sees the contribution just recorded, before and after', async ({
  page,
}) => {
  const secretaire = await apiLogin(DEMO.secretaire);
  // A member of the monthly fund, a different one for each project.
  const fund = await api('GET', '/cotisation/membres/3?page=1&pageSize=20', { token: secretaire });
  expect(fund.status).toBe(200);
  const candidates = fund.body.members.filter((m: { statut: string }) => m.statut === 'Actif');
  const member = candidates[isPhone() ? 4 : 5] as { id: number; nom: string; prenom: string };
  const amount = isPhone() ? 1500 : 2000;
  const paid = await api('POST', '/cotisation/transaction', {
    token: secretaire,
    body: { idUser: member.id, montant: amount, cotisation: 3 },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);

  await login(page, COMMISSAIRE);
  await openMenuEntry(page, 'Journal');
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();
  await expect(page.getByTestId('journal-entry').first()).toBeVisible();
  await snap(page, 'journal');

  // On a phone the filters fold behind one button; on a desktop they are open.
  const filtersButton = page.getByRole('button', { name: /^Filtres/ });
  if ((await filtersButton.getAttribute('aria-expanded')) !== 'true') await filtersButton.click();
  const memberBox = page.getByRole('textbox', { name: 'Membre concerné' });
  await memberBox.fill(member.nom);
  const suggestions = page.getByRole('list', { name: 'Membre concerné : membres trouvés' });
  await suggestions
    .getByRole('listitem')
    .filter({ hasText: `${member.prenom} ${member.nom}` })
    .first()
    .click();
  await expect(page.getByTestId('journal-member-chosen')).toHaveText(`${member.prenom} ${member.nom}`);
  await expect(page).toHaveURL(new RegExp(`[?&]membre=${member.id}\\b`));
  await expect(page.getByTestId('journal-count')).toBeVisible();
  if (isPhone()) await filtersButton.click();

  const entry = page.getByTestId('journal-entry').first();
  const sentence = new RegExp(
    `Cotisation de ${amountPattern(amount)}\\s?XAF pour ${thisMonth()} \\(Cotisation Mensuelle\\) enregistrée pour ${member.prenom} ${member.nom}`,
  );
  await expect(entry).toContainText(sentence);
  await expect(entry).toContainText('Par Christelle Ngono (Secrétaire)');
  const change = entry.getByTestId('field-change');
  await expect(change).toContainText(`Total versé pour ${thisMonth()}`);
  // Before → after: the month's total grew by the amount.
  const text = await change.locator('dd').innerText();
  expect(text).toMatch(/Avant :[\s\S]*Après :/);
  const [before, after] = [...text.matchAll(/(\d[\d\s\u202f\u00a0]*)XAF/g)].map((m) =>
    Number(m[1]!.replace(/\D/g, '')),
  );
  expect(after! - before!).toBe(amount);
  // Every entry on the page concerns that member.
  const entries = page.getByTestId('journal-entry');
  for (const text of await entries.allInnerTexts()) expect(text).toContain(`${member.prenom} ${member.nom}`);
  await expectNoSidewaysScroll(page);
  await snap(page, 'journal-filtre-membre');

  // Filters open, a member chosen: no serious accessibility fault, and on a phone every control
  // is at least 44x44 px (the rules of specs/accessibility.spec.ts and specs/tap-targets.spec.ts).
  if ((await filtersButton.getAttribute('aria-expanded')) !== 'true') await filtersButton.click();
  await page.getByRole('textbox', { name: 'Auteur' }).fill('Ngono');
  await expect(
    page.getByRole('list', { name: 'Auteur : membres trouvés' }).getByRole('listitem').first(),
  ).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')} ${n.failureSummary ?? ''}`)),
  ).toEqual([]);
  if (isPhone()) expect(await smallTargets(page)).toEqual([]);
  await snap(page, 'journal-filtres-ouverts');

  // The API refuses bad filters in French.
  const commissaire = await apiLogin(COMMISSAIRE);
  const bad = await api('GET', '/journal?du=2026-02-30', { token: commissaire });
  expect(bad.status).toBe(400);
  expect(bad.body.msg).toMatch(/Du : une date AAAA-MM-JJ/);
});

test('a Membre has no journal: no menu entry, a refusal at its address, 403 from the API', async ({ page }) => {
  await login(page, DEMO.membre);
  if (isPhone()) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Journal', exact: true })).toHaveCount(0);
  await page.goto('/journal');
  await expect(page.getByRole('alert').filter({ hasText: 'Journal réservé au bureau' })).toBeVisible();
  await expect(page.getByTestId('journal-entry')).toHaveCount(0);
  await snap(page, 'journal-membre-refuse');
  const token = await apiLogin(DEMO.membre);
  expect((await api('GET', '/journal', { token })).status).toBe(403);
  expect((await api('GET', '/journal/export', { token })).status).toBe(403);
  expect((await api('GET', '/journal')).status).toBe(401);
});
