import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, api, expect, login, snap, test } from '../support/fixtures.js';

/**
 * Several associations on one service (issue 21), in the browser: the product's welcome page at /,
 * the pages before login at /a/<slug>/ (the association's name, the X-Association header, links
 * that keep the prefix), an unknown address, and the switch of association from the account menu.
 *
 * The demo data holds two associations: the README's logins open the first (slug arb-bonamoussadi),
 * and the Président (690000001) also belongs to the second, Entraide Bépanda (entraide-bepanda).
 */

const FIRST = 'arb-bonamoussadi';
const SECOND = { slug: 'entraide-bepanda', nom: 'Entraide Bépanda' };
/** ASSOCIATION_HEADER of @quartier/shared. */
const ASSOCIATION_HEADER = 'x-association';

const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3011}`;

/** A script's call to the API, naming an association the way the web does before login. */
function apiIn(slug: string | null, method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  return api(method, path, { ...options, headers: slug ? { [ASSOCIATION_HEADER]: slug } : {} });
}

/** A login in the association the header names; it becomes the person's association used last. */
async function apiLoginIn(slug: string, telephone: string) {
  const res = await apiIn(slug, 'POST', '/auth/login', { body: { telephone, password: DEMO_PASSWORD } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.association.slug).toBe(slug);
  return res.body as { token: string; association: { id: number; slug: string; nom: string }; associations: any[] };
}

/** The number of members an association's dashboard shows, as its own session reads it. */
async function memberCount(token: string): Promise<number> {
  const res = await apiIn(null, 'GET', '/cotisation/allMembres?page=1&pageSize=1', { token });
  expect(res.status).toBe(200);
  return res.body.count as number;
}

/** A name as a pattern (an association's name may hold any sign). */
const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A role as the menu shows it: without the '(bureau 2024)' an office may add (displayRoleName). */
const shownRole = (name: string) => name.replace(/\s*\(.*?\)\s*$/, '').trim();

/** The Président's plain /login opens the association used last: every other spec expects the first. */
async function backToFirstAssociation() {
  await apiLoginIn(FIRST, DEMO.president);
}

test.beforeAll(backToFirstAssociation);
test.afterAll(backToFirstAssociation);

test('la page d’accueil du service mène à la connexion, ou à l’association dont on tape l’adresse', async ({
  page,
}) => {
  const first = (await apiIn(FIRST, 'GET', '/association')).body.association;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('association de quartier');
  await expect(page.getByText('associations de quartier du Cameroun', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle('Bienvenue · Quartier');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  await snap(page, 'accueil-service');

  // Nothing typed, or nothing usable: the field says what it wants, and nobody leaves the page.
  const go = page.getByRole('button', { name: 'Aller à mon association' });
  await go.click();
  await expect(page.getByText('Saisissez l’adresse de votre association.')).toBeVisible();
  await page.getByLabel('Adresse de votre association').fill('?');
  await go.click();
  await expect(page.getByText('Adresse d’association invalide', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The name as people write it (capitals, accent, space) gives the address.
  await page.getByLabel('Adresse de votre association').fill('Entraide Bépanda');
  await go.click();
  await expect(page).toHaveURL(new RegExp(`/a/${SECOND.slug}/login$`));
  await expect(page.getByText(SECOND.nom).first()).toBeVisible();

  // A pasted address (an SMS link) gives its association.
  await page.goto('/');
  await page
    .getByLabel('Adresse de votre association')
    .fill(`${baseURL}/a/${FIRST}/confirmRegistration/abcdefghijklmnop`);
  await page.getByLabel('Adresse de votre association').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/a/${FIRST}/login$`));
  await expect(page.getByText(first.nom).first()).toBeVisible();

  // 'Se connecter' leads to the plain login page.
  await page.goto('/');
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test('/a/<slug>/login montre cette association, ses liens gardent l’adresse, et la connexion y entre', async ({
  page,
}) => {
  await page.goto(`/a/${SECOND.slug}/login`);
  await expect(page.getByText(SECOND.nom).first()).toBeVisible();
  await expect(page).toHaveTitle(`Connexion · ${SECOND.nom}`);
  await snap(page, 'connexion-seconde-association');

  // Forgotten password and back: the address keeps naming the association.
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(new RegExp(`/a/${SECOND.slug}/forgotPassword$`));
  await expect(page.getByText(SECOND.nom).first()).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await expect(page).toHaveURL(new RegExp(`/a/${SECOND.slug}/login$`));

  // The bare address of the association shows its login page too.
  await page.goto(`/a/${SECOND.slug}`);
  await expect(page.getByText(SECOND.nom).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

  // The Président signs in there: the login names the association, and the session is in it.
  await page.goto(`/a/${SECOND.slug}/login`);
  await page.getByLabel('Téléphone').fill(DEMO.president);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  expect(await (await sent).headerValue(ASSOCIATION_HEADER)).toBe(SECOND.slug);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Voici les chiffres de l’association ${SECOND.nom}`, { exact: false })).toBeVisible();
  await expect(page).toHaveTitle(`Tableau de bord · ${SECOND.nom}`);
  const stored = await page.evaluate(() => sessionStorage.getItem('association_slug'));
  expect(stored).toBe(SECOND.slug);

  // Once signed in, the calls no longer name the address's association: the session's wins.
  await page.goto(`/a/${FIRST}/login`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Voici les chiffres de l’association ${SECOND.nom}`, { exact: false })).toBeVisible();

  // Signed out, the welcome page's 'Se connecter' leads back to that association's login page.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`/a/${SECOND.slug}/login$`));
  await expect(page.getByText(SECOND.nom).first()).toBeVisible();
});

