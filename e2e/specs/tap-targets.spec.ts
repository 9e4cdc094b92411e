import type { Page } from '@playwright/test';
import { DEMO, expect, login, showCreationCodeStep, snap, test } from '../support/fixtures.js';
import { smallTargets } from '../support/tap-targets.js';

/**
 * Tap targets on a phone (412x823, issue 20; WCAG 2.5.5): every visible control of the main
 * pages, as Président and as Membre, is at least 44x44 CSS pixels. Phone only (playwright.config:
 * the 'bureau' project ignores this file): a mouse needs no 44 px targets on a wide screen.
 *
 * Not counted: links inside a sentence (WCAG 2.5.5's 'inline' exception: the line height of the
 * text sets their size). Measured in their stead: for an input hidden behind its labels
 * (switches, radios), its largest label; for a drawn checkbox, the checkbox and its label together
 * (a tap on either ticks it); for an input drawn inside a field's box (a password and its show
 * button), that box. The public pages (welcome, login, forgotten password, confirmation) are walked too.
 */

const PAGES: Array<{ path: string; heading: string | RegExp; name: string }> = [
  { path: '/dashboard', heading: 'Tableau de bord', name: 'tableau-de-bord' },
  { path: '/notifications', heading: 'Notifications', name: 'notifications' },
  { path: '/stats', heading: 'Statistiques', name: 'statistiques' },
  { path: '/myContributions', heading: 'Mes contributions', name: 'mes-contributions' },
  { path: '/aboutUs', heading: 'À propos de nous', name: 'a-propos' },
  { path: '/cotisation/cotisationMensuelles', heading: 'Cotisations Mensuelles', name: 'cotisations-mensuelles' },
  { path: '/cotisation/fondSolidarite', heading: 'Fond de solidarité', name: 'fond-solidarite' },
  { path: '/cotisation/inscriptions', heading: 'Inscriptions', name: 'inscriptions' },
  { path: '/profile', heading: 'Mon profil', name: 'profil' },
  { path: '/passwordReset', heading: 'Mot de passe', name: 'mot-de-passe' },
];

async function walk(page: Page, who: string) {
  const problems: string[] = [];
  for (const { path, heading, name } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
    problems.push(...(await smallTargets(page)).map((problem) => `${path} : ${problem}`));
    await snap(page, `cibles-${who}-${name}`);
    if (path === '/dashboard') {
      await page.getByRole('button', { name: /menu/i }).first().click();
      await expect(page.getByRole('dialog', { name: 'Menu latéral' })).toBeVisible();
      problems.push(...(await smallTargets(page)).map((problem) => `menu latéral : ${problem}`));
      await snap(page, `cibles-${who}-menu`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu latéral' })).toBeHidden();
      // The account menu: its association entries too (issue 21).
      await page.getByRole('button', { name: /Menu du compte/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
      problems.push(...(await smallTargets(page)).map((problem) => `menu du compte : ${problem}`));
      await snap(page, `cibles-${who}-menu-compte`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
  }
  return problems;
}

test.describe.configure({ timeout: 240_000 });

test('pages publiques : chaque commande de l’accueil, de la connexion, du mot de passe oublié et de la confirmation mesure au moins 44x44 px', async ({
  page,
}) => {
  const problems: string[] = [];
  for (const { path, heading, name } of [
    { path: '/', heading: /association de quartier/, name: 'accueil' },
    { path: '/login', heading: 'Bienvenue', name: 'connexion' },
    { path: '/forgotPassword', heading: 'Mot de passe oublié', name: 'mot-de-passe-oublie' },
    { path: '/confirmRegistration/lien-de-demonstration', heading: 'Confirmer mon compte', name: 'confirmation' },
    { path: '/creerAssociation', heading: 'Créer une association', name: 'creation' },
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    problems.push(...(await smallTargets(page)).map((problem) => `${path} : ${problem}`));
    await snap(page, `cibles-public-${name}`);
  }
  // The creation's second step (the SMS code), as the page opens again while a creation waits.
  await showCreationCodeStep(page);
  problems.push(...(await smallTargets(page)).map((problem) => `/creerAssociation (code) : ${problem}`));
  await snap(page, 'cibles-public-creation-code');
  expect(problems).toEqual([]);
});

test('Président : chaque commande des pages principales mesure au moins 44x44 px', async ({ page }) => {
  await login(page, DEMO.president);
  expect(await walk(page, 'president')).toEqual([]);
});

test('Membre : chaque commande des pages principales mesure au moins 44x44 px', async ({ page }) => {
  await login(page, DEMO.membre);
  expect(await walk(page, 'membre')).toEqual([]);
});
