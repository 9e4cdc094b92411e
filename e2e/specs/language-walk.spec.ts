import type { Page } from '@playwright/test';
import { en } from '../../apps/web/src/lib/i18n/en.js';
import { en as journalEn } from '../../apps/web/src/features/journal/i18n/en.js';
import { en as notificationsEn } from '../../apps/web/src/features/notifications/i18n/en.js';
import { api, apiLogin, DEMO, dismissToast, expect, isPhone, snap, test } from '../support/fixtures.js';
import { backToFrenchAfterEach, expectNoFrenchWords, frenchTexts, signInInEnglish } from '../support/language.js';

// The English walk of issue 25 ('Done when'): each demo role signs in in English and opens every
// signed-in page it may open (apps/web/src/config/paths.ts), at phone and desktop size; no French
// of the app's catalogues shows anywhere, apart from data (names, blocks, the association's name
// and presentation, the withdrawals' and requests' own words, reminders). A picture of each page.

const FRENCH = await frenchTexts();

/** Every page of the signed-in shell, in the menu's order: its address and its title in English. */
const PAGES = [
  ['dashboard', '/dashboard'],
  ['notifications', '/notifications'],
  ['stats', '/stats'],
  ['myContributions', '/myContributions'],
  ['aboutUs', '/aboutUs'],
  ['fondSolidarite', '/cotisation/fondSolidarite'],
  ['cotisationMensuelles', '/cotisation/cotisationMensuelles'],
  ['inscriptions', '/cotisation/inscriptions'],
  ['journal', '/journal'],
  ['profile', '/profile'],
] as const satisfies ReadonlyArray<readonly [keyof typeof en.pages, string]>;

/**
 * What an answer of the API holds under `keys`, at any depth: the words people wrote (data). A
 * `nom` is a person's only beside a `prenom` (a role's or a fund's name is the app's to translate).
 */
function valuesOf(body: unknown, keys: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        const person = key !== 'nom' || 'prenom' in value;
        if (typeof inner === 'string' && keys.includes(key) && person) found.push(inner);
        else if (Array.isArray(inner) && keys.includes(key))
          found.push(...inner.filter((item): item is string => typeof item === 'string'));
        else walk(inner);
      }
  };
  walk(body);
  return found;
}

/**
 * The data a person may see, as the API gives it to her: people's names, blocks, the association's
 * name and presentation, withdrawals' labels and reasons, requests' labels and targets, reminders,
 * the documents' file names. Fetched with her own rights (what she may not read is not on her pages).
 */
async function dataTexts(token: string): Promise<string[]> {
  const sources: Array<[string, string[]]> = [
    ['/cotisation/allMembres', ['nom', 'prenom', 'bloc']],
    ['/user/genderPerBloc', ['blocs']],
    ['/cotisation/getSorties/1', ['libelle', 'motif', 'motifRefus', 'nom', 'prenom']],
    ['/cotisation/getSorties/3', ['libelle', 'motif', 'motifRefus', 'nom', 'prenom']],
    ['/cotisation/demandes', ['libelle', 'cible', 'motifRefus', 'nom', 'prenom']],
    ['/bureau/demandes', ['motif', 'motifRefus', 'nom', 'prenom']],
    ['/cotisation/getGeneralNotifications', ['titre', 'contenu']],
    ['/cotisation/documents', ['fileName']],
  ];
  const found = new Set<string>();
  for (const [path, keys] of sources) {
    const res = await api('GET', path, { token });
    if (res.status === 200) for (const text of valuesOf(res.body, keys)) found.add(text);
  }
  const { association } = (await api('GET', '/association', { token })).body;
  found.add(association.nom);
  found.add(association.presentation);
  // Longest first: 'Bloc A2' before 'Bloc A', a full label before a name inside it.
  return [...found].filter((text) => text.trim() !== '').sort((a, b) => b.length - a.length);
}

/**
 * The page's text as a person meets it: its tab's title, what shows, what screen readers are given
 * (labels, captions) and the fields' hints.
 */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const text = document.body.innerText;
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((node) =>
      ['aria-label', 'placeholder', 'title'].map((name) => node.getAttribute(name) ?? ''),
    );
    const hidden = [...document.querySelectorAll('table caption, th')].map((node) => node.textContent ?? '');
    // Badges and headings in capitals show their text as written too ('EXEMPLE' would hide 'Exemple').
    const capitals = [...document.body.querySelectorAll('*')]
      .filter((node) => getComputedStyle(node).textTransform !== 'none')
      .map((node) => node.textContent ?? '');
    return [document.title, text, ...attributes, ...hidden, ...capitals].join('\n');
  });
}

