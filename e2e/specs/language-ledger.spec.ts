import type { Locator, Page } from '@playwright/test';
import { chooseCategory, DEMO, expect, isPhone, snap, test } from '../support/fixtures.js';
import { backToFrenchAfterEach, expectNoFrenchWords, frenchTexts, signInInEnglish } from '../support/language.js';

// The fund pages in English (issue 25, ADR 0029): picked on the login page, the two fund pages
// and their main forms show the English of their catalogue and none of the app's French.

const MONTHLY = '/cotisation/cotisationMensuelles';
const SOLIDARITY = '/cotisation/fondSolidarite';

/** The French of the app's catalogues (support/language.ts), the fund pages' among them. */
const FRENCH = await frenchTexts();

/** The data values the pages show as written (people, blocks, withdrawals' own words). */
async function dataTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    // A withdrawal's label or reason, and a refusal's reason: the officers' own words.
    for (const node of document.querySelectorAll<HTMLElement>('[data-withdrawal-id]')) {
      const title = node.getAttribute('aria-label');
      if (title) texts.push(title);
      const cell = node.querySelector<HTMLElement>('td:nth-child(2) p, p');
      if (cell) texts.push(cell.innerText);
      // 'Refusal: ' is ours, the reason after it the validator's.
      for (const line of node.querySelectorAll<HTMLElement>('p'))
        if (line.innerText.startsWith('Refusal:')) texts.push(line.innerText.slice('Refusal:'.length).trim());
    }
    return texts;
  });
}

async function expectNoFrench(page: Page, where: string, scope?: Locator) {
  const text = scope ? await scope.innerText() : await page.evaluate(() => document.body.innerText);
  expectNoFrenchWords(text, FRENCH, where, await dataTexts(page));
}

