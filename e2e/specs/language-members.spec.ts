import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, isPhone, snap, test } from '../support/fixtures.js';
import { backToFrenchAfterEach, expectNoFrenchWords, frenchTexts, signInInEnglish } from '../support/language.js';

// English on the Inscriptions page and in the member forms (issue 25, ADR 0029): picked on the
// login page as in language.spec.ts, as Secrétaire and as Membre; the list, the register form,
// a member's record, the update form and the status control show English and none of the French
// of the app's catalogues (apps/web/src/features/cotisations/i18n/members/fr.ts among them).

const PAGE_PATH = '/cotisation/inscriptions';

/** The French of the app's catalogues (support/language.ts), the members' among them. */
const FRENCH = await frenchTexts();

/**
 * The page's visible text without the data (block names, members' names) and without the parts
 * other screens' helpers own (the header card and the 'Inscrire' button, features/cotisations'
 * InscriptionsHeader and RegisterButton: the ledger's, converted with the fund pages).
 */
async function visibleText(page: Page): Promise<string> {
  const text = await page.evaluate(() => {
    let shown = document.body.innerText;
    const header = document.querySelector('[data-testid="inscriptions-total"]')?.closest('.mantine-Paper-root');
    const others = [
      ...(header ? [header as HTMLElement] : []),
      ...[...document.querySelectorAll<HTMLElement>('button')].filter(
        (button) => !button.closest('[role="dialog"]') && /^(Inscrire|Register)$/.test(button.innerText.trim()),
      ),
    ];
    for (const node of others) shown = shown.split(node.innerText).join('');
    return shown;
  });
  // Blocks are data ('Bloc A').
  return text.replace(/\bBloc [A-Z]\b/g, '');
}

async function expectNoFrench(page: Page, where: string) {
  const text = await visibleText(page);
  expectNoFrenchWords(text, FRENCH, where);
}

// Two dialogs, a menu and two status changes, at 2 cores shared: more than the default minute.
test.describe.configure({ timeout: 150_000 });

backToFrenchAfterEach();

