import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { dismissToast, expect, expectNoSidewaysScroll, lastSms, login, snap, test } from '../support/fixtures.js';
import { smallTargets } from '../support/tap-targets.js';

/**
 * Issue 22, in the browser at phone (412x823) and desktop (1366x800) size: a founder creates an
 * association from the welcome page (the SMS code read from the local gateway), lands on its
 * dashboard as Président with the 'Premiers pas' card, registers the Secrétaire from Inscriptions;
 * the Secrétaire confirms from her SMS (link and code) in another browser and signs in; the
 * Président then sees the step 'secretaire' done.
 *
 * Both projects share one server and one SMS gateway: each run draws its own numbers, and the
 * association's name says which project made it.
 */

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Ndole-Makepe-2026';
const SECRETARY_PASSWORD = 'Koki-Bonaberi-2026';

/** A Cameroonian mobile number (69x xx xx xx) no other spec uses, drawn once per project and run. */
function drawPhone(prefix: string) {
  const digits = `${prefix}${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
  return {
    local: digits,
    /** As a person types it, with spaces. */
    typed: `${digits.slice(0, 1)} ${digits.slice(1, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`,
    e164: `+237${digits}`,
  };
}

const project = () => test.info().project.name;
const runs = new Map<string, ReturnType<typeof newRun>>();
const newRun = () => ({
  founder: { nom: 'Ekambi', prenom: 'Jean', phone: drawPhone('6993') },
  secretary: { nom: 'Ngo Biyong', prenom: 'Esther', phone: drawPhone('6994') },
});
/** The people of this project's run (the projects may share one worker, hence one module). */
function current() {
  if (!runs.has(project())) runs.set(project(), newRun());
  return runs.get(project())!;
}
const associationName = () => `Amicale Makepe ${project() === 'telephone' ? 'Téléphone' : 'Bureau'}`;

/** Filled by a test, read by the next ones (serial), per project. */
const secretaryRegisteredAt = new Map<string, string>();

function firstStep(page: Page, code: 'reglages' | 'secretaire' | 'blocs') {
  return page.getByTestId('premiers-pas').locator(`[data-etape="${code}"]`);
}

test('un fondateur crée son association depuis l’accueil et arrive en Président', async ({ page }) => {
  const { founder } = current();
  await page.goto('/');
  await page.getByRole('link', { name: 'Créer une association' }).click();
  await expect(page).toHaveURL(/\/creerAssociation$/);
  await expect(page.getByRole('heading', { name: 'Créer une association', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Créer une association · Quartier');
  await expectNoSidewaysScroll(page);
  await snap(page, 'creation-formulaire');

  // Nothing typed: the shared schema's French messages under the fields, nothing sent.
  await page.getByRole('button', { name: 'Recevoir le code par SMS' }).click();
  await expect(page.getByText('Le nom de l’association est obligatoire.')).toBeVisible();
  await expect(page.getByText('La ville est obligatoire.')).toBeVisible();
  await expect(page.getByText('Le numéro de téléphone est obligatoire.')).toBeVisible();
  await snap(page, 'creation-formulaire-erreurs');

  await page.getByLabel('Nom de l’association').fill(associationName());
  await page.getByLabel('Ville').fill('Douala');
  await page.getByLabel('Quartier').fill('Makepe');
  await page.getByLabel('Nom', { exact: true }).fill(founder.nom);
  await page.getByLabel('Prénom').fill(founder.prenom);
  // Segments: the label is what the finger touches.
  await page.locator('label', { hasText: 'Homme' }).click();
  await expect(page.getByRole('radio', { name: 'Homme' })).toBeChecked();
  await page.getByLabel('Téléphone').fill(founder.phone.typed);
  await page.getByLabel('Votre bloc').fill('Bloc A');
  await expect(page.getByText('obligatoire.')).toHaveCount(0);

  const askedAt = new Date().toISOString();
  await page.getByRole('button', { name: 'Recevoir le code par SMS' }).click();
  await expect(page.getByRole('heading', { name: 'Confirmez votre numéro', level: 1 })).toBeVisible();
  await expect(page.getByText(`Entrez le code reçu par SMS au ${founder.phone.typed}`)).toBeVisible();
  await dismissToast(page);
  const sms = await lastSms(founder.phone.e164, askedAt);
  expect(sms.code).toMatch(/^\d{6}$/);

  // A wrong code: the server's message, and what was typed stays.
  const wrong = sms.code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code reçu par SMS').fill(wrong);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer l’association' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'L’association n’est pas encore créée' })).toBeVisible();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue(PASSWORD);
  await expectNoSidewaysScroll(page);
  await snap(page, 'creation-code-errone');

  // A new code by SMS: the one to type now.
  const resentAt = new Date().toISOString();
  await page.getByRole('button', { name: 'Renvoyer le code' }).click();
  await expect(page.getByText(`Un code vous a été envoyé par SMS au ${founder.phone.typed}`)).toBeVisible();
  await dismissToast(page);
  const resent = await lastSms(founder.phone.e164, resentAt);
  expect(resent.code).toMatch(/^\d{6}$/);
  await expect(page.getByLabel('Code reçu par SMS')).toHaveValue('');

  await page.getByLabel('Code reçu par SMS').fill(resent.code);
  await page.getByRole('button', { name: 'Créer l’association' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Bonjour ${founder.prenom}` })).toBeVisible();
  await expect(page.getByText(`Voici les chiffres de l’association ${associationName()}.`)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('role_code'))).toBe('president');

  // The first steps, none done yet, each a link to where it is done.
  const card = page.getByTestId('premiers-pas');
  await expect(card.getByRole('heading', { name: 'Premiers pas' })).toBeVisible();
  await expect(firstStep(page, 'reglages')).toHaveAttribute('href', '/aboutUs?reglages');
  await expect(firstStep(page, 'secretaire')).toHaveAttribute('href', '/cotisation/inscriptions');
  await expect(firstStep(page, 'secretaire')).toContainText('à faire');
  await expect(firstStep(page, 'blocs')).toContainText('à faire');
  await dismissToast(page);
  await expectNoSidewaysScroll(page);
  await snap(page, 'creation-tableau-de-bord-president');
  // The card only shows in a new association: its tap targets and its accessibility are checked here.
  if (project() === 'telephone') expect(await smallTargets(page)).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="premiers-pas"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // 'Réglages de l’association' opens the settings at once.
  await firstStep(page, 'reglages').click();
  await expect(page.getByRole('dialog', { name: 'Informations de l’association' })).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Nom de l’association')).toHaveValue(associationName());
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/aboutUs$/);
});

