import type { Locator, Page } from '@playwright/test';
import {
  apiLogin,
  chooseCategory,
  DEMO,
  dismissToast,
  expect,
  expectNoSidewaysScroll,
  fileContributionFix,
  fileMonthlyWithdrawal,
  login,
  NOTIFICATION_CATEGORIES,
  openNotifications,
  snap,
  test,
} from '../support/fixtures.js';
import { onSomePage } from '../support/pagination.js';

/**
 * Notifications page at phone (412x823) and desktop (1366x800) size: the Secrétaire files two
 * withdrawals (and one modification request) through the API; the Président rejects one
 * withdrawal with a reason through the reject flow and its confirmation, validates the other and
 * validates the modification request; the Secrétaire reads both decisions in her notifications;
 * a Membre sees no action button and no Modifications category (rulings R4, R8, R9).
 *
 * Both projects share one server: each files its own requests, named after the project.
 */

const PAGE_PATH = '/notifications';
const REASON = 'Le budget sport de l’année est déjà dépensé';

test.describe.configure({ mode: 'serial' });

function names() {
  const project = test.info().project.name;
  return {
    rejected: `Ballons ${project}`,
    /** More than the fund holds: its validation is refused. */
    tooBig: `Tribune couverte ${project}`,
    validated: `Filets de but ${project}`,
    modification: `Versement à corriger ${project}`,
    /** One month per project: a second live request on the same month would be refused. */
    mois: project === 'telephone' ? 1 : 2,
  };
}

/** The page's category control. */
const CATEGORIES = NOTIFICATION_CATEGORIES.fr;

function categories(page: Page): Locator {
  return page.getByRole('radiogroup', { name: CATEGORIES });
}

/** The card of a request or a notification, named by its title. */
function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

/** A seeded card of a paginated list, on whichever page it now stands. */
function cardOnSomePage(page: Page, title: string): Promise<Locator> {
  return onSomePage(page, card(page, title));
}

const picture = (page: Page, name: string) => snap(page, name, { fromTop: true });

test('la Secrétaire dépose deux demandes de sortie et une demande de modification', async () => {
  const n = names();
  const token = await apiLogin(DEMO.secretaire);
  // Filed first, so the two others (newest first, 2 per page) share page 1.
  await fileMonthlyWithdrawal(token, { libelle: n.tooBig, type: 'Travaux', montant: 100_000_000 });
  for (const libelle of [n.rejected, n.validated])
    expect((await fileMonthlyWithdrawal(token, { libelle })).statut).toBe('En cours');
  await fileContributionFix(token, n.modification, n.mois);
});

