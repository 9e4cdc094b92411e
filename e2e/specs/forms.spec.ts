import type { Locator, Page, Request } from '@playwright/test';
import {
  api,
  apiLogin,
  chooseCategory,
  DEMO,
  dismissToast,
  expect,
  isPhone,
  login,
  snap,
  test,
} from '../support/fixtures.js';

/**
 * The forms of issue 20, on phones (412x823) and wide screens:
 * - an amount field keeps what was typed and reads whole francs the way people write them
 *   ('2 500,00' is 2 500), or says why before anything is sent ('1500,5', '1e5', '-500');
 * - a failure toast never covers the open dialog's buttons, and closes on time;
 * - the solidarity subscription changes only after a confirmation, by the Secrétaire only;
 * - 'Inscrire un membre' shows Nom and Prénom as editable fields; the withdrawal form says
 *   which field is optional; the withdrawal edit shows its deadline like the contribution edit.
 */

const MONTHLY = '/cotisation/cotisationMensuelles';
const SOLIDARITY = '/cotisation/fondSolidarite';

interface Person {
  id: number;
  nom: string;
  prenom: string;
}

/** A subscribed member of a fund, a different one for each project (both share one server). */
async function memberOf(token: string, caisse: 1 | 3, offset: number): Promise<Person> {
  const res = await api('GET', `/cotisation/membres/${caisse}?page=2&pageSize=10&q=actif`, { token });
  expect(res.status).toBe(200);
  const member = res.body.membres?.[offset + (isPhone() ? 0 : 1)] ?? res.body.members?.[offset + (isPhone() ? 0 : 1)];
  expect(member, 'un membre souscrit').toBeTruthy();
  return { id: member.id, nom: member.nom, prenom: member.prenom };
}

async function openFundPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('fund-balance')).toBeVisible();
}

/** 'Ajouter': in the header on wide screens, behind the floating toggle on phones. */
async function add(page: Page) {
  if (page.viewportSize()!.width <= 768) {
    const toggle = page.getByRole('button', { name: 'Actions', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
}

/** The API calls a page sends, to prove that a refused form sent nothing. */
function recordCalls(page: Page, method: string, path: RegExp): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) calls.push(request);
  });
  return calls;
}

async function monthlyTotal(token: string, person: Person): Promise<number> {
  const year = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Douala', year: 'numeric' }).format());
  const q = encodeURIComponent(`${person.nom} ${person.prenom}`);
  const res = await api('GET', `/cotisation/getTransactions/3/${year}?q=${q}&page=1&pageSize=10`, { token });
  expect(res.status).toBe(200);
  const row = res.body.transactions.find((r: any) => r.Membre.id === person.id);
  return row?.totalMontant ?? 0;
}

test.describe.configure({ mode: 'serial' });

test('montant : ce qui est tapé reste affiché, « 2 500,00 » vaut 2 500, le reste est refusé avant l’envoi', async ({
  page,
}) => {
  const token = await apiLogin(DEMO.secretaire);
  const payer = await memberOf(token, 3, 0);
  const before = await monthlyTotal(token, payer);
  await login(page, DEMO.secretaire);
  await openFundPage(page, MONTHLY, 'Cotisations Mensuelles');
  const posts = recordCalls(page, 'POST', /\/api\/cotisation\/transaction$/);

  await add(page);
  const dialog = page.getByRole('dialog', { name: /Nouvelle cotisation/ });
  await expect(dialog).toBeVisible();
  const member = dialog.getByRole('combobox', { name: 'Membre' });
  await member.fill(payer.nom);
  const option = page.getByRole('option').filter({ hasText: `${payer.nom} ${payer.prenom}` });
  await expect(option).toHaveCount(1);
  await option.click();
  await expect(member).toHaveValue(`${payer.nom} ${payer.prenom}`);

  const amount = dialog.getByLabel('Montant (XAF)');
  const send = dialog.getByRole('button', { name: 'Enregistrer' });
  const refused: Array<[string, string]> = [
    ['1500,5', 'Le montant doit être un nombre entier de francs CFA (pas de centimes).'],
    ['1e5', 'Le montant doit être écrit en chiffres, par exemple 2 500.'],
    ['-500', 'Le montant ne peut pas être négatif.'],
  ];
  for (const [typed, message] of refused) {
    await amount.fill(typed);
    await expect(amount, 'le champ montre ce qui a été tapé').toHaveValue(typed);
    // Leaving the field is enough to see the message, before any submit.
    await amount.blur();
    await expect(dialog.getByText(message)).toBeVisible();
    await send.click();
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(amount).toHaveValue(typed);
    if (typed === '1500,5') await snap(page, 'formulaire-montant-refuse');
  }
  expect(posts, 'rien n’est envoyé').toHaveLength(0);

  await amount.fill('2 500,00');
  await expect(amount).toHaveValue('2 500,00');
  await send.click();
  await expect(
    page.getByText(new RegExp(`Cotisation de 2\\s?500 XAF par ${payer.prenom} ${payer.nom} a bien été effectuée`)),
  ).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0]!.postDataJSON().montant).toBe(2500);
  await expect.poll(() => monthlyTotal(token, payer)).toBe(before + 2500);
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