test('une adresse d’association inconnue le dit, et ramène à l’accueil', async ({ page }) => {
  await page.goto('/a/association-qui-n-existe-pas/login');
  await expect(page.getByRole('heading', { name: 'Association introuvable', level: 1 })).toBeVisible();
  await expect(page.getByText('association-qui-n-existe-pas', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle('Association introuvable · Quartier');
  // No form of an association that does not exist.
  await expect(page.getByLabel('Téléphone')).toHaveCount(0);
  await snap(page, 'association-introuvable');
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Aller à mon association' })).toBeVisible();

  // The other pages before login say the same.
  await page.goto('/a/association-qui-n-existe-pas/forgotPassword');
  await expect(page.getByRole('heading', { name: 'Association introuvable', level: 1 })).toBeVisible();
  // An address that cannot be a slug at all.
  await page.goto('/a/pas_une_adresse!/login');
  await expect(page.getByRole('heading', { name: 'Association introuvable', level: 1 })).toBeVisible();
  // Capitals, as a phone's keyboard types them: the same address in lower case.
  await page.goto(`/a/${SECOND.slug.toUpperCase()}/login`);
  await expect(page).toHaveURL(new RegExp(`/a/${SECOND.slug}/login$`));
  await expect(page.getByText(SECOND.nom).first()).toBeVisible();
});

/** The account menu, opened; its current association's name. */
async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /Menu du compte/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
  return page.getByTestId('association-courante');
}

test('le Président passe d’une association à l’autre depuis le menu du compte, et revient', async ({ page }) => {
  // Each association's own figures, read by its own session.
  const inFirst = await apiLoginIn(FIRST, DEMO.president);
  const inSecond = await apiLoginIn(SECOND.slug, DEMO.president);
  const counts = { first: await memberCount(inFirst.token), second: await memberCount(inSecond.token) };
  const firstName = inFirst.association.nom;
  const roleInSecond = shownRole(inSecond.associations.find((entry) => entry.slug === SECOND.slug).role.nom);
  const roleInFirst = shownRole(inFirst.associations.find((entry) => entry.slug === FIRST).role.nom);
  await backToFirstAssociation();

  await login(page, DEMO.president);
  await expect(page.getByText(`Voici les chiffres de l’association ${firstName}`, { exact: false })).toBeVisible();
  await expect(page.getByTestId('carte-membres')).toContainText(new RegExp(`Membres\\s*${counts.first}(?!\\d)`));

  // The menu names the current association and offers the other one, with the person's role there.
  await expect(await openAccountMenu(page)).toContainText(firstName);
  await expect(page.getByText('Changer d’association')).toBeVisible();
  const toSecond = page.getByRole('menuitem', { name: named(SECOND.nom) });
  await expect(toSecond).toContainText(roleInSecond);
  await expect(page.getByRole('menuitem', { name: named(firstName) })).toHaveCount(0);
  await snap(page, 'menu-compte-associations');
  const tokenBefore = await page.evaluate(() => sessionStorage.getItem('token'));

  await toSecond.click();
  await expect(page.getByText(`Vous êtes maintenant dans ${SECOND.nom}`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Voici les chiffres de l’association ${SECOND.nom}`, { exact: false })).toBeVisible();
  // The figures are the second association's, not the first's kept on screen.
  await expect(page.getByTestId('carte-membres')).toContainText(new RegExp(`Membres\\s*${counts.second}(?!\\d)`));
  await expect(page).toHaveTitle(`Tableau de bord · ${SECOND.nom}`);
  await snap(page, 'association-changee');
  // A new session: the old token no longer opens anything.
  const tokenAfter = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(tokenAfter).not.toBe(tokenBefore);
  expect((await apiIn(null, 'GET', '/auth/me', { token: tokenBefore! })).status).toBe(401);

  // And back.
  await expect(await openAccountMenu(page)).toContainText(SECOND.nom);
  const toFirst = page.getByRole('menuitem', { name: named(firstName) });
  await expect(toFirst).toContainText(roleInFirst);
  await toFirst.click();
  await expect(page.getByText(`Vous êtes maintenant dans ${firstName}`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Voici les chiffres de l’association ${firstName}`, { exact: false })).toBeVisible();
  await expect(page.getByTestId('carte-membres')).toContainText(new RegExp(`Membres\\s*${counts.first}(?!\\d)`));
  await expect(page).toHaveTitle(`Tableau de bord · ${firstName}`);

  // Logging out leads to the login page of the association just left.
  await page.getByRole('button', { name: /Menu du compte/ }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await page.getByRole('button', { name: 'Oui, je me déconnecte' }).click();
  await expect(page).toHaveURL(new RegExp(`/a/${FIRST}/login$`));
  await expect(page.getByText(firstName).first()).toBeVisible();
});

test('un membre d’une seule association n’a rien à changer dans son menu', async ({ page }) => {
  await login(page, DEMO.secretaire);
  await expect(await openAccountMenu(page)).toBeVisible();
  await expect(page.getByText('Changer d’association')).toHaveCount(0);
});
