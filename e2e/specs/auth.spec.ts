import {
  api,
  apiLogin,
  DEMO,
  DEMO_PASSWORD,
  expect,
  isPhone,
  lastSms,
  login,
  registerMember,
  snap,
  test,
} from '../support/fixtures.js';

/** Opens a sidebar entry; on phones the menu is behind the burger button. */
async function openMenuEntry(page: import('@playwright/test').Page, name: string) {
  if (isPhone()) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name, exact: true }).click();
}

test('a wrong password shows the French failure toast and stays on the login page; a burst of taps checks it once', async ({
  page,
}) => {
  // The service's welcome page leads to the login page of the association used last (issue 21).
  await page.goto('/');
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('ARB Bonamoussadi').first()).toBeVisible();
  await page.getByLabel('Téléphone').fill(DEMO.secretaire);
  await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
  let logins = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/login') logins += 1;
  });
  // Three taps in one burst, before React has drawn the button busy: the password checked once.
  await page
    .getByRole('button', { name: 'Se connecter' })
    .evaluate((button: HTMLButtonElement) => [1, 2, 3].forEach(() => button.click()));
  await expect(page.getByText('Mot de passe ou Numéro de téléphone incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(logins).toBe(1);
  await snap(page, 'login-echec');
  // Once answered, the form sends again.
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(logins).toBe(2);
});

