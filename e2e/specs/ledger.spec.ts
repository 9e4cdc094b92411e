import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  api,
  apiLogin,
  chooseCategory,
  DEMO,
  dismissToast,
  expect,
  expectNoSidewaysScroll,
  isPhone,
  login,
  snap,
  test,
} from '../support/fixtures.js';

/**
 * The two fund pages (Cotisation Mensuelle, caisse 3, and Fond de solidarité, caisse 1), at
 * phone (412x823) and desktop (1366x800) size:
 * - the Secrétaire records a payment for a member found by the search; the row total and the
 *   header balance grow by the amount;
 * - she exports the year (xlsx, fixed file names);
 * - a Membre sees the tables read-only (Ajouter and Exporter disabled, no request icons);
 * - the four-eyes loop (rulings R8): the Secrétaire files a modification request from a row,
 *   the Président validates it (API), the Secrétaire edits the month, the new amount lands;
 * - the withdrawals of the solidarity fund and the withdrawal form with its share per person.
 *
 * Both projects share one server: each works on its own members.
 */

const MONTHLY = '/cotisation/cotisationMensuelles';
const SOLIDARITY = '/cotisation/fondSolidarite';

interface Person {
  nom: string;
  prenom: string;
}

function cast() {
  const phone = isPhone();
  return phone
    ? {
        payer: { nom: 'Kamga', prenom: 'Sandrine' },
        corrected: { nom: 'Djoumessi', prenom: 'Mireille' },
        amount: 3500,
        motif: 'Inondation chez Mme Ewane (téléphone)',
      }
    : {
        payer: { nom: 'Abena', prenom: 'Brigitte' },
        corrected: { nom: 'Nkoulou', prenom: 'Aïcha' },
        amount: 4500,
        motif: 'Inondation chez M. Ekambi (bureau)',
      };
}

const listed = (p: Person) => `${p.nom} ${p.prenom}`;
const said = (p: Person) => `${p.prenom} ${p.nom}`;

/** Today in Douala (the app's calendar). */
function douala() {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Douala',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { month: get('month'), year: get('year') };
}

/** '12 500' (French grouping with narrow no-break spaces) in a regex. */
function amountPattern(amount: number): string {
  return new Intl.NumberFormat('fr-FR').format(amount).replace(/\s/g, '\\s?');
}

function toNumber(text: string | null): number {
  const cleaned = (text ?? '')
    .replace(/[\s\u202f\u00a0]/g, '')
    .replace(/XAF/, '')
    .replace('−', '-');
  const match = /-?\d+/.exec(cleaned);
  return match ? Number(match[0]) : 0;
}

async function readAmount(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  return toNumber(await locator.textContent());
}

async function openPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('fund-balance')).toBeVisible();
  await expect(page.getByTestId('ledger-totals')).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: /Rechercher/ }).fill(text);
}

/** The row (wide screens) or the card (phones) of a member. */
function memberEntry(page: Page, name: string): Locator {
  return page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: name });
}

