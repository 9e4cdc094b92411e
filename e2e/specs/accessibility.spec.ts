import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, isPhone, login, showCreationCodeStep, test } from '../support/fixtures.js';

/**
 * axe-core on every page of the route table (apps/web/src/config/paths.ts), as the roles that
 * reach them, and on the main dialogs: no serious or critical violation, on phones and on
 * wide screens (issue 9).
 */

// axe reads the whole page at each step: several pages per test take longer than the default.
test.describe.configure({ timeout: 240_000 });

/** Runs axe on the page as it is now; fails with the list of serious and critical violations. */
async function expectAccessible(page: Page, what: string, { skipRules = [] as string[] } = {}) {
  // Lazy pages, their data and the opening animations settle first.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page }).disableRules(skipRules).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} — ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')} : ${node.failureSummary?.split('\n').slice(1).join(' ')}`)
          .join('\n'),
    );
  expect(blocking, `violations d’accessibilité graves sur ${what}`).toEqual([]);
}

async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
}

/** 'Ajouter' of a fund page: in the header on wide screens, behind the floating toggle on phones. */
async function fundAction(page: Page, name: 'Ajouter') {
  if (isPhone()) {
    const toggle = page.getByRole('button', { name: 'Actions', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await page.getByRole('button', { name, exact: true }).click();
}

test('pages publiques : accueil, connexion, mot de passe oublié, confirmation, adresse inconnue', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Aller à mon association' }).click();
  await expect(page.getByText('Saisissez l’adresse de votre association.')).toBeVisible();
  await expectAccessible(page, 'l’accueil du service (avec son message d’erreur)');
  // An address under /a/ that cannot name an association.
  await page.goto('/a/pas_une_adresse!/login');
  await expect(page.getByRole('heading', { name: 'Association introuvable', level: 1 })).toBeVisible();
  await expectAccessible(page, 'Association introuvable');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expectAccessible(page, '/login');
  await page.goto('/forgotPassword');
  await expect(page.getByLabel('Téléphone')).toBeVisible();
  await expectAccessible(page, '/forgotPassword');
  await page.goto('/confirmRegistration/jeton-inconnu');
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, '/confirmRegistration/:token');
  // The creation of an association (issue 22): its form with the schema's messages, then its code step.
  await page.goto('/creerAssociation');
  await page.getByRole('button', { name: 'Recevoir le code par SMS' }).click();
  await expect(page.getByText('Le nom de l’association est obligatoire.')).toBeVisible();
  await expectAccessible(page, '/creerAssociation (avec ses messages d’erreur)');
  await showCreationCodeStep(page);
  await expectAccessible(page, '/creerAssociation (le code reçu par SMS)');
  await page.goto('/adresse-qui-n-existe-pas');
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'la page introuvable');
});

test('pages internes vues par le Président, et leurs fenêtres principales', async ({ page }) => {
  await login(page, DEMO.president);
  await open(page, '/dashboard', 'Tableau de bord');
  await expectAccessible(page, '/dashboard (Président)');
  if (isPhone()) {
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(page.getByRole('dialog', { name: 'Menu latéral' })).toBeVisible();
    await expectAccessible(page, 'le menu latéral ouvert');
    await page.keyboard.press('Escape');
  }
  await open(page, '/notifications', 'Notifications');
  await expectAccessible(page, '/notifications');
  await open(page, '/stats', 'Statistiques');
  await expectAccessible(page, '/stats (cotisation mensuelle)');
  await open(page, '/stats?caisse=2', 'Statistiques');
  await expect(page.getByTestId('genre-par-bloc')).toBeVisible();
  await expectAccessible(page, '/stats (inscriptions)');
  await open(page, '/myContributions', 'Mes contributions');
  await expectAccessible(page, '/myContributions');
  await open(page, '/aboutUs', 'À propos de nous');
  await expectAccessible(page, '/aboutUs');
  await page.getByRole('button', { name: 'Modifier', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Informations de l’association' })).toBeVisible();
  await expectAccessible(page, 'la fenêtre Informations de l’association');
  await page.keyboard.press('Escape');
  await open(page, '/profile', 'Mon profil');
  await expectAccessible(page, '/profile');
  await open(page, '/passwordReset', 'Mot de passe');
  await expectAccessible(page, '/passwordReset');

  await page.getByRole('button', { name: /Menu du compte/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
  // Mantine's Menu puts its focus sentinel and its arrow (role="presentation") inside the role="menu"
  // element, which aria-required-children refuses: theirs, not ours; every other rule applies.
  await expectAccessible(page, 'le menu du compte (avec ses associations)', { skipRules: ['aria-required-children'] });
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page.getByText('Voulez-vous vraiment vous déconnecter?')).toBeVisible();
  await expectAccessible(page, 'la confirmation de déconnexion');
});

test('pages des caisses vues par la Secrétaire, et leurs formulaires', async ({ page }) => {
  await login(page, DEMO.secretaire);
  await open(page, '/cotisation/cotisationMensuelles', 'Cotisations Mensuelles');
  await expectAccessible(page, '/cotisation/cotisationMensuelles');
  await fundAction(page, 'Ajouter');
  await expect(page.getByRole('dialog', { name: /Nouvelle cotisation/ })).toBeVisible();
  await expectAccessible(page, 'le formulaire Nouvelle cotisation');
  await page.keyboard.press('Escape');

  await open(page, '/cotisation/fondSolidarite', 'Fond de solidarité');
  await expectAccessible(page, '/cotisation/fondSolidarite');

  await open(page, '/cotisation/inscriptions', 'Inscriptions');
  await expectAccessible(page, '/cotisation/inscriptions');
  await page.getByRole('button', { name: 'Inscrire', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Inscrire un membre' })).toBeVisible();
  await expectAccessible(page, 'le formulaire Inscrire un membre');
});

test('pages vues par un Membre (tableau de bord sans les chiffres du bureau, caisses en lecture)', async ({ page }) => {
  await login(page, DEMO.membre);
  await open(page, '/dashboard', 'Tableau de bord');
  await expectAccessible(page, '/dashboard (Membre)');
  await open(page, '/notifications', 'Notifications');
  await expectAccessible(page, '/notifications (Membre)');
  await open(page, '/cotisation/fondSolidarite', 'Fond de solidarité');
  await expectAccessible(page, '/cotisation/fondSolidarite (Membre)');
});

test('au clavier, une fenêtre rend le focus au bouton qui l’a ouverte, dès sa première ouverture', async ({ page }) => {
  // These dialogs' code comes on first use: they are mounted by the key press that opens them,
  // the case where the focus was once lost when they closed.
  await login(page, DEMO.secretaire);
  await open(page, '/cotisation/cotisationMensuelles', 'Cotisations Mensuelles');
  await page.waitForLoadState('networkidle');
  // On phones 'Ajouter' is in the floating panel, which closes as the form opens: the focus comes
  // back to the panel's toggle.
  const toggle = page.getByRole('button', { name: 'Actions', exact: true });
  if (isPhone()) await toggle.click();
  const add = page.getByRole('button', { name: 'Ajouter', exact: true });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Nouvelle cotisation/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(isPhone() ? toggle : add).toBeFocused();

  await open(page, '/cotisation/inscriptions', 'Inscriptions');
  await page.waitForLoadState('networkidle');
  const register = page.getByRole('button', { name: 'Inscrire', exact: true });
  await register.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Inscrire un membre' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(register).toBeFocused();

  // Aide, from the avatar menu: the focus comes back to the avatar.
  const avatar = page.getByRole('button', { name: /Menu du compte/ });
  await avatar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Aide' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Aide' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Aide' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(avatar).toBeFocused();
});
