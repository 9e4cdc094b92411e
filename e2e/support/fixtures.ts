import { expect, test as base, type Page } from '@playwright/test';

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
        const list = (await (await fetch(`${gateway}/messages?to=${encodeURIComponent(to)}`)).json()) as Array<{ message: string; at: string }>;
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
    link: /(https?:\/\/\S+\/confirmRegistration\/[A-Za-z0-9_-]+)/.exec(message)?.[1] ?? '',
  };
}

export async function login(page: Page, telephone: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Téléphone').fill(telephone);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Screenshots go to e2e/screenshots/<project>/ so they can be looked at after a run. */
export async function snap(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({ path: `screenshots/${project}/${name}.png`, fullPage: true });
}

export const test = base;
export { expect };
