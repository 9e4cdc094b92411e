import { expect, snap, test } from '../support/fixtures.js';

// Field validation messages in the reader's language (issue 25, ADR 0029 "Field validation
// messages"): the shared schemas' words under the fields, English once English is picked, French
// otherwise (the spec's wording).

test('an English visitor sees the field messages of the login form in English', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The phone number is required.')).toBeVisible();
  await expect(page.getByText('The password is required.')).toBeVisible();
  await expect(page.getByText(/obligatoire/)).toHaveCount(0);
  await snap(page, 'en-login-field-messages');

  await page.getByLabel('Phone number').fill('12');
  await page.getByLabel('Password', { exact: true }).fill('Plantain-2026-faux');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid phone number.')).toBeVisible();
  await expect(page.getByText('The password is required.')).toHaveCount(0);
  await snap(page, 'en-login-invalid-phone');

  // Back to French: the same form speaks French again, word for word.
  await page.getByText('Français', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Numéro de téléphone invalide.')).toBeVisible();
});

test('a French visitor sees them in French', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('quartier.langue', 'fr'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Le numéro de téléphone est obligatoire.')).toBeVisible();
  await expect(page.getByText('Le mot de passe est obligatoire.')).toBeVisible();
  await expect(page.getByText(/is required/)).toHaveCount(0);
  await snap(page, 'fr-login-field-messages');
});