test('le Président inscrit la Secrétaire depuis les premiers pas', async ({ page }) => {
  const { founder, secretary } = current();
  // A new visit: the founder signs in with her number and the password she chose; the plain
  // login opens the association she used last, the new one.
  await login(page, founder.phone.local, PASSWORD);
  await firstStep(page, 'secretaire').click();
  await expect(page).toHaveURL(/\/cotisation\/inscriptions$/);
  await expect(page.getByRole('heading', { name: 'Inscriptions', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Inscrire', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Inscrire un membre' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nom', { exact: true }).fill(secretary.nom);
  await dialog.getByLabel('Prénom', { exact: true }).fill(secretary.prenom);
  await dialog.getByLabel('Téléphone', { exact: true }).fill(secretary.phone.typed);
  const bloc = dialog.getByRole('combobox', { name: 'Bloc' });
  await bloc.fill('Bloc B');
  await bloc.press('Escape');
  await dialog.getByRole('radio', { name: 'Femme' }).check();
  // The association has no Secrétaire yet: her role is offered at registration.
  const role = dialog.getByRole('combobox', { name: 'Rôle' });
  await expect(dialog.getByText('L’association n’a pas encore de Secrétaire')).toBeVisible();
  await role.scrollIntoViewIfNeeded();
  await role.click();
  const secretaire = page.getByRole('option', { name: 'Secrétaire', exact: true });
  await expect(secretaire).toBeVisible();
  // The list follows its field while the dialog settles on a phone: a tap that waits for it to be still.
  await secretaire.dispatchEvent('click');
  await expect(dialog.getByRole('combobox', { name: 'Rôle' })).toHaveValue('Secrétaire');
  await snap(page, 'creation-inscrire-secretaire');

  secretaryRegisteredAt.set(project(), new Date().toISOString());
  await dialog.getByRole('button', { name: 'Inscrire', exact: true }).click();
  await expect(page.getByText(`Ajout du nouveau membre ${secretary.prenom} ${secretary.nom} réussi`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await dismissToast(page);

  // Registered (not yet confirmed), she holds the role: the step is done.
  await page.goto('/dashboard');
  await expect(firstStep(page, 'secretaire')).toContainText('fait');
  await expect(firstStep(page, 'secretaire')).toHaveAttribute('data-faite', 'true');
});

test('la Secrétaire confirme son compte avec le SMS reçu, puis se connecte', async ({ page }) => {
  const { secretary } = current();
  const registeredAt = secretaryRegisteredAt.get(project());
  expect(registeredAt, 'the registration test ran first').toBeTruthy();
  const sms = await lastSms(secretary.phone.e164, registeredAt);
  expect(sms.link).toMatch(/\/confirmRegistration\//);
  expect(sms.code).toMatch(/^\d{6}$/);

  // Her own phone: another browser context than the Président's (this test's own page).
  await page.goto(sms.link);
  await expect(page.getByRole('heading', { name: 'Confirmer mon compte', level: 1 })).toBeVisible();
  await expect(page.getByText(associationName()).first()).toBeVisible();
  await page.getByLabel('Code reçu par SMS').fill(sms.code);
  await page.getByLabel('Mot de passe', { exact: true }).fill(SECRETARY_PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(SECRETARY_PASSWORD);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.evaluate(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  await login(page, secretary.phone.local, SECRETARY_PASSWORD);
  await expect(page.getByRole('heading', { name: `Bonjour ${secretary.prenom}` })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('role_code'))).toBe('secretaire');
  // The Secrétaire sees the first steps too, hers already ticked.
  await expect(firstStep(page, 'secretaire')).toHaveAttribute('data-faite', 'true');
  await dismissToast(page);
  await snap(page, 'creation-tableau-de-bord-secretaire');
});

test('le Président voit l’étape « Inscrire la Secrétaire » faite, et peut fermer la carte', async ({ page }) => {
  await login(page, current().founder.phone.local, PASSWORD);
  await expect(firstStep(page, 'secretaire')).toHaveAttribute('data-faite', 'true');
  await expect(firstStep(page, 'reglages')).not.toHaveAttribute('data-faite');
  await dismissToast(page);
  await snap(page, 'creation-premiers-pas-secretaire-faite');

  // Closed, the card stays closed on this device.
  await page.getByRole('button', { name: 'Fermer les premiers pas' }).click();
  await expect(page.getByTestId('premiers-pas')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Bonjour ${current().founder.prenom}` })).toBeVisible();
  await expect(page.getByTestId('premiers-pas')).toHaveCount(0);
});
