import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import {
  AMOUNT_MESSAGES,
  CAISSE_NAMES,
  CAISSE_NAMES_EN,
  ERROR_MESSAGES_EN,
  ERRORS,
  FIELD_LABELS,
  FIELD_LABELS_EN,
  FRENCH_MONTHS,
  JOURNAL_KIND_LABELS,
  JOURNAL_KIND_LABELS_EN,
  ROLE_NAMES,
  ROLE_NAMES_EN,
  VALIDATION_EN,
  VALIDATION_MESSAGES,
  WITHDRAWAL_TYPE_NAMES,
} from '@quartier/shared';
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

/** Saves English as a person's language (E.164) through the API, back to French after the test; returns her token. */
export async function saveEnglish(e164: string): Promise<string> {
  const token = await apiLogin(e164);
  switchedToEnglish(e164);
  const saved = await api('PUT', '/user/language', { token, body: { langue: 'en' } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return token;
}

/** Picks English on the login page shown: the page turns English. */
export async function pickEnglish(page: Page) {
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
}

/** Signs in on the login page shown in English (demo password): the English picked there is saved to the person. */
export async function signInOnEnglishLogin(page: Page, phone: string) {
  switchedToEnglish(`+237${phone}`);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Picks English on the login page, then signs in (demo password): the choice is saved to the person. */
export async function signInInEnglish(page: Page, phone: string) {
  await page.goto('/login');
  await pickEnglish(page);
  await signInOnEnglishLogin(page, phone);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** French typography's spaces (before ':', in amounts) read as plain ones. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const wholeWord = (word: string) => new RegExp(`(^|[^\\p{L}])${escape(spaces(word))}($|[^\\p{L}])`, 'u');

/**
 * Fails with the page's text when one of the French words shows in `text` as a whole word, once the
 * data values (names, blocks, people's own words) are taken out of it, longest first ('Bloc A2'
 * before 'Bloc A').
 */
export function expectNoFrenchWords(
  text: string,
  french: readonly string[],
  where: string,
  data: readonly string[] = [],
) {
  // Runs of white space read as one space on both sides: a text written on two lines (a reminder's
  // remainder after '\n') shows on one where the page does not keep line breaks (the dashboard).
  const flat = (value: string) => spaces(value).replace(/\s+/g, ' ');
  let plain = flat(text);
  for (const value of [...data].sort((a, b) => b.length - a.length)) plain = plain.split(flat(value)).join('');
  const found = french.filter((word) => wholeWord(word).test(plain));
  expect(found, `${where}: ${plain}`).toEqual([]);
}

/**
 * The page's visible text without the own text of the nodes `dataNodes` (a CSS selector) finds:
 * data written by people (notifications, the association's presentation). Taken from the live page:
 * a copy put in the document would join its radio groups and uncheck the page's own.
 */
export async function visibleTextWithout(page: Page, dataNodes: string): Promise<string> {
  return page.evaluate((selector) => {
    let text = document.body.innerText;
    for (const node of document.querySelectorAll<HTMLElement>(selector)) text = text.split(node.innerText).join('');
    return text;
  }, dataNodes);
}

/** Stands for a value in a catalogue's function: what is around it is the catalogue's own words. */
const HOLE = '\u0000';

/**
 * Every text a catalogue (or a shared table of texts) writes: its strings, and what its functions
 * return, called with holes, empty values and counts of one and two (every branch of a choice).
 */
function catalogueTexts(catalogue: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (typeof value === 'function') {
      const fn = value as (...values: unknown[]) => unknown;
      for (const given of [HOLE, '', 1, 2]) {
        try {
          const text = fn(...Array.from({ length: Math.max(fn.length, 1) }, () => given));
          if (typeof text === 'string') found.push(text);
        } catch {
          // A function that cannot take this kind of value: its other calls give its words.
        }
      }
    } else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  walk(catalogue);
  return found.map(spaces);
}

/**
 * The app's catalogues, French and English: apps/web/src/lib/i18n and every feature's or
 * component's i18n folder holding fr.ts and en.ts (as apps/web/src/lib/i18n/catalogue.test.ts finds
 * them), and the shared package's texts the screens show (server messages, roles, funds, field
 * messages, journal kinds, withdrawal types).
 */
async function catalogues(): Promise<{ french: string[]; english: string[] }> {
  const src = path.resolve(import.meta.dirname, '../../apps/web/src');
  const folders: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const inner = path.join(folder, entry.name);
      if (fs.existsSync(path.join(inner, 'fr.ts')) && fs.existsSync(path.join(inner, 'en.ts'))) folders.push(inner);
      walk(inner);
    }
  };
  walk(src);
  const french = [
    ERRORS,
    AMOUNT_MESSAGES,
    CAISSE_NAMES,
    FIELD_LABELS,
    FRENCH_MONTHS,
    JOURNAL_KIND_LABELS,
    ROLE_NAMES,
    VALIDATION_MESSAGES,
    WITHDRAWAL_TYPE_NAMES.fr,
  ].flatMap(catalogueTexts);
  const english = [
    CAISSE_NAMES_EN,
    ERROR_MESSAGES_EN,
    FIELD_LABELS_EN,
    JOURNAL_KIND_LABELS_EN,
    ROLE_NAMES_EN,
    VALIDATION_EN,
    WITHDRAWAL_TYPE_NAMES.en,
  ].flatMap(catalogueTexts);
  for (const folder of folders) {
    const fr = (await import(pathToFileURL(path.join(folder, 'fr.ts')).href)) as { fr: unknown };
    const en = (await import(pathToFileURL(path.join(folder, 'en.ts')).href)) as { en: unknown };
    french.push(...catalogueTexts(fr.fr));
    english.push(...catalogueTexts(en.en));
  }
  // Dates as the browser writes them: French month and day names.
  for (const [locale, texts] of [
    ['fr-FR', french],
    ['en-GB', english],
  ] as const)
    for (const options of [{ month: 'long' }, { month: 'short' }, { weekday: 'long' }, { weekday: 'short' }] as const) {
      const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
      for (let day = 1; day <= 12; day += 1) texts.push(format.format(Date.UTC(2026, day - 1, day)));
    }
  return { french, english };
}

const letters = /\p{L}{2}/u;

/**
 * English texts quote French values of the API ("'sorties' (withdrawals)", “femme” (woman)): what
 * stands between quotes is not English, and stays out of the English a French text is compared with.
 */
const withoutQuotes = (text: string) => text.replace(/(^|[^\p{L}])'[^']*'(?!\p{L})|“[^”]*”/gu, '$1 ');

/**
 * The French to look for on an English screen, taken from the French catalogues themselves (not a
 * list kept by hand): each text's parts between its values and its sentence marks, and each of its
 * words, leaving out what English writes the same ('Notifications', 'Total', 'Sport') or uses in
 * its own texts. Data (names, blocks, the association's name, people's own words) stay for each
 * spec to take out of the page's text before the check.
 */
export const frenchTexts = (() => {
  let found: Promise<readonly string[]> | undefined;
  return () =>
    (found ??= catalogues().then(({ french, english }) => {
      const englishText = english.map(withoutQuotes).join('\n');
      const englishWords = new Set(englishText.split(/[^\p{L}]+/u));
      const parts = new Set<string>();
      const words = new Set<string>();
      for (const text of french)
        for (const part of text.split(HOLE).flatMap((piece) => piece.split(/[\d«»“”"·?!:;.\n…]+/u))) {
          const trimmed = part.trim();
          if (letters.test(trimmed) && !wholeWord(trimmed).test(englishText)) parts.add(trimmed);
          for (const word of trimmed.split(/[^\p{L}]+/u))
            if (letters.test(word) && !englishWords.has(word)) words.add(word);
        }
      return [...new Set([...parts, ...words])];
    }));
})();