/** 'Add' / 'Export': in the header on wide screens, behind the floating toggle on phones. */
async function action(page: Page, name: 'Add' | 'Export'): Promise<Locator> {
  if (isPhone()) {
    const toggle = page.getByRole('button', { name: 'Actions', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return page.getByRole('button', { name, exact: true });
}

async function openFund(page: Page, path: string, title: string, balance: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(balance, { exact: true })).toBeVisible();
  await expect(page.getByTestId('fund-balance')).toHaveText(/^[\d,]+ XAF$/);
  if (!path.includes('categorie=sorties')) await expect(page.getByTestId('ledger-totals')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function closeDialog(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Phones: the floating panel closed as its action ran; nothing else stays open.
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

backToFrenchAfterEach();

test('the Secrétaire reads both fund pages and their forms in English', async ({ page }) => {
  test.setTimeout(120_000);
  await signInInEnglish(page, DEMO.secretaire);

  // The monthly fund: the table (cards on a phone), its words and months in English.
  await openFund(page, MONTHLY, 'Monthly contributions', 'Monthly contributions balance');
  await expect(page.getByText(/Contributions \d{4}: [\d,]+ XAF/)).toBeVisible();
  await expect(page.getByText(/^\d+ members? · year \d{4}/)).toBeVisible();
  if (isPhone()) {
    const card = page.getByRole('list', { name: 'Members' }).getByRole('listitem').first();
    await expect(card.getByText(/^Still to pay \(\d{4}\)$/)).toBeVisible();
    await card.getByRole('button', { name: 'Month by month' }).click();
    await expect(card.getByText('January', { exact: true })).toBeVisible();
  } else {
    await expect(page.getByRole('columnheader', { name: 'January' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Still to pay/ })).toBeVisible();
    await expect(page.getByTestId('ledger-caption')).toContainText('Amounts in XAF');
  }
  await expectNoFrench(page, 'monthly fund');
  await snap(page, 'en-cotisation-mensuelle-secretaire');

  // 'Add': a new contribution.
  await (await action(page, 'Add')).click();
  let dialog = page.getByRole('dialog', { name: 'New contribution · Monthly contributions' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^All fields are required\./)).toBeVisible();
  await expect(dialog.getByLabel('Amount (XAF)')).toBeVisible();
  await expect(dialog.getByLabel('Month', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Year', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose the member.')).toBeVisible();
  await expectNoFrench(page, 'contribution form', dialog);
  await snap(page, 'en-formulaire-cotisation');
  await closeDialog(page, dialog);

  // A modification request on a row that holds money.
  const ask = page.getByRole('button', { name: 'Request a modification' }).first();
  await ask.click();
  dialog = page.getByRole('dialog', { name: 'Modification request' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Contributions \d{4} of /)).toBeVisible();
  await expect(dialog.getByText(/The request goes to the President/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog.getByText('Choose the month to correct.')).toBeVisible();
  await expectNoFrench(page, 'modification request', dialog);
  await snap(page, 'en-demande-modification');
  await closeDialog(page, dialog);

  // The withdrawals of the monthly fund, and the withdrawal request.
  await chooseCategory(page, 'Withdrawals', 'Category');
  await expect(page.getByText(/^\d+ withdrawals?, all years/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoFrench(page, 'monthly withdrawals');
  await snap(page, 'en-cotisation-mensuelle-sorties-secretaire');
  await (await action(page, 'Add')).click();
  dialog = page.getByRole('dialog', { name: 'Withdrawal request · Monthly contributions' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('option', { name: 'Works' })).toBeAttached();
  await dialog.getByLabel('Amount (XAF)').fill('10000');
  await expect(dialog.getByText('Amount per person:')).toBeVisible();
  await expect(dialog.getByTestId('part-par-personne')).toHaveText(/^[\d,]+ XAF$/);
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog.getByText('Choose the type.')).toBeVisible();
  await expectNoFrench(page, 'monthly withdrawal form', dialog);
  await snap(page, 'en-formulaire-sortie-mensuelle');
  await closeDialog(page, dialog);

  // The solidarity fund: its withdrawals and their statuses, then its withdrawal request.
  await openFund(page, `${SOLIDARITY}?categorie=sorties`, 'Solidarity fund', 'Solidarity fund balance');
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Validated', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request pending' }).first()).toBeVisible();
  await expectNoFrench(page, 'solidarity withdrawals');
  await snap(page, 'en-fond-solidarite-sorties-secretaire');
  await (await action(page, 'Add')).click();
  dialog = page.getByRole('dialog', { name: 'Withdrawal request · Solidarity fund' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toBeVisible();
  await expect(dialog.getByLabel('Transport (XAF)')).toBeVisible();
  await expect(dialog.getByLabel('Recovery date')).toBeVisible();
  await expect(dialog.getByText(/^All fields are required, except the member concerned\./)).toBeVisible();
  await expectNoFrench(page, 'solidarity withdrawal form', dialog);
  await snap(page, 'en-formulaire-sortie-solidarite');
  await closeDialog(page, dialog);

  await chooseCategory(page, 'Contributions', 'Category');
  await expect(page.getByText(/^\d+ members? · year \d{4}/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoFrench(page, 'solidarity fund');
  await snap(page, 'en-fond-solidarite-secretaire');
  await (await action(page, 'Add')).click();
  dialog = page.getByRole('dialog', { name: 'New contribution · Solidarity fund' });
  await expect(dialog).toBeVisible();
  await expectNoFrench(page, 'solidarity contribution form', dialog);
  await closeDialog(page, dialog);
});

test('the Membre reads both fund pages in English, read only', async ({ page }) => {
  await signInInEnglish(page, DEMO.membre);

  for (const [path, title, balance, shot] of [
    [MONTHLY, 'Monthly contributions', 'Monthly contributions balance', 'en-cotisation-mensuelle-membre'],
    [SOLIDARITY, 'Solidarity fund', 'Solidarity fund balance', 'en-fond-solidarite-membre'],
  ] as const) {
    await openFund(page, path, title, balance);
    await expect(page.getByText(/^Read only: adding, exporting and corrections are for the officers\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request a modification' })).toHaveCount(0);
    await expectNoFrench(page, title);
    await snap(page, shot);

    await chooseCategory(page, 'Withdrawals', 'Category');
    await expect(page.getByText(/^\d+ withdrawals?, all years/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoFrench(page, `${title}: withdrawals`);
    await snap(page, `${shot}-sorties`);
  }
});
