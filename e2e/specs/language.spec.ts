import type { Page } from '@playwright/test';
import { api, apiLogin, DEMO, expect, isPhone, lastSms, snap, test } from '../support/fixtures.js';
import {
  backToFrenchAfterEach,
  expectNoFrenchWords,
  frenchTexts,
  pickEnglish,
  saveEnglish,
  signInOnEnglishLogin,
  visibleTextWithout,
} from '../support/language.js';

// English alongside French (issue 25, ADR 0029): picked on the login page, saved to the person,
// the converted screens (login, shell, dashboard, profile) show no French word.

/**
 * The French of the app's catalogues (support/language.ts); none may show in English. Data values
 * (names, blocks, notifications written by the Secrétaire) are left out of the check, as the issue says.
 */
const FRENCH = await frenchTexts();

/** No French on the page, apart from data (names, the association's, notifications' own words). */
async function expectNoFrench(page: Page, where: string, allowed: string[] = []) {
  // Notifications are stored data, written by the Secrétaire or the monthly job in French.
  const text = await visibleTextWithout(page, '[data-testid="apercu-notifications"] li');
  expectNoFrenchWords(text, FRENCH, where, ['ARB Bonamoussadi', ...allowed]);
}

async function openMenu(page: Page) {
  if (isPhone()) await page.getByRole('button', { name: /^Open the menu/ }).click();
}

backToFrenchAfterEach();

for (const [role, phone, names] of [
  ['Membre', DEMO.membre, ['Fotso', 'Paul']],
  ['Secrétaire', DEMO.secretaire, ['Ngono', 'Christelle']],
] as const)
  test(`the ${role} picks English on the login page and sees no French on the converted screens`, async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
    await pickEnglish(page);
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoFrench(page, 'login');
    await snap(page, `en-login-${role}`);

    await signInOnEnglishLogin(page, phone);
    await expect(page.getByText('Signed in')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible();
    await expect(page.getByText(/XAF/).first()).toBeVisible();
    // English amounts: a comma between thousands.
    await expect(page.getByText(/\d,\d{3} XAF/).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expectNoFrench(page, 'dashboard', [...names]);
    await snap(page, `en-dashboard-${role}`);

    // The shell: the side menu and the account menu.
    await openMenu(page);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Statistics' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Contributions' })).toBeVisible();
    await expectNoFrench(page, 'menu', [...names]);
    if (isPhone()) await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoFrench(page, 'profile', [...names]);
    await snap(page, `en-profil-${role}`);

    // The password change page, opened by its address (no code asked for).
    await page.goto('/passwordReset');
    await expect(page.getByRole('heading', { name: 'New password' })).toBeVisible();
    await expect(page.getByText(/^Type the \d-digit code received by SMS at /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expectNoFrench(page, 'password change', [...names]);
    await snap(page, `en-mot-de-passe-${role}`);
    await page.getByRole('link', { name: 'Back to the profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    // Back to French from the profile: the screens and the person's language follow.
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await page.getByText('Français', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Informations personnelles' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Français' })).toBeChecked();
    await expect(page.getByText('Langue enregistrée')).toBeVisible();
    const me = await api('GET', '/auth/me', { token: await apiLogin(`+237${phone}`) });
    expect(me.body.langue).toBe('fr');
  });

test('a member who chose English receives her codes in English, a French one in French', async () => {
  // One number per project, so that the two runs never share the hourly limit of codes.
  const english = `+237${isPhone() ? DEMO.membre : DEMO.president}`;
  const token = await saveEnglish(english);
  const before = new Date().toISOString();
  await api('PUT', '/auth/forgotPassword', { body: { telephone: english } });
  const sms = await lastSms(english, before);
  expect(sms.message).toMatch(/: your password reset code is \d{6}\. It expires in 10 min\./);

  await api('PUT', '/user/language', { token, body: { langue: 'fr' } });
  const later = new Date().toISOString();
  await api('PUT', '/auth/forgotPassword', { body: { telephone: english } });
  const french = await lastSms(english, later);
  expect(french.message).toMatch(/: votre code de reinitialisation est \d{6}\. Il expire dans 10 min\./);
});
