import type { Page } from '@playwright/test';
import { DEMO, expect, login, showCreationCodeStep, snap, test } from '../support/fixtures.js';

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

const MIN = 44;
const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="tab"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="link"]',
  '[role="menuitem"]',
  '[role="combobox"]',
  'summary',
].join(', ');

/** The controls smaller than 44x44 on the page as it is now: 'role « name » WxH'. */
async function smallTargets(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  return page.evaluate(
    ({ selector, min }) => {
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        if (el.closest('[aria-hidden="true"], [inert]')) return false;
        return el.getClientRects().length > 0;
      };
      /** A link in running text: its parent's text is more than the link (WCAG 'inline'). */
      const inline = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        const parentText = (el.parentElement?.textContent ?? '').trim();
        return parentText.length > (el.textContent ?? '').trim().length;
      };
      const found: string[] = [];
      for (const el of Array.from(document.querySelectorAll(selector))) {
        if (!visible(el) || inline(el)) continue;
        // A password's input sits inside the field's box, next to its show button: the box is the target.
        const field = el.tagName === 'INPUT' ? el.closest('.mantine-Input-input') : null;
        let rect = (field ?? el).getBoundingClientRect();
        const labels = Array.from((el as HTMLInputElement).labels ?? []).filter(visible);
        // A drawn checkbox beside its label: a tap on either ticks it, so the target is both together.
        if (el.matches('input[type="checkbox"]') && rect.width >= 2 && labels.length > 0) {
          const boxes = [rect, ...labels.map((label) => label.getBoundingClientRect())];
          const left = Math.min(...boxes.map((b) => b.left));
          const top = Math.min(...boxes.map((b) => b.top));
          rect = new DOMRect(
            left,
            top,
            Math.max(...boxes.map((b) => b.right)) - left,
            Math.max(...boxes.map((b) => b.bottom)) - top,
          );
        }
        // An input hidden behind its labels (switches, radios): the largest label is what the finger touches.
        if (rect.width < 2 || rect.height < 2 || getComputedStyle(el).opacity === '0') {
          if (labels.length === 0) continue;
          rect = labels
            .map((label) => label.getBoundingClientRect())
            .reduce((best, next) => (next.width * next.height > best.width * best.height ? next : best));
        }
        if (rect.width + 0.5 < min || rect.height + 0.5 < min) {
          const name =
            el.getAttribute('aria-label') ??
            (el as HTMLInputElement).labels?.[0]?.textContent ??
            el.textContent?.trim().slice(0, 40) ??
            '';
          const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
          found.push(`${role} « ${name} » ${Math.round(rect.width)}x${Math.round(rect.height)}`);
        }
      }
      return found;
    },
    { selector: CONTROLS, min: MIN },
  );
}

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