// The phone size in both projects: the issue is a phone's (a wide screen keeps the spec's
// bottom-right toasts, see the report of issue 20).
test.describe('sur un téléphone (412x823)', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('un toast d’échec ne couvre pas les boutons de la fenêtre ouverte et se ferme à temps', async ({ page }) => {
    await login(page, DEMO.secretaire);
    await openFundPage(page, SOLIDARITY, 'Fond de solidarité');
    await chooseCategory(page, 'Sorties');
    await add(page);
    const dialog = page.getByRole('dialog', { name: /Demande de sortie/ });
    await expect(dialog).toBeVisible();
    // Only the member concerned is optional, and the form says so.
    await expect(dialog.getByText(/Tous les champs sont obligatoires, sauf le membre concerné\./)).toBeVisible();
    await expect(dialog.getByLabel('Membre concerné (facultatif)')).toBeVisible();
    await dialog.getByLabel('Type').selectOption('1');
    await dialog.getByLabel('Motif').fill('Toast et boutons (essai hors ligne)');
    await dialog.getByLabel('Montant (XAF)').fill('10 000');
    await dialog.getByLabel('Délai de recouvrement').fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));

    // The network drops: the request fails and a failure toast comes while the form stays open.
    await page.context().setOffline(true);
    const send = dialog.getByRole('button', { name: 'Envoyer la demande' });
    await send.click();
    const toast = page.locator('[data-toast="failure"]');
    await expect(toast).toBeVisible();
    await page.waitForTimeout(400);
    await snap(page, 'toast-echec-fenetre-ouverte');
    const toastBox = await box(toast);
    const buttons = dialog.getByRole('button');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(2);
    for (let index = 0; index < count; index += 1) {
      const button = buttons.nth(index);
      if (!(await button.isVisible())) continue;
      const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
      expect(overlap(toastBox, await box(button)), `le toast couvre « ${name} »`).toBe(false);
    }
    // The buttons take the finger (nothing lies over them), and the toast closes on its own.
    await send.click({ trial: true });
    await dialog.getByRole('button', { name: 'Annuler' }).click({ trial: true });
    await expect(toast).toHaveCount(0, { timeout: 9_000 });
    await page.context().setOffline(false);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('la souscription au Fond de solidarité : confirmation d’abord, Annuler ne change rien', async ({ page }) => {
  const token = await apiLogin(DEMO.secretaire);
  const person = await memberOf(token, 1, 2);
  const name = `${person.prenom} ${person.nom}`;
  const puts = recordCalls(page, 'PUT', /\/api\/user\/subscription\//);
  await login(page, DEMO.secretaire);
  await page.goto('/cotisation/inscriptions');
  await expect(page.getByRole('heading', { name: 'Inscriptions', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: /Rechercher/ }).fill(`${person.nom} ${person.prenom}`);
  const toggle = page.getByRole('switch', { name: `Fond de solidarité de ${name}` });
  await expect(toggle).toBeChecked();

  await toggle.click();
  const confirm = page.getByRole('dialog', { name: 'Fond de solidarité' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(`Retirer ${name} du Fond de solidarité`);
  await expect(confirm).toContainText('sorties');
  await snap(page, 'inscriptions-confirmation-solidarite');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  await expect(toggle).toBeChecked();
  expect(puts, 'Annuler n’envoie rien').toHaveLength(0);

  // Confirmed, it changes; switched back the same way, the demo stays as it was.
  await toggle.click();
  await confirm.getByRole('button', { name: 'Oui, retirer' }).click();
  await expect(toggle).not.toBeChecked();
  await dismissToast(page);
  await toggle.click();
  await expect(confirm).toContainText(`Inscrire ${name} au Fond de solidarité`);
  await confirm.getByRole('button', { name: 'Oui, inscrire' }).click();
  await expect(toggle).toBeChecked();
  expect(puts).toHaveLength(2);
});

test('le Président voit la souscription sans pouvoir la changer, avec la raison', async ({ page }) => {
  await login(page, DEMO.president);
  await page.goto('/cotisation/inscriptions');
  await expect(page.getByRole('heading', { name: 'Inscriptions', level: 1 })).toBeVisible();
  const first = page.getByRole('switch', { name: /^Fond de solidarité de / }).first();
  await expect(first).toBeDisabled();
  await expect(
    page.getByText('Les souscriptions au Fond de solidarité se changent par la Secrétaire seulement.'),
  ).toBeVisible();
});

test('Inscrire un membre : Nom et Prénom ont l’air modifiables', async ({ page }) => {
  await login(page, DEMO.secretaire);
  await page.goto('/cotisation/inscriptions');
  await page.getByRole('button', { name: 'Inscrire', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Inscrire un membre' });
  await expect(dialog).toBeVisible();
  const background = (label: string) =>
    dialog.getByLabel(label, { exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
  const editable = await background('Téléphone');
  for (const label of ['Nom', 'Prénom']) {
    await expect(dialog.getByLabel(label, { exact: true })).toBeEditable();
    expect(await background(label), `${label} a le fond d’un champ modifiable`).toBe(editable);
  }
  await snap(page, 'inscrire-un-membre');
});

test('la modification d’une sortie montre son délai comme celle d’une cotisation', async ({ page }) => {
  const secretary = await apiLogin(DEMO.secretaire);
  const president = await apiLogin(DEMO.president);
  const motif = `Délai affiché (${test.info().project.name})`;
  const filed = await api('POST', '/cotisation/demandeSortie', {
    token: secretary,
    body: {
      cotisationId: 1,
      type: '1',
      motif,
      delai: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      transport: 0,
      montant: 20000,
    },
  });
  expect(filed.status, JSON.stringify(filed.body)).toBe(200);
  const sortie = filed.body.sortie ?? filed.body.demande ?? filed.body;
  const request = await api('POST', '/cotisation/demandeModification', {
    token: secretary,
    body: { libelle: 'Montant à corriger', type: 'sortie', cotisation: 1, cible_id: sortie.id },
  });
  expect(request.status, JSON.stringify(request.body)).toBe(200);
  const decision = await api('PUT', '/cotisation/updateRequest', {
    token: president,
    body: { id: request.body.demande.id, statut: 'Valide' },
  });
  expect(decision.status, JSON.stringify(decision.body)).toBe(200);
  const until = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Africa/Douala',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(decision.body.demande.expiresAt));

  await login(page, DEMO.secretaire);
  await openFundPage(page, SOLIDARITY, 'Fond de solidarité');
  await chooseCategory(page, 'Sorties');
  const entry = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: motif });
  await entry.getByRole('button', { name: 'Modifier la sortie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier la sortie' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Modification autorisée')).toBeVisible();
  await expect(dialog).toContainText(`jusqu’à ${until}`);
  await expect(dialog).toContainText('Motif de la demande : Montant à corriger'.replace(' :', '\u00a0:'));
  await snap(page, 'modifier-la-sortie-delai');
});

test('les réglages de l’association lisent les montants avec la même règle', async ({ page }) => {
  await login(page, DEMO.president);
  await page.goto('/aboutUs');
  await page.getByRole('button', { name: 'Modifier', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Informations de l’association' });
  await expect(dialog).toBeVisible();
  const monthly = dialog.getByLabel('Cotisation mensuelle (XAF)');
  await monthly.fill('2.500,5');
  await dialog.getByLabel('Nom de l’association').focus();
  await expect(monthly).toHaveValue('2.500,5');
  await expect(
    dialog.getByText('Le montant mensuel doit être un nombre entier de francs CFA (pas de centimes).'),
  ).toBeVisible();
  await monthly.fill('2.500');
  await dialog.getByLabel('Nom de l’association').focus();
  await expect(dialog.getByText(/Le montant mensuel doit/)).toHaveCount(0);
  await page.keyboard.press('Escape');
});
