import type { Locator, Page } from '@playwright/test';
import {
  apiLogin,
  chooseCategory,
  DEMO,
  dismissToast,
  expect,
  fileContributionFix,
  fileMonthlyWithdrawal,
  isPhone,
  NOTIFICATION_CATEGORIES,
  openNotifications,
  snap,
  test,
} from '../support/fixtures.js';
import { backToFrenchAfterEach, expectNoFrenchWords, frenchTexts, signInInEnglish } from '../support/language.js';
import { onSomePage } from '../support/pagination.js';

/**
 * English on /notifications, /journal and /myContributions (issue 25, ADR 0029), at phone and
 * desktop size: the Secrétaire files a withdrawal and a modification request through the API;
 * in English, the Président opens every panel, a request's details and the rejection question,
 * rejects the withdrawal and validates the modification; the Secrétaire reads the decisions,
 * opens 'New reminder' and the journal; a Membre reads the notifications and her contributions.
 * No French word of the app's catalogues shows, apart from data (names, the reminders' and the
 * requests' own words, the officers' change lines the server words in French).
 */

test.describe.configure({ mode: 'serial' });

/** The French of the app's catalogues (support/language.ts); none may show in English. */
const FRENCH = await frenchTexts();

function names() {
  const project = test.info().project.name;
  return {
    withdrawal: `Footballs ${project}`,
    modification: `Payment to fix ${project}`,
    /** Months other specs do not use for their own requests. */
    mois: project === 'telephone' ? 5 : 6,
  };
}

/** The page's visible text, without data: names, reminders' and requests' own words. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    let text = document.body.innerText;
    const drop = (node: Element | null) => {
      const own = (node as HTMLElement | null)?.innerText;
      if (own) text = text.split(own).join('');
    };
    // A reminder's title and text are written by the Secrétaire or the monthly job (data).
    for (const article of document.querySelectorAll('ul[aria-label="Reminders"] article')) {
      drop(article.querySelector('h3'));
      drop(article.querySelector('h3 + p, h3 ~ p:last-child'));
    }
    // A request's title (its label) and the values typed by people: labels, targets, reasons (data).
    for (const title of document.querySelectorAll('article h3')) drop(title);
    // Also the journal's fields that hold typed words (its before → after).
    const typed = [
      'Reason for rejection',
      'Member concerned',
      'Withdrawal concerned',
      'Label',
      'Purpose',
      'Surname',
      'First name',
      'Block',
      'Presentation',
    ];
    for (const term of document.querySelectorAll('dt'))
      if (typed.includes((term as HTMLElement).innerText.trim())) drop(term.nextElementSibling);
    for (const row of document.querySelectorAll('section[aria-labelledby="all-requests-title"] tbody tr')) {
      drop(row.querySelector('td:first-child'));
      drop(row.querySelector('td:last-child'));
    }
    for (const item of document.querySelectorAll('section[aria-labelledby="all-requests-title"] li button > div'))
      drop(item.querySelector('p'));
    text = text.replace(/(Reason for rejection: ).*$/gm, '$1');
    // The journal's sentences quote what people typed (a request's label): data, in any language.
    for (const entry of document.querySelectorAll('[data-testid="journal-entry"]'))
      for (const quoted of (entry as HTMLElement).innerText.match(/“[^”]*”/g) ?? [])
        text = text.split(quoted).join('“”');
    return text;
  });
}

/** The demo's people (data). */
const NAMES = ['Jean', 'Mbarga', 'Christelle', 'Ngono', 'Paul', 'Fotso', 'Sandrine', 'Kamga', 'Hervé', 'Essomba'];

async function expectNoFrench(page: Page, where: string, allowed: string[] = []) {
  expectNoFrenchWords(await visibleText(page), FRENCH, where, ['ARB Bonamoussadi', ...allowed, ...NAMES]);
}

backToFrenchAfterEach();

/** Signed in in English, the welcome toast closed (it sits over the phone's floating buttons). */
async function signIn(page: Page, phone: string) {
  await signInInEnglish(page, phone);
  await dismissToast(page);
}

/** The page's category control. */
const CATEGORIES = NOTIFICATION_CATEGORIES.en;

function categories(page: Page): Locator {
  return page.getByRole('radiogroup', { name: CATEGORIES });
}

