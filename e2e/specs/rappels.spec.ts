import type { Page } from '@playwright/test';
import { api, apiLogin, DEMO, expect, lastSms, login, snap, test } from '../support/fixtures.js';

/**
 * Issue 20, at phone (412x823) and desktop (1366x800) size:
 * - the Président sees how many requests wait for his decision on the dashboard and on the
 *   menu's Notifications entry; the link opens Notifications on the category and tab that hold
 *   them, and the count drops after he decides;
 * - the Secrétaire sends a reminder from a contribution row (prefilled with what the member
 *   owes; in-app and SMS) and a 'Nouveau rappel' to every member behind from Notifications >
 *   Rappels; nobody else has these actions.
 */

test.describe.configure({ mode: 'serial' });

interface Pending {
  total: number;
  modifications: { entree: number; sortie: number };
  sorties: { mensuel: number; fond: number };
  bureau: number;
}

/** The category and tab the count opens: the first that holds something (web pendingHref). */
function expectedPlace(p: Pending): { categorie: string; onglet: string | null } {
  if (p.modifications.entree > 0) return { categorie: 'modifications', onglet: 'entree' };
  if (p.modifications.sortie > 0) return { categorie: 'modifications', onglet: 'sortie' };
  if (p.sorties.mensuel > 0) return { categorie: 'sorties', onglet: 'mensuel' };
  if (p.sorties.fond > 0) return { categorie: 'sorties', onglet: 'fond' };
  return { categorie: 'bureau', onglet: null };
}

async function pendingOf(token: string): Promise<Pending> {
  const res = await api('GET', '/notifications/pending', { token });
  expect(res.status).toBe(200);
  return res.body;
}

async function dismissToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Fermer la notification' });
  if ((await close.count()) > 0) await close.first().click();
  await expect(close).toHaveCount(0);
}

/** The menu's Notifications entry: in the drawer on a phone, in the sidebar on a laptop. */
async function openMenu(page: Page) {
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  if (await burger.isVisible()) await burger.click();
}