test('le Président rejette une sortie avec un motif, valide l’autre et valide la modification', async ({ page }) => {
  const n = names();
  await login(page, DEMO.president);
  await openNotifications(page);
  // Rappels, Modifications, Sorties, and Bureau (office changes) for the two officers.
  await expect(categories(page).getByRole('radio')).toHaveCount(4);
  await expect(categories(page).getByRole('radio', { name: 'Bureau' })).toHaveCount(1);
  await picture(page, 'notifications-rappels-president');

  // ----- Sorties > Cotisations Mensuelles -----
  await chooseCategory(page, 'Sorties', CATEGORIES);
  await expect(page.getByRole('tab', { name: 'Cotisations Mensuelles' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Fond de solidarité' })).toBeVisible();
  await expect(page.getByText(/Solde de la caisse Cotisation Mensuelle : [\d\s\u202f]+ XAF/)).toBeVisible();

  const rejected = card(page, n.rejected);
  const validated = card(page, n.validated);
  await expect(rejected).toBeVisible();
  await expect(validated).toBeVisible();
  await expect(rejected.getByText('En cours', { exact: true })).toBeVisible();
  await expect(rejected.getByText(/^5\s000 XAF$/)).toBeVisible();
  await expect(rejected.getByText('Sport', { exact: true })).toBeVisible();
  // The requester: initials, name and role.
  await expect(rejected.getByText(/^Secrétaire ·/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await picture(page, 'notifications-sorties-president');

  // Reject: the reason box appears and the buttons change.
  await rejected.getByRole('button', { name: 'Non, je rejette cette requête' }).click();
  const reason = rejected.getByLabel('Motif du refus');
  await expect(reason).toBeVisible();
  await expect(reason).toHaveAttribute('placeholder', 'Libelle');
  await expect(rejected.getByRole('button', { name: 'Oui, je valide la requête' })).toHaveCount(0);
  await expect(rejected.getByRole('button', { name: 'Annuler le refus' })).toBeVisible();

  // 'Annuler le refus' goes back to the two choices.
  await rejected.getByRole('button', { name: 'Annuler le refus' }).click();
  await expect(rejected.getByLabel('Motif du refus')).toHaveCount(0);
  await rejected.getByRole('button', { name: 'Non, je rejette cette requête' }).click();
  await rejected.getByLabel('Motif du refus').fill(REASON);
  await picture(page, 'notifications-sortie-motif');

  await rejected.getByRole('button', { name: 'Valider le refus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rejeter cette requête' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Voulez-vous vraiment rejeter cette requête/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Non, abandonner' })).toBeVisible();
  await picture(page, 'notifications-sortie-confirmation-rejet');

  // 'Non, abandonner' keeps the card as it was.
  await dialog.getByRole('button', { name: 'Non, abandonner' }).click();
  await expect(dialog).toBeHidden();
  await expect(rejected.getByLabel('Motif du refus')).toHaveValue(REASON);

  await rejected.getByRole('button', { name: 'Valider le refus' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Oui, rejeter' }).click();
  await expect(page.getByText('La requête a été refusée')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rejected.getByText('Rejetée', { exact: true })).toBeVisible();
  await expect(rejected.getByText(REASON)).toBeVisible();
  await expect(rejected.getByRole('button')).toHaveCount(0);
  await dismissToast(page);

  // Validate the other one: the server's message, the share of each member.
  await validated.getByRole('button', { name: 'Oui, je valide la requête' }).click();
  await expect(page.getByText('La demande de sortie a été validée')).toBeVisible();
  await expect(validated.getByText('Validée', { exact: true })).toBeVisible();
  await expect(validated.getByText('Part par personne')).toBeVisible();
  await expect(validated.getByRole('button')).toHaveCount(0);
  await picture(page, 'notifications-sorties-decidees');
  await dismissToast(page);

  // A withdrawal larger than the fund: the server's refusal is shown, the request stays open.
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  const tooBig = card(page, n.tooBig);
  await tooBig.getByRole('button', { name: 'Oui, je valide la requête' }).click();
  await expect(page.getByText('Erreur lors de la validation de la requête')).toBeVisible();
  await expect(page.getByText(/Solde insuffisant : la caisse a/)).toBeVisible();
  await expect(tooBig.getByText('En cours', { exact: true })).toBeVisible();
  await expect(tooBig.getByRole('button', { name: 'Oui, je valide la requête' })).toBeEnabled();
  await picture(page, 'notifications-sortie-solde-insuffisant');
  await dismissToast(page);

  // The Président's own withdrawals are not his to decide.
  await page.getByRole('tab', { name: 'Fond de solidarité' }).click();
  await expect(page.getByText(/Solde de la caisse Fond de solidarité/)).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  // ----- Modifications -----
  await chooseCategory(page, 'Modifications', CATEGORIES);
  await expect(page.getByRole('tab', { name: 'Entrées' })).toHaveAttribute('aria-selected', 'true');
  const modification = card(page, n.modification);
  await expect(modification).toBeVisible();
  await expect(modification.getByText('En cours', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Toutes les demandes de sortie' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await picture(page, 'notifications-modifications-president');

  await modification.getByRole('button', { name: 'Oui, je valide la requête' }).click();
  await expect(page.getByText('La requête a été validée et expire dans 30 min')).toBeVisible();
  await expect(modification.getByText('Validée', { exact: true })).toBeVisible();
  await expect(modification.getByText(/jusqu’à \d{2}:\d{2}/)).toBeVisible();
  await dismissToast(page);

  // The table of every request: a row opens its detail (seeded rejected request).
  const allRequests = page.getByRole('navigation', { name: 'Pages : Toutes les demandes de sortie' });
  const seededRow = page.getByRole('button', { name: /Erreur de mois pour ce versement/ });
  await (await onSomePage(page, seededRow, allRequests)).click();
  const detail = page.getByRole('dialog', { name: 'Détail de la demande' });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('Le reçu confirme le mois saisi')).toBeVisible();
  await expect(detail.getByText('Rejetée', { exact: true })).toBeVisible();
  await expect(detail.getByText(/Secrétaire/)).toBeVisible();
  await picture(page, 'notifications-detail-demande');
  await detail.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(detail).toBeHidden();

  await page.getByRole('tab', { name: 'Sorties' }).click();
  await expect(await cardOnSomePage(page, 'Montant de la sortie à corriger')).toBeVisible();
});

test('la Secrétaire lit les deux décisions dans ses notifications', async ({ page }) => {
  const n = names();
  await login(page, DEMO.secretaire);
  await openNotifications(page);

  const rejection = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Rejet d’une demande de sortie' }) })
    .filter({ hasText: n.rejected });
  await expect(rejection).toBeVisible();
  await expect(rejection.getByText(REASON, { exact: false })).toBeVisible();
  const validation = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Validation d’une demande de sortie' }) })
    .filter({ hasText: n.validated });
  await expect(validation).toBeVisible();
  await expect(page.getByRole('article', { name: 'Validation d’une demande de modification' }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await picture(page, 'notifications-rappels-secretaire');

  // Her own withdrawals: decided, and never actionable for her.
  await chooseCategory(page, 'Sorties', CATEGORIES);
  await expect(card(page, n.rejected).getByText('Rejetée', { exact: true })).toBeVisible();
  await expect(card(page, n.validated).getByText('Validée', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Oui, je valide la requête' })).toHaveCount(0);
});

test('un Membre voit les rappels et les sorties sans pouvoir décider', async ({ page }) => {
  const n = names();
  await login(page, DEMO.membre);
  await openNotifications(page);
  await expect(categories(page).getByRole('radio')).toHaveCount(2);
  await expect(categories(page).getByRole('radio', { name: 'Modifications' })).toHaveCount(0);
  await expect(page.getByRole('article').or(page.getByText('Aucun rappel')).first()).toBeVisible();
  await picture(page, 'notifications-rappels-membre');

  await chooseCategory(page, 'Sorties', CATEGORIES);
  await expect(card(page, n.validated)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Oui, je valide la requête' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Non, je rejette cette requête' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await picture(page, 'notifications-sorties-membre');

  // A link to the Modifications category falls back to the reminders.
  await page.goto(`${PAGE_PATH}?categorie=modifications`);
  await expect(categories(page).getByRole('radio', { name: 'Rappels' })).toBeChecked();
});