async function openPage(page: Page) {
  // Opened by the address: the page's words are fetched in English on its first render.
  await page.goto(PAGE_PATH);
  await expect(page.getByRole('heading', { name: 'Registrations', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^View / }).first()).toBeVisible();
  await expect(page.getByText(/^[\d,]+ registered members( · page \d+ of \d+)?$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The list's English headings (table) or card words (phones). */
async function expectListInEnglish(page: Page, staff: boolean) {
  const list = page.getByRole('region', { name: 'Registered members' });
  if (isPhone()) {
    await expect(list.getByRole('list', { name: 'Members' })).toBeVisible();
    await expect(list.getByText('Solidarity fund').first()).toBeVisible();
  } else {
    for (const heading of ['Member', 'Sex', 'Block', 'Status', 'Solidarity fund', 'Actions'])
      await expect(list.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
    await expect(list.getByRole('columnheader', { name: 'Phone', exact: true })).toHaveCount(staff ? 1 : 0);
  }
  await expect(list.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(list.getByText(/^(Woman|Man)$/).first()).toBeVisible();
  await expect(list.getByRole('switch', { name: /^Solidarity fund of / }).first()).toBeAttached();
}

async function openRecord(page: Page, name: RegExp): Promise<Locator> {
  await page.getByRole('button', { name }).first().click();
  const record = page.getByRole('dialog', { name: 'Member record' });
  await expect(record).toBeVisible();
  for (const label of ['Surname', 'First name', 'Sex', 'Phone', 'Block', 'Status', 'Registered on', 'Funds'])
    await expect(record.getByText(label, { exact: true })).toBeVisible();
  await expect(record.getByText('Registration', { exact: true })).toBeVisible();
  await expect(record.getByRole('button', { name: 'Close' }).last()).toBeVisible();
  return record;
}

test('the Secrétaire reads the Inscriptions page and its forms in English', async ({ page }) => {
  await signInInEnglish(page, DEMO.secretaire);
  await openPage(page);
  await expectListInEnglish(page, true);
  await expectNoFrench(page, 'list');
  await snap(page, 'en-inscriptions-Secrétaire');

  // The register form.
  await page.getByRole('button', { name: /^(Inscrire|Register)$/ }).click();
  const form = page.getByRole('dialog', { name: 'Register a member' });
  await expect(form).toBeVisible();
  await expect(form.getByText(/^Every field is required\. The new member receives by SMS/)).toBeVisible();
  for (const label of ['Surname', 'First name', 'Phone'])
    await expect(form.getByRole('textbox', { name: label, exact: true })).toBeVisible();
  const bloc = form.getByRole('combobox', { name: 'Block' });
  await expect(bloc).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Woman', exact: true })).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Man', exact: true })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Role' })).toHaveValue('Member');
  await expect(form.getByText('Cameroonian number, 9 digits')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Registration (5,000 XAF, required)' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Solidarity fund' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Monthly contribution' })).toBeChecked();
  await bloc.fill('bloc b');
  await page.keyboard.press('Escape');
  await expect(form.getByText('Saved as “Bloc B”.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await expectNoFrench(page, 'register form');
  await snap(page, 'en-inscriptions-register-Secrétaire');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  // A member's record, then its update form.
  const record = await openRecord(page, /^View (?!.*Fotso)/);
  await expectNoFrench(page, 'record');
  await snap(page, 'en-inscriptions-record-Secrétaire');
  await record.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the member' });
  await expect(edit).toBeVisible();
  await expect(edit.getByText('Cannot be changed').first()).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Save' })).toBeVisible();
  await expectNoFrench(page, 'update form');
  await snap(page, 'en-inscriptions-update-Secrétaire');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // The status control of a plain member (not the Membre another test signs in with).
  const control = page.getByRole('button', { name: /^Status of (?!.*Fotso).*: Active\. Change the status$/ }).first();
  const label = (await control.getAttribute('aria-label')) ?? '';
  const name = /^Status of (.*): Active/.exec(label)?.[1] ?? '';
  await control.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Change the status')).toBeVisible();
  for (const status of ['Active', 'Suspended', 'Inactive'])
    await expect(menu.getByRole('menuitem', { name: status, exact: true })).toBeVisible();
  await expectNoFrench(page, 'status menu');
  await snap(page, 'en-inscriptions-status-menu-Secrétaire');
  // The full-page picture resizes the window for a moment, which may close the menu.
  if (!(await menu.isVisible())) await control.click();
  await menu.getByRole('menuitem', { name: 'Suspended', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Change the status' });
  await expect(confirm.getByText(`Change the status of ${name} to “Suspended”?`)).toBeVisible();
  await expect(confirm.getByText(/^Their open sessions will be closed/)).toBeVisible();
  await expectNoFrench(page, 'status question');
  await snap(page, 'en-inscriptions-status-question-Secrétaire');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  // The server's answer, in English, from its data.
  const [prenom, ...rest] = name.split(' ');
  await expect(page.getByText(`Status of ${prenom} ${rest.join(' ')}: Suspended`)).toBeVisible();

  // And back to Active.
  await page.getByRole('button', { name: `Status of ${name}: Suspended. Change the status` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Active', exact: true }).click();
  const back = page.getByRole('dialog', { name: 'Change the status' });
  await expect(back.getByText('This member will be able to sign in again.')).toBeVisible();
  await back.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Status of ${prenom} ${rest.join(' ')}: Active`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Status of ${name}: Active. Change the status` })).toBeVisible();

  // The solidarity switch asks first: its question, then no change.
  await page
    .getByRole('switch', { name: /^Solidarity fund of / })
    .first()
    .click();
  const solidarity = page.getByRole('dialog', { name: 'Solidarity fund' });
  await expect(solidarity.getByText(/(to|from) the Solidarity fund\?$/)).toBeVisible();
  await expect(solidarity.getByText(/Withdrawals already validated do not change\.$/)).toBeVisible();
  await expectNoFrench(page, 'solidarity question');
  await solidarity.getByRole('button', { name: 'Cancel' }).click();
  await expect(solidarity).toBeHidden();
  await expectNoFrench(page, 'after the changes');
});

test('the Membre reads the Inscriptions page in English, read only', async ({ page }) => {
  await signInInEnglish(page, DEMO.membre);
  await openPage(page);
  await expect(
    page.getByText('Read only: registrations and members’ phone numbers are for the association’s officers.'),
  ).toBeVisible();
  await expectListInEnglish(page, false);
  // A Membre reads the statuses; she has no control to change them.
  await expect(page.getByRole('button', { name: /^Status of / })).toHaveCount(0);
  await expectNoFrench(page, 'list');
  await snap(page, 'en-inscriptions-Membre');

  const record = await openRecord(page, /^View (?!.*Fotso)/);
  await expect(record.getByText('Visible to the officers only')).toBeVisible();
  await expect(record.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expectNoFrench(page, 'record');
  await snap(page, 'en-inscriptions-record-Membre');
});
