import {
  api,
  apiLogin,
  DEMO,
  DEMO_PASSWORD,
  dismissToast,
  expect,
  expectNoSidewaysScroll,
  isPhone,
  lastSms,
  login,
  snap,
  test,
} from '../support/fixtures.js';

/**
 * Receipts (issue 26, ADR 0021), at phone (412x823) and desktop (1366x800) size:
 * - the Secrétaire records a payment on the monthly fund page; the local SMS gateway receives
 *   the member's receipt (association, number, amount, fund, month, the year's total);
 * - the member signs in and finds that number in 'Mes contributions';
 * - she turns SMS receipts off in her profile; the next payment sends nothing, its receipt is
 *   still listed.
 *
 * Both projects share one server: each works on its own member.
 */
const MONTHLY = '/cotisation/cotisationMensuelles';
const gateway = `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT ?? 3998}`;

function cast() {
  return isPhone()
    ? { phone: DEMO.membre, nom: 'Fotso', prenom: 'Paul', bloc: 'Bloc C', amount: 2500 }
    : { phone: '690000007', nom: 'Onana', prenom: 'Serge', bloc: 'Bloc F', amount: 3000 };
}

const e164 = (phone: string) => `+237${phone}`;

/** Every SMS the gateway received for a number. */
async function received(phone: string): Promise<Array<{ message: string; at: string }>> {
  return (await (await fetch(`${gateway}/messages?to=${encodeURIComponent(e164(phone))}`)).json()) as Array<{
    message: string;
    at: string;
  }>;
}

test.describe.configure({ mode: 'serial' });

test('reçu par SMS, visible dans Mes contributions ; désactivé depuis le profil, plus de SMS', async ({ page }) => {
  const who = cast();
  const startedAt = new Date().toISOString();

  // 1. The Secrétaire records a payment from the monthly fund page.
  await login(page, DEMO.secretaire);
  await page.goto(MONTHLY);
  await expect(page.getByRole('heading', { name: 'Cotisations Mensuelles', level: 1 })).toBeVisible();
  if (isPhone()) {
    const toggle = page.getByRole('button', { name: 'Actions', exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Nouvelle cotisation/ });
  const member = dialog.getByRole('combobox', { name: 'Membre' });
  await member.fill(who.nom);
  await member.pressSequentially(` ${who.prenom}`);
  // The demo has namesakes: the bloc tells them apart.
  await page.getByRole('option', { name: `${who.nom} ${who.prenom} ${who.bloc}` }).click();
  await dialog.getByLabel('Montant (XAF)').fill(String(who.amount));
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByText(new RegExp(`Cotisation de .* par ${who.prenom} ${who.nom} a bien été effectuée`)),
  ).toBeVisible();
  await dismissToast(page);

  // 2. The gateway got the receipt for the member's phone.
  const sms = await lastSms(e164(who.phone), startedAt);
  const amount = new Intl.NumberFormat('fr-FR').format(who.amount).replace(/\s/g, ' ');
  expect(sms.message).toMatch(
    new RegExp(
      `^ARB Bonamoussadi: recu (R-\\d{2}-\\d{5})\\. ${amount} XAF caisse mensuelle [a-z]+ \\d{4}\\. Total \\d{4}: [\\d ]+ XAF\\.$`,
    ),
  );
  expect(sms.message.length).toBeLessThanOrEqual(160);
  const number = /recu (R-\d{2}-\d{5})/.exec(sms.message)![1]!;
  expect((await received(who.phone)).filter((m) => m.at > startedAt)).toHaveLength(1);

  // 3. The member signs in and finds that number in Mes contributions.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await login(page, who.phone);
  await page.goto('/myContributions');
  const receipts = page.getByTestId('mes-recus');
  await expect(receipts.getByRole('heading', { name: 'Mes reçus' })).toBeVisible();
  const newest = receipts.getByTestId('recu').first();
  await expect(newest).toContainText(number);
  await expect(newest).toContainText(amount.replace(' ', '\u202f'));
  await expectNoSidewaysScroll(page);
  await receipts.scrollIntoViewIfNeeded();
  await snap(page, 'mes-contributions-recus');

  // 4. She turns SMS receipts off in her profile.
  await page.goto('/profile');
  const setting = page.getByRole('switch', { name: /Recevoir un reçu par SMS/ });
  await expect(setting).toBeChecked();
  await setting.click();
  await expect(page.getByText('Vous ne recevrez plus de reçu par SMS', { exact: false })).toBeVisible();
  await expect(setting).not.toBeChecked();
  await expectNoSidewaysScroll(page);
  await snap(page, 'profil-recus-sms');

  // 5. The next payment sends nothing; its receipt is still listed.
  const token = await apiLogin(DEMO.secretaire, DEMO_PASSWORD);
  const me = await api('GET', '/auth/me', { token: await apiLogin(who.phone) });
  const quiet = await api('POST', '/cotisation/transaction', {
    token,
    body: { idUser: me.body.membre.id, montant: 500, cotisation: 3 },
  });
  expect(quiet.status).toBe(200);
  const second = quiet.body.transaction.recu as string;
  expect(second).not.toBe(number);
  await page.goto('/myContributions');
  await expect(page.getByTestId('mes-recus').getByTestId('recu').first()).toContainText(second);
  // The outbox is sent within seconds of a write (kick + 5 s timer): give it time to prove nothing left.
  await page.waitForTimeout(6_000);
  expect((await received(who.phone)).filter((m) => m.at > startedAt)).toHaveLength(1);

  // Back on, as the demo started, for whoever runs after.
  const back = await api('PUT', '/user/preferences', { token: await apiLogin(who.phone), body: { recusSms: true } });
  expect(back.status).toBe(200);
});
