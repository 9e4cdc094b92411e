import type { Page } from '@playwright/test';
import {
  api,
  apiLogin,
  DEMO,
  expect,
  isPhone,
  lastSms,
  login,
  registerMember,
  showCreationCodeStep,
  snap,
  test,
} from '../support/fixtures.js';
import {
  backToFrenchAfterEach,
  expectNoFrenchWords,
  frenchTexts,
  pickEnglish,
  saveEnglish,
  signInOnEnglishLogin,
  visibleTextWithout,
} from '../support/language.js';

// English on the pages before sign-in, About us, the help modal and the not-found page (issue 25,
// ADR 0029): an English browser sees them in English, a member who chose English too, and the
// association's language for new members is set from the About us settings.

/**
 * The French of the app's catalogues (support/language.ts), and 'bureau' ('Contacter le bureau'),
 * which the catalogues cannot give: an English server message names the command 'npm run cli -- bureau'.
 */
const FRENCH = [...(await frenchTexts()), 'bureau'];

/** No French on the page, apart from data (names, the association's presentation, written in French). */
async function expectNoFrench(page: Page, where: string, allowed: string[] = []) {
  const text = await visibleTextWithout(page, '[data-testid="association-presentation"]');
  // Names: the product's (APP_NAME, apps/web/src/lib/use-document-title.ts), the association's and the members'.
  expectNoFrenchWords(text, FRENCH, where, ['Quartier', 'ARB Bonamoussadi', ...allowed]);
}

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('sees the welcome page, the creation, the unknown association and the not-found page in English', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Your neighbourhood association’s accounts, clear for everyone' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Go to my association' }).click();
    await expect(page.getByText('Enter your association’s address.')).toBeVisible();
    await expectNoFrench(page, 'welcome');
    await snap(page, 'en-accueil');

    await page.getByRole('link', { name: 'Create an association' }).click();
    await expect(page).toHaveURL(/\/creerAssociation$/);
    await expect(page.getByRole('heading', { name: 'Create an association', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Name of the association')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Woman' })).toBeAttached();
    await page.getByRole('button', { name: 'I have an invitation code' }).click();
    await expect(page.getByLabel('Invitation code')).toBeVisible();
    await expectNoFrench(page, 'creation');
    await snap(page, 'en-creation');

    // The code step, opened from this tab's pending creation (no SMS sent).
    await showCreationCodeStep(page, 'Confirm your number');
    await expect(page.getByLabel('Code received by SMS')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Un-mot-de-passe-2026');
    await page.getByLabel('Confirm the password').fill('Un-autre-2026');
    await expect(page.getByText('The two passwords do not match.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send the code again' })).toBeVisible();
    await expectNoFrench(page, 'creation code', ['Amicale de démonstration']);
    await snap(page, 'en-creation-code');
    await page.getByRole('button', { name: 'Change my details' }).click();
    await expect(page.getByRole('heading', { name: 'Create an association', level: 1 })).toBeVisible();

    await page.goto('/a/nulle-part-ici/login');
    await expect(page.getByRole('heading', { name: 'Association not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    await expectNoFrench(page, 'unknown association', ['nulle-part-ici']);
    await snap(page, 'en-association-inconnue');

    await page.goto('/une-page-qui-nexiste-pas');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to sign-in' })).toBeVisible();
    await expectNoFrench(page, 'not found');
    await snap(page, 'en-introuvable');
  });

  test('a French member who taps English on the login page already in English signs in in English', async ({
    page,
  }) => {
    // The page follows the browser; the Membre's saved language is French. Her tap on the English
    // already shown says it is her choice: it changes nothing on the page, yet is saved as she signs in.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await pickEnglish(page);
    await signInOnEnglishLogin(page, DEMO.membre);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const token = await apiLogin(`+237${DEMO.membre}`);
    expect((await api('GET', '/auth/me', { token })).body.langue).toBe('en');
  });

  test('sees the forgotten password and the account confirmation in English', async ({ page }) => {
    await page.goto('/forgotPassword');
    await expect(page.getByRole('heading', { name: 'Forgotten password' })).toBeVisible();
    await expectNoFrench(page, 'forgot password');
    // A number with no account: the same answer, and no SMS.
    await page.getByLabel('Phone').fill(isPhone() ? '699000401' : '699000402');
    await page.getByRole('button', { name: 'Get a code' }).click();
    await expect(
      page.getByText('If this number is registered, a reset code has just been sent to it by SMS.'),
    ).toBeVisible();
    await expect(page.getByText('Number:')).toBeVisible();
    await expect(page.getByLabel('Code received by SMS')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toBeVisible();
    await expectNoFrench(page, 'forgot password, code');
    await snap(page, 'en-mot-de-passe-oublie');

    await page.goto('/confirmRegistration/x');
    await expect(page.getByRole('heading', { name: 'Confirm my account' })).toBeVisible();
    await expect(page.getByText('Incomplete link')).toBeVisible();
    await page.getByRole('button', { name: 'Send the code again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the code again' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send the code' })).toBeVisible();
    await expectNoFrench(page, 'confirmation');
    await snap(page, 'en-confirmation');
  });
});

// The people this spec switches to English go back to French; the association too.
backToFrenchAfterEach();
let associationToReset = false;
test.afterEach(async () => {
  if (associationToReset) {
    const token = await apiLogin(`+237${DEMO.president}`);
    const { association } = (await api('GET', '/association', { token })).body;
    const { nom, presentation, contactTelephone, whatsapp, montantMensuel, objectifSolidarite } = association;
    await api('PUT', '/association', {
      token,
      body: { nom, presentation, contactTelephone, whatsapp, montantMensuel, objectifSolidarite, langueDefaut: 'fr' },
    });
    associationToReset = false;
  }
});

/** Signs in on the French login page a person whose saved language is English (support/language.ts picks it there). */
async function signInWithEnglishSaved(page: Page, phone: string) {
  await saveEnglish(`+237${phone}`);
  // The person's language wins once signed in (GET /auth/me).
  await login(page, phone);
  await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible();
}

async function openAboutUs(page: Page) {
  await page.goto('/aboutUs');
  await expect(page.getByRole('heading', { name: 'The association’s documents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Articles of association' })).toBeVisible();
  await expect(page.getByText('Monthly contribution', { exact: true })).toBeVisible();
  await expect(page.getByText(/ a month$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('a member in English reads About us and the help in English', async ({ page }) => {
  await signInWithEnglishSaved(page, DEMO.membre);
  await openAboutUs(page);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Internal rules' })).toBeVisible();
  await expectNoFrench(page, 'about us', ['Fotso', 'Paul']);
  await snap(page, 'en-a-propos-membre');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Help' }).click();
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help.getByRole('heading', { name: 'Confirm your account' })).toBeVisible();
  await expect(help.getByText(/^For any question about your contributions or your account/)).toBeVisible();
  await expectNoFrench(page, 'help', ['Fotso', 'Paul']);
  await snap(page, 'en-aide');
  await help.getByRole('button', { name: 'Close the help' }).click();
  await expect(help).toBeHidden();
});

test('an officer in English sets the language of new members, and a member registered then gets it', async ({
  page,
  browser,
}) => {
  await signInWithEnglishSaved(page, DEMO.president);
  await openAboutUs(page);
  await expect(page.getByRole('button', { name: 'Replace Internal rules' })).toBeVisible();
  await expectNoFrench(page, 'about us (officer)', ['Mbarga', 'Jean']);

  await page.getByRole('button', { name: 'Edit' }).click();
  const settings = page.getByRole('dialog', { name: 'The association’s details' });
  await expect(settings.getByLabel('Name of the association')).toBeVisible();
  const language = settings.getByLabel('Language of new members');
  await expect(language).toHaveValue('fr');
  // FormActions' 'Annuler' is a shared component not converted yet.
  await expectNoFrench(page, 'settings', ['Mbarga', 'Jean', 'Annuler']);
  await snap(page, 'en-reglages');
  associationToReset = true;
  await language.selectOption('en');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The association’s details have been saved.')).toBeVisible();
  await expect(settings).toBeHidden();

  // A member registered now receives English: her SMS, then her screens.
  const phone = isPhone() ? '656100011' : '656100012';
  const e164 = `+237${phone}`;
  const token = await apiLogin(`+237${DEMO.president}`);
  const association = (await api('GET', '/association', { token })).body.association;
  expect(association.langueDefaut).toBe('en');
  await registerMember(token, { nom: 'Ebanda', prenom: 'Grace', telephone: phone, bloc: 'Bloc E', sexe: 'F' });
  const sms = await lastSms(e164);
  expect(sms.message).toMatch(/Activate your account/);

  // She opens the link on her own phone, its browser in English.
  const context = await browser.newContext({ locale: 'en-GB', viewport: page.viewportSize() });
  const newcomer = await context.newPage();
  await newcomer.goto(new URL(new URL(sms.link).pathname, new URL(page.url()).origin).href);
  await expect(newcomer.getByRole('heading', { name: 'Confirm my account' })).toBeVisible();
  await newcomer.getByLabel('Code received by SMS').fill(sms.code);
  await newcomer.getByLabel('Password', { exact: true }).fill('Grace-Bloc-E-2026');
  await newcomer.getByLabel('Confirm the password').fill('Grace-Bloc-E-2026');
  await expect(newcomer.getByText('The two passwords match.')).toBeVisible();
  await newcomer.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(newcomer).toHaveURL(/\/dashboard$/);
  await expect(newcomer.getByText('Your account is confirmed. Welcome!')).toBeVisible();
  const me = await api('GET', '/auth/me', { token: await apiLogin(e164, 'Grace-Bloc-E-2026') });
  expect(me.body.langue).toBe('en');
  await context.close();
});