/** 'Ajouter' / 'Exporter': in the header on wide screens, behind the floating toggle on phones. */
async function action(page: Page, name: 'Ajouter' | 'Exporter'): Promise<Locator> {
  if (isPhone()) {
    const toggle = page.getByRole('button', { name: 'Actions', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return page.getByRole('button', { name, exact: true });
}

/** On phones the twelve months sit behind 'Détail par mois'. */
async function showMonths(entry: Locator) {
  if (!isPhone()) return;
  const toggle = entry.getByRole('button', { name: 'Détail par mois' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

async function ledgerRow(token: string, caisse: 1 | 3, person: Person) {
  const { year } = douala();
  const res = await api(
    'GET',
    `/cotisation/getTransactions/${caisse}/${year}?q=${encodeURIComponent(listed(person))}&page=1&pageSize=10`,
    {
      token,
    },
  );
  expect(res.status).toBe(200);
  const rows = res.body.transactions.filter(
    (r: any) => r.Membre.nom === person.nom && r.Membre.prenom === person.prenom,
  );
  expect(rows, `une seule ligne pour ${listed(person)}`).toHaveLength(1);
  return rows[0] as {
    Membre: { id: number };
    mois: number[];
    totalMontant: number;
    demandesModifications: string | null;
  };
}

test.describe.configure({ mode: 'serial' });

test('la Secrétaire enregistre une cotisation : la ligne et le solde augmentent du montant', async ({ page }) => {
  const { payer, amount } = cast();
  const { month, year } = douala();
  await login(page, DEMO.secretaire);
  await openPage(page, MONTHLY, 'Cotisations Mensuelles');
  await expectNoSidewaysScroll(page);
  // Month columns: abbreviated on screen, full name for screen readers.
  if (!isPhone()) {
    await expect(page.getByRole('columnheader', { name: 'Janvier' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'À compléter' })).toBeVisible();
  }
  await snap(page, 'cotisations-mensuelles-secretaire');

  await search(page, listed(payer));
  const entry = memberEntry(page, listed(payer));
  await expect(entry).toHaveCount(1);
  const totalBefore = await readAmount(entry.locator('[data-col="total"]'));
  const balanceBefore = await readAmount(page.getByTestId('fund-balance'));
  await showMonths(entry);
  const monthBefore = toNumber(await entry.locator(`[data-col="m${month}"]`).textContent());

  await (await action(page, 'Ajouter')).click();
  const dialog = page.getByRole('dialog', { name: /Nouvelle cotisation/ });
  await expect(dialog).toBeVisible();

  // Empty form: French messages, nothing sent.
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Choisissez le membre.')).toBeVisible();
  await expect(dialog.getByText('Le montant est obligatoire.')).toBeVisible();

  const member = dialog.getByRole('combobox', { name: 'Membre' });
  await member.fill(payer.nom);
  await member.pressSequentially(` ${payer.prenom}`);
  await page.getByRole('option', { name: new RegExp(listed(payer)) }).click();
  await expect(member).toHaveValue(listed(payer));
  await dialog.getByLabel('Montant (XAF)').fill(String(amount));
  // Dated this month unless back-dated.
  await expect(dialog.getByLabel('Mois')).toHaveValue(String(month));
  await expect(dialog.getByLabel('Année')).toHaveValue(String(year));
  await snap(page, 'cotisations-mensuelles-formulaire-ajout');

  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByText(new RegExp(`Cotisation de ${amountPattern(amount)} XAF par ${said(payer)} a bien été effectuée`)),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await dismissToast(page);

  await expect.poll(() => readAmount(entry.locator('[data-col="total"]'))).toBe(totalBefore + amount);
  await expect.poll(() => readAmount(page.getByTestId('fund-balance'))).toBe(balanceBefore + amount);
  await showMonths(entry);
  await expect
    .poll(async () => toNumber(await entry.locator(`[data-col="m${month}"]`).textContent()))
    .toBe(monthBefore + amount);
});

test('la Secrétaire exporte l’année en Excel', async ({ page }) => {
  const { year } = douala();
  await login(page, DEMO.secretaire);
  await openPage(page, MONTHLY, 'Cotisations Mensuelles');

  const [download] = await Promise.all([page.waitForEvent('download'), (await action(page, 'Exporter')).click()]);
  expect(download.suggestedFilename()).toBe(`Cotisation Mensuelle ${year}.xlsx`);
  const file = await fs.readFile((await download.path())!);
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
  await dismissToast(page);

  await openPage(page, SOLIDARITY, 'Fond de solidarité');
  const [second] = await Promise.all([page.waitForEvent('download'), (await action(page, 'Exporter')).click()]);
  expect(second.suggestedFilename()).toBe(`fond de solidarite ${year}.xlsx`);
  expect((await fs.readFile((await second.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');
  await dismissToast(page);
  await snap(page, 'fond-solidarite-secretaire');
});

test('un export refusé parce qu’un autre est en cours montre le message français du serveur', async ({ page }) => {
  // The server's refusal when the association's heavy-work places are full (lib/heavy-work.ts,
  // proved with parallel requests in apps/server/src/fair-sharing.test.ts); here, what the
  // Secrétaire sees of it. Answered by the test so the screen does not depend on timing.
  const busy = 'Un export est déjà en cours pour votre association. Réessayez dans quelques secondes.';
  let refused = 0;
  await page.route('**/api/cotisation/exportExcel/**', async (route) => {
    refused += 1;
    await route.fulfill({
      status: 429,
      headers: { 'retry-after': '5', 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ status: 'error', msg: busy }),
    });
  });
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await login(page, DEMO.secretaire);
  await openPage(page, MONTHLY, 'Cotisations Mensuelles');
  await (await action(page, 'Exporter')).click();
  await expect(page.getByText(busy)).toBeVisible();
  expect(refused).toBe(1);
  expect(downloaded).toBe(false);
  await snap(page, 'export-deja-en-cours');
  await dismissToast(page);
  // Once the other export is over, the same button exports.
  await page.unroute('**/api/cotisation/exportExcel/**');
  const [download] = await Promise.all([page.waitForEvent('download'), (await action(page, 'Exporter')).click()]);
  expect(download.suggestedFilename()).toBe(`Cotisation Mensuelle ${douala().year}.xlsx`);
});

test('un Membre voit les tableaux en lecture seule', async ({ page }) => {
  await login(page, DEMO.membre);
  const icons = page.getByRole('button', { name: /Demander une modification|Demande en cours|Modifier la/ });

  for (const [path, title, shot] of [
    [MONTHLY, 'Cotisations Mensuelles', 'cotisations-mensuelles-membre'],
    [SOLIDARITY, 'Fond de solidarité', 'fond-solidarite-membre'],
  ] as const) {
    await openPage(page, path, title);
    await expectNoSidewaysScroll(page);
    await expect(page.getByText(/Consultation seule/)).toBeVisible();
    await expect(await action(page, 'Ajouter')).toBeDisabled();
    await expect(await action(page, 'Exporter')).toBeDisabled();
    await expect(icons).toHaveCount(0);
    // A disabled button does nothing.
    await (await action(page, 'Ajouter')).click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await snap(page, shot);
  }

  // The withdrawals too are read-only.
  await chooseCategory(page, 'Sorties');
  await expect(page.getByText('Décès du père de Mme Abena').first()).toBeVisible();
  await expect(icons).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await snap(page, 'fond-solidarite-sorties-membre');
});

test('quatre yeux : demande, validation par le Président, correction du mois', async ({ page }) => {
  const { corrected } = cast();
  const secretaryToken = await apiLogin(DEMO.secretaire);
  const before = await ledgerRow(secretaryToken, 3, corrected);
  const month = before.mois.findIndex((amount) => amount > 0) + 1;
  expect(month, 'un mois payé à corriger').toBeGreaterThan(0);
  const oldAmount = before.mois[month - 1]!;
  const newAmount = oldAmount + 1500;

  await login(page, DEMO.secretaire);
  await openPage(page, MONTHLY, 'Cotisations Mensuelles');
  await search(page, listed(corrected));
  const entry = memberEntry(page, listed(corrected));
  await expect(entry).toHaveCount(1);

  // 1. The Secrétaire files the request from the row's file icon.
  await entry.getByRole('button', { name: 'Demander une modification' }).click();
  const request = page.getByRole('dialog', { name: 'Demande de modification' });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(request.getByText('Le libellé est obligatoire.')).toBeVisible();
  await expect(request.getByText('Choisissez le mois à corriger.')).toBeVisible();
  await request.getByLabel('Libellé').fill('Montant du mois mal saisi');
  await request.getByLabel('Mois').selectOption(String(month));
  await snap(page, 'cotisations-mensuelles-demande-modification');
  await request.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Votre requête de modification a bien été envoyée')).toBeVisible();
  await expect(request).toBeHidden();
  await dismissToast(page);

  // 2. Waiting for the Président: the loading icon says so.
  const pending = entry.getByRole('button', { name: 'Demande en cours' });
  await expect(pending).toBeVisible();
  await pending.click();
  await expect(page.getByText('La Validation de votre requête de modification est en cours')).toBeVisible();
  await dismissToast(page);

  // 3. The Président validates it (Notifications page, here through the API).
  const presidentToken = await apiLogin(DEMO.president);
  const list = await api('GET', '/cotisation/getOngoingModifications/entree', { token: presidentToken });
  expect(list.status).toBe(200);
  const filed = list.body.demandes.find(
    (d: any) => d.cible_id === before.Membre.id && d.cotisation === 3 && d.statut === 'En cours',
  );
  expect(filed, 'la demande déposée').toBeTruthy();
  const decision = await api('PUT', '/cotisation/updateRequest', {
    token: presidentToken,
    body: { id: filed.id, statut: 'Valide' },
  });
  expect(decision.status).toBe(200);

  // 4. The Secrétaire reloads: the pencil opens the edit, the month's total fills the amount.
  await page.reload();
  await expect(page.getByTestId('fund-balance')).toBeVisible();
  await search(page, listed(corrected));
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: 'Modifier la cotisation' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier la cotisation' });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Membre')).toHaveValue(listed(corrected));
  await expect(edit.getByLabel('Membre')).toBeDisabled();
  await expect(edit.getByLabel('Mois')).toHaveValue(String(month));
  await expect.poll(async () => toNumber(await edit.getByLabel('Montant (XAF)').inputValue())).toBe(oldAmount);
  await edit.getByLabel('Montant (XAF)').fill(String(newAmount));
  await snap(page, 'cotisations-mensuelles-modification');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Mise à jour de la transaction effectuée')).toBeVisible();
  await expect(edit).toBeHidden();
  await dismissToast(page);

  // 5. The new amount is in the row; the authorisation is spent.
  await expect
    .poll(() => readAmount(entry.locator('[data-col="total"]')))
    .toBe(before.totalMontant - oldAmount + newAmount);
  await showMonths(entry);
  await expect.poll(async () => toNumber(await entry.locator(`[data-col="m${month}"]`).textContent())).toBe(newAmount);
  await expect(entry.getByRole('button', { name: 'Demander une modification' })).toBeVisible();
  const after = await ledgerRow(secretaryToken, 3, corrected);
  expect(after.mois[month - 1]).toBe(newAmount);
});

test('les sorties du Fond de solidarité et la demande de sortie', async ({ page }) => {
  const { motif } = cast();
  const token = await apiLogin(DEMO.secretaire);
  // The share divides by the active subscribers ('actif' matches the status 'Actif' only).
  const subscribers = await api('GET', '/cotisation/membres/1?page=1&pageSize=1&q=actif', { token });
  expect(subscribers.status).toBe(200);
  const persons: number = subscribers.body.total;
  const share = Math.round((100000 + 5000) / persons / 5) * 5;

  await login(page, DEMO.secretaire);
  await openPage(page, SOLIDARITY, 'Fond de solidarité');
  await chooseCategory(page, 'Sorties');
  await expect(page.getByLabel('Année')).toBeDisabled();
  await expect(page.getByText('Décès du père de Mme Abena').first()).toBeVisible();
  // The seeded request on the pending withdrawal waits for the Président.
  const pendingWithdrawal = page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ hasText: 'Hospitalisation de M. Onana' });
  await expect(pendingWithdrawal.getByRole('button', { name: 'Demande en cours' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'fond-solidarite-sorties-secretaire');

  await (await action(page, 'Ajouter')).click();
  const dialog = page.getByRole('dialog', { name: /Demande de sortie/ });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Type').selectOption('1');
  await dialog.getByLabel('Motif').fill(motif);
  await dialog.getByLabel('Transport (XAF)').fill('5000');
  await dialog.getByLabel('Montant (XAF)').fill('100000');
  const delai = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Délai de recouvrement').fill(delai);
  await expect(dialog.getByTestId('part-par-personne')).toHaveText(new RegExp(`^${amountPattern(share)} XAF$`));
  await expect(dialog.getByText(/fixés à la validation/)).toBeVisible();
  await snap(page, 'fond-solidarite-formulaire-sortie');
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Demande de sortie d’argent effectuée')).toBeVisible();
  await expect(dialog).toBeHidden();
  await dismissToast(page);
  const created = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: motif });
  await expect(created).toHaveCount(1);
  await expect(created.getByText('En cours', { exact: true })).toBeVisible();
});

test('les sorties de l’année : la page de la caisse et les statistiques donnent le même chiffre, les parts arrondies sont nommées', async ({
  page,
}) => {
  const { year } = douala();
  const token = await apiLogin(DEMO.membre);
  await login(page, DEMO.membre);
  for (const [caisse, path, title] of [
    [3, MONTHLY, 'Cotisations Mensuelles'],
    [1, SOLIDARITY, 'Fond de solidarité'],
  ] as const) {
    const [fund, stats] = await Promise.all([
      api('GET', `/cotisation/getTransactions/${caisse}/${year}?page=1&pageSize=10`, { token }),
      api('GET', `/stats/totals/${caisse}/${year}`, { token }),
    ]);
    expect(fund.body.totaux.sorties).toBe(stats.body.sortiesAnnee);
    await openPage(page, path, title);
    const header = page.getByTestId('fund-year-out');
    await expect.poll(() => readAmount(header)).toBe(stats.body.sortiesAnnee);
    const totals = page.getByTestId('ledger-totals');
    await expect(totals.getByText(/parts arrondies/)).toBeVisible();
    await expect
      .poll(async () => toNumber(await totals.locator('[data-col="sorties"]').textContent()))
      .toBe(fund.body.totaux.totalSortie);

    await page.goto(`/stats?caisse=${caisse}`);
    await expect.poll(() => readAmount(page.getByTestId('sorties-annee-value'))).toBe(stats.body.sortiesAnnee);
  }
});

test('Fond de solidarité : le Solde et le À compléter d’une ligne portent sur la même période, nommée', async ({
  page,
}) => {
  const { year } = douala();
  const token = await apiLogin(DEMO.secretaire);
  const ledger = (await api('GET', `/cotisation/getTransactions/1/${year}?page=1&pageSize=10`, { token })).body;
  await login(page, DEMO.secretaire);
  await openPage(page, SOLIDARITY, 'Fond de solidarité');
  if (isPhone()) await expect(page.getByText('Solde (toutes années)').first()).toBeVisible();
  else await expect(page.getByRole('columnheader', { name: /Solde\s*toutes années/ })).toBeVisible();
  for (const line of ledger.transactions as Array<{
    Membre: { id: number };
    solde: number;
    aCompleter: number | null;
  }>) {
    const entry = page.locator(`[data-member-id="${line.Membre.id}"]`);
    const solde = await readAmount(entry.locator('[data-col="solde"]'));
    const due = (await entry.locator('[data-col="a-completer"]').textContent()) ?? '';
    expect(solde).toBe(line.solde);
    if (line.aCompleter === null) {
      expect(due).toMatch(/Rien à compléter/);
      expect(solde).toBeGreaterThanOrEqual(50000);
    } else {
      expect(toNumber(due)).toBe(line.aCompleter);
      expect(solde + toNumber(due)).toBe(50000);
    }
  }
  await snap(page, 'fond-solidarite-solde-a-completer');
});

test('« Exporter » sur la catégorie Sorties exporte les sorties', async ({ page }) => {
  const { year } = douala();
  await login(page, DEMO.secretaire);
  await openPage(page, MONTHLY, 'Cotisations Mensuelles');
  await chooseCategory(page, 'Sorties');
  const [download] = await Promise.all([page.waitForEvent('download'), (await action(page, 'Exporter')).click()]);
  expect(download.suggestedFilename()).toBe(`Sorties Cotisation Mensuelle ${year}.xlsx`);
  expect((await fs.readFile((await download.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(page.getByText(`Sorties Cotisation Mensuelle ${year}.xlsx`).first()).toBeVisible();
});
