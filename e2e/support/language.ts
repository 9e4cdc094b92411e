import type { Page } from '@playwright/test';
import { api, apiLogin, DEMO_PASSWORD, expect, test } from './fixtures.js';

// What the English walks (specs/language*.spec.ts, issue 25) share: signing in in English, putting
// the people back in French afterwards, and looking for French words on a page.

/** People switched to English (E.164) in the running test. */
const switched = new Set<string>();

/**
 * Called once at the top of a spec: every person it switched to English goes back to French after
 * each test, since the other specs sign them in in French.
 */
export function backToFrenchAfterEach() {
  test.afterEach(async () => {
    for (const phone of switched) {
      const token = await apiLogin(phone);
      await api('PUT', '/user/language', { token, body: { langue: 'fr' } });
    }
    switched.clear();
  });
}

/** Marks a person (E.164) as switched to English by the test: back to French after it. */
export function switchedToEnglish(e164: string) {
  switched.add(e164);
}

/** Picks English on the login page, then signs in (demo password): the choice is saved to the person. */
export async function signInInEnglish(page: Page, phone: string) {
  await page.goto('/login');
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  switchedToEnglish(`+237${phone}`);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fails with the page's text when one of the French words shows in `text` as a whole word. */
export function expectNoFrenchWords(text: string, french: readonly string[], where: string) {
  const found = french.filter((word) => new RegExp(`(^|[^\\p{L}])${escape(word)}($|[^\\p{L}])`, 'u').test(text));
  expect(found, `${where}: ${text}`).toEqual([]);
}