/**
 * The data are read again at each look: the server writes notifications while the walk goes on
 * (a reminder in the recipient's language of that moment, French, showed on the dashboard in CI).
 */
async function expectNoFrench(page: Page, where: string, token: string) {
  const text = await pageText(page);
  expectNoFrenchWords(text, FRENCH, where, await dataTexts(token));
}

/** The page's data drawn: no skeleton, nothing busy, nothing left to fetch, every chart drawn. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Skeleton-root[data-visible], [aria-busy="true"]')).toHaveCount(0);
  // A chart draws once it has measured its width (components/charts).
  await expect(page.locator('[role="img"]:not(:has(svg))')).toHaveCount(0);
}

/**
 * A full-page picture: scrolled through first, since headless Chromium leaves blank what was never
 * on screen since the last navigation (the charts of /myContributions after /stats).
 */
async function picture(page: Page, name: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await snap(page, name);
}

backToFrenchAfterEach();

for (const [role, phone, staff] of [
  ['Président', DEMO.president, true],
  ['Secrétaire', DEMO.secretaire, true],
  ['Membre', DEMO.membre, false],
] as const)
  test(`the ${role} walks every page in English and reads no French`, async ({ page }) => {
    // Ten pages and their categories, each pictured, on 2 shared cores.
    test.setTimeout(240_000);
    const token = await apiLogin(`+237${phone}`);
    const shot = (name: string) => picture(page, `en-walk-${role}-${name}`);
    await signInInEnglish(page, phone);
    await dismissToast(page);

    for (const [key, path] of PAGES) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      if (key === 'journal' && !staff) {
        // A Membre is refused the journal, in English too.
        await expect(page.getByRole('alert').filter({ hasText: journalEn.refusedTitle })).toBeVisible();
        await expect(page.getByText(journalEn.refused)).toBeVisible();
      } else await expect(page.getByRole('heading', { name: en.pages[key] }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await settled(page);
      await expectNoFrench(page, path, token);
      await shot(key);

      if (key === 'notifications') {
        const categories = page.getByRole('radiogroup', { name: notificationsEn.categoryLabel });
        for (const [name, label] of Object.entries(notificationsEn.categories)) {
          const choice = categories.getByText(label, { exact: true });
          if ((await choice.count()) === 0) continue;
          await choice.click();
          await expect(categories.getByRole('radio', { name: label })).toBeChecked();
          const panel = page.getByRole('region', { name: label });
          await settled(page);
          // The panel's own tabs (the funds, or contributions and withdrawals).
          const tabs = panel.getByRole('tab');
          for (let index = 0; index < (await tabs.count()); index += 1) {
            await tabs.nth(index).click();
            await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
            await settled(page);
            await expectNoFrench(page, `${path}: ${label}, tab ${index + 1}`, token);
          }
          await expectNoFrench(page, `${path}: ${label}`, token);
          await shot(`notifications-${name}`);
        }
      }

      if (key === 'fondSolidarite' || key === 'cotisationMensuelles') {
        await page.getByRole('radiogroup', { name: 'Category' }).getByText('Withdrawals', { exact: true }).click();
        await expect(page.getByRole('radio', { name: 'Withdrawals' })).toBeChecked();
        await expect(page.getByText(/^\d+ withdrawals?, all years/)).toBeVisible();
        await settled(page);
        await expectNoFrench(page, `${path}: withdrawals`, token);
        await shot(`${key}-withdrawals`);
      }
    }

    // The shell's menus: the main menu (a drawer on phones) and the account menu.
    await page.goto('/dashboard');
    await settled(page);
    if (isPhone()) await page.getByRole('button', { name: /^Open the menu/ }).click();
    const nav = page.getByRole('navigation', { name: en.shell.mainMenu });
    await expect(nav.getByRole('link', { name: en.pages.stats })).toBeVisible();
    const group = nav.getByRole('button', { name: 'Contributions' });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(nav.getByRole('link', { name: en.pages.inscriptions })).toBeVisible();
    await expectNoFrench(page, 'main menu', token);
    // The menus as they open, not scrolled through (a scroll may close them).
    await snap(page, `en-walk-${role}-menu`);
    if (isPhone()) {
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
    }
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expectNoFrench(page, 'account menu', token);
    await snap(page, `en-walk-${role}-account-menu`);
  });