test('the Secrétaire logs in, walks the shell, sees her profile and logs out through the dialog', async ({ page }) => {
  await login(page, DEMO.secretaire);
  await expect(page.getByText('Connexion réussie')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tableau de bord' }).first()).toBeVisible();
  // While the welcome toast shows, the top bar's two buttons still take a tap: the toast sat on
  // the phone's menu button, and a pointer resting on a toast keeps it open. Checked before the
  // screenshot: a full-page screenshot resizes the window for a moment, and the toast container
  // briefly draws a fading copy of the toast in the phone's corner.
  for (const name of [isPhone() ? 'Ouvrir le menu' : /Menu du compte/, /Menu du compte/])
    await page.getByRole('button', { name }).click({ trial: true, timeout: 2_000 });
  await expect(page.getByText('Connexion réussie')).toBeVisible();
  await snap(page, 'tableau-de-bord');

  await openMenuEntry(page, 'Statistiques');
  await expect(page).toHaveURL(/\/stats$/);
  await expect(page.getByRole('heading', { name: 'Statistiques' }).first()).toBeVisible();
  if (isPhone()) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Cotisations' }).click();
  await page.getByRole('link', { name: 'Cotisations Mensuelles' }).click();
  await expect(page).toHaveURL(/\/cotisation\/cotisationMensuelles$/);

  await page.getByRole('button', { name: /Menu du compte/ }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Ngono', { exact: true })).toBeVisible();
  await expect(page.getByText('Christelle', { exact: true })).toBeVisible();
  await expect(page.getByText('Femelle')).toBeVisible();
  await expect(page.getByText('Bloc B')).toBeVisible();
  await snap(page, 'profil');

  await page.getByRole('button', { name: /Menu du compte/ }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page.getByText('Voulez-vous vraiment vous déconnecter?')).toBeVisible();
  await page.getByRole('button', { name: 'Non, Je reste' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: /Menu du compte/ }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await page.getByRole('button', { name: 'Oui, je me déconnecte' }).click();
  await expect(page).toHaveURL(/\/login/);
  // The session is gone: the protected pages send back to the login page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test('the browser tab names the association on every page, the login page included', async ({ page }) => {
  const name = (await api('GET', '/association')).body.association.nom as string;
  expect(name).not.toBe('Quartier');
  await page.goto('/login');
  await expect(page).toHaveTitle(`Connexion · ${name}`);
  await page.goto('/page-qui-n-existe-pas');
  await expect(page).toHaveTitle(`Page introuvable · ${name}`);
  await login(page, DEMO.membre);
  await expect(page).toHaveTitle(`Tableau de bord · ${name}`);
  for (const [path, title] of [
    ['/stats', 'Statistiques'],
    ['/cotisation/fondSolidarite', 'Fond de solidarité'],
    ['/myContributions', 'Mes contributions'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} · ${name}`);
  }
});

test('a pending member confirms her account from the SMS link and code', async ({ page }) => {
  // The Secrétaire registers a neighbour through the API (the Inscriptions page has its own spec).
  const phone = isPhone() ? '656100001' : '656100002';
  const e164 = `+237${phone}`;
  await registerMember(await apiLogin(DEMO.secretaire), {
    nom: 'Moukoko',
    prenom: 'Flore',
    telephone: phone,
    bloc: 'Bloc D',
    sexe: 'F',
  });

  const sms = await lastSms(e164);
  expect(sms.link).toContain('/confirmRegistration/');
  await page.goto(new URL(sms.link).pathname);

  // The dialog that asks for a new code (and its phone field's code) comes when first asked; it
  // is not sent here: every code sent counts against the one address all these tests come from.
  const resend = page.getByRole('button', { name: 'Renvoyer le code' });
  await resend.click();
  const dialog = page.getByRole('dialog', { name: 'Renvoyer le code' });
  await expect(dialog.getByLabel('Téléphone')).toBeFocused();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(resend).toBeFocused();
  await page.getByLabel('Code reçu par SMS').fill(sms.code);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Flore-Bloc-D-2026');
  await page.getByLabel('Confirmer le mot de passe').fill('Flore-Bloc-D-2026-x');
  await expect(page.getByText('Les deux mots de passe ne correspondent pas.')).toBeVisible();
  await page.getByLabel('Confirmer le mot de passe').fill('Flore-Bloc-D-2026');
  await snap(page, 'confirmation-compte');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await login(page, phone, 'Flore-Bloc-D-2026');
});

test('a member resets a forgotten password with the SMS code', async ({ page }) => {
  const phone = isPhone() ? '690000004' : '690000005';
  const e164 = `+237${phone}`;
  const before = new Date().toISOString();
  await page.goto('/login');
  await page.getByRole('link', { name: /Mot de passe oublié/ }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Téléphone').fill(phone);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  const sms = await lastSms(e164, before);
  await page.getByLabel('Code reçu par SMS').fill(sms.code);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Nouveau-Secret-2026');
  await page.getByLabel('Confirmer le mot de passe').fill('Nouveau-Secret-2026');
  await snap(page, 'reinitialisation');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Vous avez réinitialisé votre mot de passe avec succès')).toBeVisible();
  await page.getByRole('button', { name: 'Fermer' }).first().click();
  await login(page, phone, 'Nouveau-Secret-2026');
});

test('the forgotten-password page checks the number before sending, and keeps it to be changed', async ({ page }) => {
  // No account behind it: the server answers as for any number, and sends no SMS.
  const phone = isPhone() ? '699000105' : '699000106';
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/forgotPassword')) sent.push(request.postData() ?? '');
  });
  await page.goto('/forgotPassword');
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  // Checked by the shared schema, loaded with the first tap (the page's first view goes without it).
  await page.getByLabel('Téléphone').fill('12');
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page.getByText('Numéro de téléphone invalide.')).toBeVisible();
  expect(sent).toEqual([]);

  await page.getByLabel('Téléphone').fill(phone);
  await expect(page.getByText('Numéro de téléphone invalide.')).toBeHidden();
  // Three taps in one burst, before React has drawn the button busy: one sending (each spends one
  // of the number's three codes an hour).
  await page
    .getByRole('button', { name: 'Recevoir un code' })
    .evaluate((button: HTMLButtonElement) => [1, 2, 3].forEach(() => button.click()));
  await expect(page.getByLabel('Code reçu par SMS')).toBeVisible();
  expect(sent.map((body) => JSON.parse(body))).toEqual([{ telephone: `+237${phone}` }]);
  await page.getByRole('button', { name: '(changer)' }).click();
  await expect(page.getByLabel('Téléphone')).toHaveValue(phone);
});

test('a wrong reset code shows the failure message', async ({ page }) => {
  const phone = isPhone() ? '690000006' : '690000007';
  const before = new Date().toISOString();
  await page.goto('/forgotPassword');
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Téléphone').fill(phone);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  const sms = await lastSms(`+237${phone}`, before);
  const wrong = sms.code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code reçu par SMS').fill(wrong);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Nouveau-Secret-2026');
  await page.getByLabel('Confirmer le mot de passe').fill('Nouveau-Secret-2026');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Erreur lors de la réinitialisation de votre mot de passe')).toBeVisible();
  await expect(page.getByText('Code incorrect. Il vous reste 4 essais.')).toBeVisible();
});

/** An active Membre of the generated demo members, one per project so the two runs never share one. */
async function activeGeneratedMember(): Promise<string> {
  const token = await apiLogin(DEMO.president);
  const list = await api('GET', '/cotisation/allMembres?pageSize=500', { token });
  const phones = (list.body.members as Array<{ telephone: string | null; statut: string; Role: { code: string } }>)
    .filter((m) => m.statut === 'Actif' && m.Role.code === 'membre' && m.telephone?.startsWith('+237677'))
    .map((m) => m.telephone!)
    .sort();
  return phones[isPhone() ? 0 : 1]!.slice('+237'.length);
}

test('a wrong code keeps the password change form; the right code then changes it and leads back to the profile', async ({
  page,
}) => {
  const phone = await activeGeneratedMember();
  await login(page, phone);
  await page.goto('/profile');
  const before = new Date().toISOString();
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/\/passwordReset$/);
  // Her own number: no « si ce numéro est enregistré » about it.
  await expect(page.getByText('Un code vient d’être envoyé par SMS à votre numéro.')).toBeVisible();
  const sms = await lastSms(`+237${phone}`, before);
  const wrong = sms.code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code reçu par SMS').fill(wrong);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Change-Apres-Erreur-2026');
  await page.getByLabel('Confirmer le mot de passe').fill('Change-Apres-Erreur-2026');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Erreur lors de la réinitialisation de votre mot de passe')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Still on the page, with what was typed: only the code needs correcting.
  await expect(page).toHaveURL(/\/passwordReset$/);
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('Change-Apres-Erreur-2026');
  await expect(page.getByLabel('Confirmer le mot de passe')).toHaveValue('Change-Apres-Erreur-2026');
  await expect(page.getByLabel('Code reçu par SMS')).toHaveValue(wrong);
  await snap(page, 'changement-mot-de-passe-apres-code-faux');

  await page.getByLabel('Code reçu par SMS').fill(sms.code);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Vous avez réinitialisé votre mot de passe avec succès')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).last().click();
  // Every session ended with the reset (rulings R5): sign in again, then back to the profile.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Téléphone').fill(phone);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Change-Apres-Erreur-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a used confirmation link says the account is already active and leads to the login page', async ({ page }) => {
  const token = await apiLogin(DEMO.president);
  const list = await api('GET', '/cotisation/allMembres?pageSize=500', { token });
  const pending = (list.body.members as Array<{ telephone: string | null; statut: string }>)
    .filter((m) => m.statut === 'En Attente' && m.telephone)
    .map((m) => m.telephone!)
    .sort();
  // A pending demo member per project (the other confirmation test registers its own numbers).
  const e164 = pending.at(isPhone() ? -1 : -2)!;
  const before = new Date().toISOString();
  await api('POST', '/auth/resendCode', { body: { telephone: e164, purpose: 'confirmation' } });
  const sms = await lastSms(e164, before);
  const path = new URL(sms.link).pathname;
  const linkToken = path.split('/').at(-1)!;
  const confirmed = await api('PUT', `/auth/confirmAccount/${linkToken}`, {
    body: { otp: sms.code, password: 'Deja-Active-2026', confirmPassword: 'Deja-Active-2026' },
  });
  expect(confirmed.status).toBe(200);

  await page.goto(path);
  await expect(page.getByText('Votre compte est déjà activé.')).toBeVisible();
  await expect(page.getByLabel('Code reçu par SMS')).toHaveCount(0);
  await snap(page, 'lien-de-confirmation-deja-utilise');
  await page.getByRole('link', { name: 'Aller à la connexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