test('le Président voit ce qui attend sa décision, l’ouvre et le compte baisse après sa décision', async ({ page }) => {
  const project = test.info().project.name;
  const libelle = `Aide d’urgence ${project}`;
  const secretaire = await apiLogin(DEMO.secretaire);
  const filed = await api('POST', '/cotisation/demandeSortie', {
    token: secretaire,
    body: { cotisationId: 1, type: '1', motif: libelle, delai: '2030-01-31', transport: 0, montant: 1000 },
  });
  expect(filed.status, JSON.stringify(filed.body)).toBe(200);
  const president = await apiLogin(DEMO.president);
  const before = await pendingOf(president);
  expect(before.sorties.fond).toBeGreaterThan(0);

  await login(page, DEMO.president);
  await dismissToasts(page);
  const waiting = page.getByTestId('decisions-en-attente');
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText(String(before.total));
  await expect(waiting).toHaveAccessibleName(`${before.total} demandes attendent votre décision`);
  await snap(page, 'rappels-dashboard-president');

  // On a phone the closed menu says so too: a dot on its button, and its name carries the count.
  if (project === 'telephone') {
    await expect(page.getByTestId('menu-pending-dot')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAccessibleName(
      `Ouvrir le menu : ${before.total} demandes attendent votre décision`,
    );
  }

  // The menu's entry carries the same count.
  await openMenu(page);
  const entry = page.getByRole('link', { name: /^Notifications : \d+ demandes? attend/ });
  await expect(entry).toBeVisible();
  await expect(entry.getByTestId('badge-notifications')).toHaveText(String(before.total));
  await snap(page, 'rappels-menu-president');
  await page.keyboard.press('Escape');

  // The dashboard's link opens the category and tab that hold them.
  const place = expectedPlace(before);
  await page.goto('/dashboard');
  await page.getByTestId('decisions-en-attente').click();
  await expect(page).toHaveURL(new RegExp(`categorie=${place.categorie}`));
  const categories = page.getByRole('radiogroup', { name: 'Catégorie de notifications' });
  await expect(categories.getByRole('radio', { name: new RegExp(`^${place.categorie}`, 'i') })).toBeChecked();
  if (place.onglet) {
    await expect(page).toHaveURL(new RegExp(`onglet=${place.onglet}`));
    const tabName = {
      entree: 'Entrées',
      sortie: 'Sorties',
      mensuel: 'Cotisations Mensuelles',
      fond: 'Fond de solidarité',
    }[place.onglet]!;
    await expect(page.getByRole('tab', { name: tabName })).toHaveAttribute('aria-selected', 'true');
  }

  // Our request on the solidarity fund: opened by its address, decided, and the counts drop.
  await page.goto('/notifications?categorie=sorties&onglet=fond');
  await expect(page.getByRole('tab', { name: 'Fond de solidarité' })).toHaveAttribute('aria-selected', 'true');
  const sorties = before.sorties.mensuel + before.sorties.fond;
  await expect(categories.getByRole('radio', { name: 'Sorties' })).toBeChecked();
  const summary = page.getByTestId('a-decider');
  await expect(summary).toContainText(`Sorties ${sorties}`);
  const card = page.getByRole('article', { name: libelle });
  await expect(card).toBeVisible();
  await snap(page, 'rappels-sorties-fond-president');
  await card.getByRole('button', { name: 'Oui, je valide la requête' }).click();
  await expect(card.getByRole('button', { name: 'Oui, je valide la requête' })).toHaveCount(0);
  const remaining = sorties - 1;
  // The counts follow the decision.
  if (remaining > 0) await expect(summary).toContainText(`Sorties ${remaining}`);
  else await expect(summary).not.toContainText('Sorties');
  await dismissToasts(page);
  await openMenu(page);
  if (before.total > 1) await expect(page.getByTestId('badge-notifications')).toHaveText(String(before.total - 1));
  else await expect(page.getByTestId('badge-notifications')).toHaveCount(0);
});

test('la Secrétaire envoie un rappel à un membre depuis sa ligne, puis à tous les membres en retard', async ({
  page,
}) => {
  const secretaire = await apiLogin(DEMO.secretaire);
  const year = new Date().getFullYear();
  const ledger = await api('GET', `/cotisation/getTransactions/3/${year}?page=1&pageSize=10`, { token: secretaire });
  const row = (ledger.body.transactions as any[]).find((r) => r.aCompleter !== null && r.Membre.id > 7);
  expect(row, 'a member behind on the first page').toBeTruthy();
  const member = (await api('GET', `/user/getUser/${row.Membre.id}`, { token: secretaire })).body.membre;
  const startedAt = new Date().toISOString();

  await login(page, DEMO.secretaire);
  await dismissToasts(page);
  await page.goto('/cotisation/cotisationMensuelles');
  const name = `${row.Membre.prenom} ${row.Membre.nom}`;
  const remind = page.getByRole('button', { name: `Envoyer un rappel à ${name}` });
  await expect(remind).toBeVisible();
  await snap(page, 'rappels-ligne-secretaire');
  await remind.click();

  const dialog = page.getByRole('dialog', { name: 'Nouveau rappel' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Rappel à ${name}`)).toBeVisible();
  const message = dialog.getByLabel('Message');
  const owed = new Intl.NumberFormat('fr-FR').format(row.aCompleter).replace(/\s/g, '\\s');
  await expect(message).toHaveValue(new RegExp(`il vous reste ${owed}\\sXAF`));
  await snap(page, 'rappels-dialogue-membre');
  await dialog.getByRole('button', { name: 'Envoyer le rappel' }).click();
  await expect(page.getByText('Rappel envoyé au membre (notification et SMS)')).toBeVisible();
  await expect(dialog).toBeHidden();

  const sms = await lastSms(member.telephone, startedAt);
  expect(sms.message).toContain('Rappel : Cotisation Mensuelle');
  expect(sms.message).toContain(
    `il vous reste ${new Intl.NumberFormat('fr-FR').format(row.aCompleter).replace(/\s/g, ' ')} XAF`,
  );
  const memberToken = await apiLogin(member.telephone);
  const notes = (await api('GET', '/cotisation/getGeneralNotifications', { token: memberToken })).body.notifications;
  expect(notes.some((n: any) => n.titre === 'Rappel : Cotisation Mensuelle' && !n.pourTous)).toBe(true);

  // Every member behind, from Notifications > Rappels.
  await dismissToasts(page);
  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Nouveau rappel' }).click();
  const group = page.getByRole('dialog', { name: 'Nouveau rappel' });
  await expect(group.getByRole('radio', { name: 'Membres en retard' })).toBeChecked();
  await expect(group.getByRole('radio', { name: 'Cotisation Mensuelle' })).toBeChecked();
  await group.getByLabel('Titre').fill(`Rappel général ${test.info().project.name}`);
  await snap(page, 'rappels-dialogue-groupe');
  await group.getByRole('button', { name: 'Envoyer le rappel' }).click();
  await expect(page.getByText(/Rappel envoyé à \d+ membres \(notification et SMS\)/)).toBeVisible();
  const after = (await api('GET', '/cotisation/getGeneralNotifications', { token: memberToken })).body.notifications;
  const general = after.find((n: any) => n.titre === `Rappel général ${test.info().project.name}`);
  expect(general?.contenu).toContain('Reste à verser');
});

test('ni le Président ni un Membre n’ont l’icône de rappel ni « Nouveau rappel »', async ({ page }) => {
  for (const phone of [DEMO.president, DEMO.membre]) {
    await login(page, phone);
    await page.goto('/cotisation/cotisationMensuelles');
    await expect(page.getByTestId('ledger-totals')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Envoyer un rappel/ })).toHaveCount(0);
    await page.goto('/notifications');
    await expect(page.getByRole('radiogroup', { name: 'Catégorie de notifications' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nouveau rappel' })).toHaveCount(0);
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
});