/** A card of a paginated list, on whichever page it stands (newest first). */
async function cardOnSomePage(page: Page, title: string): Promise<Locator> {
  // The list first: a click on 'next' while it loads would skip its first page.
  await expect(page.getByText(/^\d+ requests?\b/).first()).toBeVisible();
  return onSomePage(page, page.getByRole('article', { name: title }));
}

const picture = (page: Page, name: string) => snap(page, name, { fromTop: true });

test('the Secrétaire files a withdrawal and a modification request', async () => {
  const n = names();
  const token = await apiLogin(DEMO.secretaire);
  await fileMonthlyWithdrawal(token, { libelle: n.withdrawal });
  await fileContributionFix(token, n.modification, n.mois);
});

test('in English, the Président reads every panel, a request’s details, and decides', async ({ page }) => {
  const n = names();
  await signIn(page, DEMO.president);
  await openNotifications(page, CATEGORIES);
  for (const label of ['Reminders', 'Modifications', 'Withdrawals', 'Officers'])
    await expect(categories(page).getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByTestId('a-decider')).toContainText(
    /requests? awaits? your decision: (Modifications|Withdrawals) \d/,
  );
  await page.waitForLoadState('networkidle');
  await expectNoFrench(page, 'reminders');
  await picture(page, 'en-notif-rappels-president');

  // Modifications: the cards, then the table of every request and its details.
  await chooseCategory(page, 'Modifications', CATEGORIES);
  await expect(page.getByRole('tab', { name: 'Contributions' })).toBeVisible();
  const modification = await cardOnSomePage(page, n.modification);
  await expect(modification.getByText('Pending', { exact: true })).toBeVisible();
  await expect(modification.getByText('Member concerned')).toBeVisible();
  await expect(modification.getByText('Secretary ·', { exact: false })).toBeVisible();
  await expect(modification.getByRole('button', { name: 'Yes, I validate the request' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All modification requests' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoFrench(page, 'modifications', [n.modification]);
  await picture(page, 'en-notif-modifications-president');

  const all = page.getByRole('region', { name: 'All modification requests' });
  await all.getByText(n.modification, { exact: true }).first().click();
  const details = page.getByRole('dialog', { name: 'Request details' });
  await expect(details).toBeVisible();
  for (const label of ['Label', 'Type', 'Status', 'Fund', 'Member concerned', 'Requested by', 'Filed on'])
    await expect(details.getByText(label, { exact: true })).toBeVisible();
  await expect(details.getByText('Monthly contributions')).toBeVisible();
  await expectNoFrench(page, 'request details', [n.modification]);
  await snap(page, 'en-notif-detail-president');
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toBeHidden();

  // Validate the modification: the toast is the catalogue's English.
  await modification.getByRole('button', { name: 'Yes, I validate the request' }).click();
  await expect(page.getByText('The request was validated and expires in 30 min')).toBeVisible();
  await dismissToast(page);

  // Withdrawals: reject with a reason, through the question.
  await chooseCategory(page, 'Withdrawals', CATEGORIES);
  await expect(page.getByRole('tab', { name: 'Monthly contributions' })).toBeVisible();
  await expect(page.getByText(/^Monthly contributions balance:/)).toBeVisible();
  const withdrawal = await cardOnSomePage(page, n.withdrawal);
  await expect(withdrawal.getByText('Amount', { exact: true })).toBeVisible();
  await expect(withdrawal.getByText('Sport', { exact: true })).toBeVisible();
  await withdrawal.getByRole('button', { name: 'No, I reject this request' }).click();
  await withdrawal.getByLabel('Reason for rejection').fill('Budget spent');
  await expect(withdrawal.getByRole('button', { name: 'Cancel the rejection' })).toBeVisible();
  await withdrawal.getByRole('button', { name: 'Confirm the rejection' }).click();
  const question = page.getByRole('dialog', { name: 'Reject this request' });
  await expect(question).toBeVisible();
  await expect(question.getByText('Do you really want to reject this request?')).toBeVisible();
  await expect(question.getByText('Reason for rejection: “Budget spent”')).toBeVisible();
  await expect(question.getByRole('button', { name: 'No, go back' })).toBeVisible();
  await expectNoFrench(page, 'reject question', [n.withdrawal]);
  await snap(page, 'en-notif-rejet-president');
  await question.getByRole('button', { name: 'Yes, reject' }).click();
  await expect(page.getByText('The request was rejected')).toBeVisible();
  await dismissToast(page);

  await chooseCategory(page, 'Officers', CATEGORIES);
  // Empty, or holding what bureau.spec filed before in a full run: their change lines are worded
  // in the reader's English like the journal's; only a refusal's reason is French data.
  const officers = page.getByRole('region', { name: 'Officers' });
  const filed = officers.getByRole('article');
  await expect(officers.getByText('No change to the officers').or(filed.first())).toBeVisible();
  await expectNoFrench(page, 'officers');
  await picture(page, 'en-notif-bureau-president');
});

test('in English, the Secrétaire reads the decisions, opens New reminder and the log', async ({ page }) => {
  const n = names();
  await signIn(page, DEMO.secretaire);
  await openNotifications(page, CATEGORIES);
  await expect(page.getByText(/Your request|Reminder/).first()).toBeVisible();
  await page.getByRole('button', { name: 'New reminder' }).click();
  const modal = page.getByRole('dialog', { name: 'New reminder' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Members behind', { exact: true })).toBeVisible();
  await expect(modal.getByLabel('Title')).toHaveValue('Contribution reminder');
  await expect(modal.getByRole('button', { name: 'Send the reminder' })).toBeVisible();
  await expectNoFrench(page, 'new reminder');
  await snap(page, 'en-notif-nouveau-rappel-secretaire');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();

  await chooseCategory(page, 'Withdrawals', CATEGORIES);
  const withdrawal = await cardOnSomePage(page, n.withdrawal);
  await expect(withdrawal.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(withdrawal.getByText('Reason for rejection')).toBeVisible();
  await expect(withdrawal.getByText('Rejected by')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoFrench(page, 'withdrawals', [n.withdrawal, 'Budget spent']);
  await picture(page, 'en-notif-sorties-secretaire');

  await chooseCategory(page, 'Modifications', CATEGORIES);
  const all = page.getByRole('region', { name: 'All modification requests' });
  const row = all.locator('li, tr').filter({ hasText: n.modification });
  await expect(row.getByText('Validated', { exact: true })).toBeVisible();
  await expect(page.getByText('Validated by').first()).toBeVisible();

  // The log.
  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Log', level: 1 })).toBeVisible();
  await expect(page.getByTestId('journal-count')).toContainText(/\d+ records?/);
  await expect(page.getByRole('button', { name: 'Export (Excel)' })).toBeVisible();
  const entry = page.getByTestId('journal-entry').first();
  await expect(entry).toContainText(/By /);
  if (isPhone()) await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByLabel('Kind of record')).toBeVisible();
  await expect(page.getByLabel('Kind of record').locator('option', { hasText: 'Withdrawals' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expectNoFrench(page, 'journal');
  await snap(page, 'en-journal-secretaire');
});

test('in English, a Membre reads her notifications and her contributions', async ({ page }) => {
  const n = names();
  await signIn(page, DEMO.membre);
  await openNotifications(page, CATEGORIES);
  await expect(categories(page).getByText('Modifications', { exact: true })).toHaveCount(0);
  await chooseCategory(page, 'Withdrawals', CATEGORIES);
  const withdrawal = await cardOnSomePage(page, n.withdrawal);
  await expect(withdrawal.getByRole('button', { name: /validate/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoFrench(page, 'member withdrawals', [n.withdrawal, 'Budget spent']);
  await picture(page, 'en-notif-sorties-membre');

  await page.goto('/myContributions');
  await expect(page.getByRole('heading', { name: 'My contributions', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Category', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Year', { exact: true })).toBeVisible();
  await expect(page.getByText('Total contributions').first()).toBeVisible();
  await expect(page.getByText('My receipts').first()).toBeVisible();
  await expect(page.getByText('Contributions per year of operation').first()).toBeVisible();
  await expect(page.getByText(/\d,\d{3} XAF/).first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expectNoFrench(page, 'my contributions');
  await picture(page, 'en-mes-contributions-membre');

  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Solidarity fund' });
  await expect(page).toHaveURL(/caisse=1/);
  await page.waitForLoadState('networkidle');
  await expectNoFrench(page, 'my contributions, solidarity');
});
