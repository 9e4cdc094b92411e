import { expect, test as base, type Page } from '@playwright/test';
import { callApi, type ApiCallOptions } from '@quartier/testing';

export const DEMO_PASSWORD = 'demo-quartier';
export const DEMO = {
  president: '690000001',
  secretaire: '690000002',
  membre: '690000003',
} as const;

const gateway = `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT ?? 3998}`;

/** The last SMS the fake gateway received for a number (E.164), with its code and link. */
export async function lastSms(to: string, after?: string) {
  let found: { message: string; at: string } | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await fetch(`${gateway}/messages?to=${encodeURIComponent(to)}`)).json()) as Array<{
          message: string;
          at: string;
        }>;
        found = list.filter((m) => !after || m.at > after).at(-1);
        return Boolean(found);
      },
      { timeout: 15_000, message: `SMS pour ${to}` },
    )
    .toBe(true);
  const message = found!.message;
  return {
    message,
    code: /\b(\d{6})\b/.exec(message)?.[1] ?? '',
    link: /(https?:\/\/\S+\/confirmRegistration\/(?:\d+\.)?[A-Za-z0-9_-]+)/.exec(message)?.[1] ?? '',
  };
}

const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3011}`;

/** A script's call to the API: Bearer token and JSON, no cookie (so no XSRF header needed). */
export function api(method: string, path: string, options: ApiCallOptions = {}) {
  return callApi(baseURL, method, path, options);
}

export async function apiLogin(telephone: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await api('POST', '/auth/login', { body: { telephone, password } });
  if (res.status !== 200) throw new Error(`connexion API refusée : ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/**
 * An officer registers a Membre through the API (the Inscriptions page has its own spec), on the
 * solidarity and monthly funds: she then gets her confirmation SMS. Returns the new member.
 */
export async function registerMember(
  token: string,
  person: { nom: string; prenom: string; telephone: string; bloc: string; sexe: 'F' | 'M' },
) {
  const roles = await api('GET', '/user/roles', { token });
  const membre = roles.body.roles.find((r: { code: string }) => r.code === 'membre').id;
  const registered = await api('POST', '/auth/register', {
    token,
    body: { ...person, cotisations: [1, 3], role: membre },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  return registered.body.membre;
}

/**
 * An officer files a withdrawal from the monthly fund through the API (the fund pages have their
 * own spec), for the other officer to decide. Returns the new withdrawal.
 */
export async function fileMonthlyWithdrawal(
  token: string,
  withdrawal: { libelle: string; type?: string; montant?: number },
) {
  const { libelle, type = 'Sport', montant = 5000 } = withdrawal;
  const res = await api('POST', '/cotisation/sortieMensuel', {
    token,
    body: { cotisationId: 3, type, libelle, montant },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.sortie;
}

/**
 * An officer asks, through the API, to correct the demo Membre's monthly contribution of a month of
 * this year (a modification request of an entry), for the other officer to decide. One live
 * request per month: each project asks for its own month.
 */
export async function fileContributionFix(token: string, libelle: string, mois: number) {
  const membre = await api('POST', '/auth/login', { body: { telephone: DEMO.membre, password: DEMO_PASSWORD } });
  expect(membre.status).toBe(200);
  const res = await api('POST', '/cotisation/demandeModification', {
    token,
    body: {
      libelle,
      type: 'entree',
      cotisation: 3,
      cible_id: membre.body.membre.id,
      mois,
      annee: new Date().getFullYear(),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.demande;
}

export async function login(page: Page, telephone: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Téléphone').fill(telephone);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * The creation page's second step (issue 22) without a server round trip: the page opens at the
 * code step when this tab holds a pending creation (apps/web/src/features/auth/lib/pending-creation.ts).
 */
export async function showCreationCodeStep(page: Page, heading = 'Confirmez votre numéro') {
  if (!page.url().endsWith('/creerAssociation')) await page.goto('/creerAssociation');
  await page.evaluate(() =>
    window.sessionStorage.setItem(
      'creation_association',
      JSON.stringify({
        jeton: 'demande-de-demonstration',
        expireLe: new Date(Date.now() + 10 * 60_000).toISOString(),
        telephone: '+237699300000',
        nomAssociation: 'Amicale de démonstration',
      }),
    ),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/**
 * Screenshots go to e2e/screenshots/<project>/ so they can be looked at after a run. `fromTop`: a
 * full-page picture taken from the top, so that the fixed top bar stays at the top of it.
 */
export async function snap(page: Page, name: string, { fromTop = false } = {}) {
  const project = test.info().project.name;
  if (fromTop) await page.evaluate(() => window.scrollTo(0, 0));
  // Lazy pages and toasts settle first, so the picture shows what a person sees.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `screenshots/${project}/${name}.png`, fullPage: true });
}

/**
 * The app's service worker is off by default: page.route() cannot see the requests a service
 * worker answers. specs/offline.spec.ts turns it on (test.use({ serviceWorkers: 'allow' })).
 */
/** Toasts sit at the bottom right, over the floating button of phones: close them before going on. */
export async function dismissToast(page: Page) {
  const close = page.getByRole('button', { name: 'Fermer la notification' });
  if ((await close.count()) > 0) await close.first().click();
  await expect(close).toHaveCount(0);
}

/** A phone's page never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Chooses a category: on a fund page ('Cotisations' or 'Sorties', the control 'Catégorie'; in
 * English 'Contributions' or 'Withdrawals', 'Category'), or on the notifications page (its
 * control named by NOTIFICATION_CATEGORIES).
 */
export async function chooseCategory(page: Page, name: string, control = 'Catégorie') {
  const categories = page.getByRole('radiogroup', { name: control });
  await categories.getByText(name, { exact: true }).click();
  await expect(categories.getByRole('radio', { name })).toBeChecked();
}

/** The name of the notifications page's category control in each language. */
export const NOTIFICATION_CATEGORIES = { fr: 'Catégorie de notifications', en: 'Notification category' } as const;

/** Opens /notifications, its category control named `control` in the page's language. */
export async function openNotifications(page: Page, control: string = NOTIFICATION_CATEGORIES.fr) {
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: control })).toBeVisible();
}

export const test = base.extend<{ allowedPageErrors: RegExp[]; pageErrors: void }>({
  serviceWorkers: 'block',
  /** Page errors a spec provokes on purpose (a chunk that does not come), by their message. */
  allowedPageErrors: [[], { option: true }],
  /**
   * Every test fails on an error the page's code threw and nobody caught, React's recovered
   * render errors included (they only show in the console, yet mean a screen drawn twice).
   */
  pageErrors: [
    async ({ context, allowedPageErrors }, use) => {
      const errors: string[] = [];
      context.on('weberror', (webError) => {
        const message = String(webError.error()?.stack ?? webError.error());
        if (!allowedPageErrors.some((allowed) => allowed.test(message))) errors.push(message);
      });
      await use();
      expect(errors, 'errors thrown in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Whether the test runs in the phone project (412x823, touch: playwright.config.ts). */
export const isPhone = () => test.info().project.name === 'telephone';
