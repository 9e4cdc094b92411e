import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createScratchPostgresDatabase } from '@quartier/testing';
import type { Page } from '@playwright/test';
import { expect, lastSms, snap, test } from '../support/fixtures.js';

/**
 * Issue 22, "Done when", the operator's half: an association created from the welcome page in
 * Chromium at 412x823 is then listed, suspended (its Président is refused in French), resumed,
 * exported and imported into another service with equal totals, by the operator's real commands
 * (`node apps/server/dist/cli.js`, a key of OPERATOR_KEYS).
 *
 * The commands need the database to themselves on the embedded database (the server locks its
 * data folder), not on PostgreSQL. So this spec runs its own service: on PostgreSQL when
 * TEST_DATABASE_URL is set (CI), every command beside the running server; otherwise on an
 * embedded database, the server stopped around each command, as the operator would.
 */

test.describe.configure({ mode: 'serial' });

const root = path.resolve(import.meta.dirname, '../..');
const gateway = `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT ?? 3998}`;
const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Bonamoussadi-Ndokoti-26';

type Service = { env: Record<string, string>; drop: () => Promise<void> };
type Listed = { id: number; slug: string; nom: string; statut: string; membres: { total: number; actifs: number } };

/** A new, empty service: a scratch PostgreSQL database, or an embedded data folder. */
async function newService(): Promise<Service> {
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-e2e-operateur-'));
    return { env: { DATA_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const scratch = await createScratchPostgresDatabase(adminUrl, 'quartier_e2e_operateur');
  return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The built server, as `npm start` runs it, with the SMS of the shared local gateway. */
class Server {
  private child: ChildProcess | null = null;
  private output = '';
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://localhost:${this.port}`;
  }

  async start() {
    this.output = '';
    this.child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
      cwd: root,
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.url,
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: `${gateway}/sms`,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (c) => (this.output += c));
    this.child.stderr!.on('data', (c) => (this.output += c));
    await expect
      .poll(
        async () => {
          if (this.child?.exitCode !== null) throw new Error(`le serveur s’est arrêté :\n${this.output}`);
          return fetch(`${this.url}/api/health`).then(
            (res) => res.status,
            () => 0,
          );
        },
        { timeout: 60_000, message: 'serveur prêt' },
      )
      .toBe(200);
  }

  async stop() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const key = `qop_${randomBytes(32).toString('base64url')}`;
const operatorKeys = `e2e:${createHash('sha256').update(key, 'utf8').digest('hex')}`;

/** One operator command through the real CLI, with the key in its environment. */
async function operator(service: Service, args: string[]) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/cli.js'), ...args], {
    cwd: root,
    env: { ...process.env, ...service.env, OPERATOR_KEYS: operatorKeys, QUARTIER_OPERATOR_KEY: key, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => (stdout += c));
  child.stderr.on('data', (c) => (stderr += c));
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? -1)));
  expect(code, `${args.join(' ')}\n${stderr}`).toBe(0);
  return stdout;
}

let home: Service;
let elsewhere: Service;
let server: Server;
const phone = `6995${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
const associationName = `Amicale Ndokoti ${phone.slice(-4)}`;
const file = path.join(os.tmpdir(), `quartier-e2e-export-${phone}.json.gz`);

/** On the embedded database the operator stops the server for the command (its folder is locked). */
async function asOperator(args: string[]) {
  if (adminUrl) return operator(home, args);
  await server.stop();
  try {
    return await operator(home, args);
  } finally {
    await server.start();
  }
}

async function signIn(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Téléphone').fill(phone);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.beforeAll(async () => {
  home = await newService();
  elsewhere = await newService();
  server = new Server(await freePort(), home.env);
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  await home?.drop();
  await elsewhere?.drop();
  fs.rmSync(file, { force: true });
});

test('l’opérateur liste, suspend, rétablit, exporte et importe une association créée depuis un téléphone', async ({
  page,
}) => {
  // Two services, and on the embedded database a server restart around each command.
  test.setTimeout(240_000);
  // A founder creates the association from the welcome page.
  await page.goto(`${server.url}/`);
  await page.getByRole('link', { name: 'Créer une association' }).click();
  await page.getByLabel('Nom de l’association').fill(associationName);
  await page.getByLabel('Ville').fill('Douala');
  await page.getByLabel('Quartier').fill('Ndokoti');
  await page.getByLabel('Nom', { exact: true }).fill('Mbappe');
  await page.getByLabel('Prénom').fill('Grace');
  await page.locator('label', { hasText: 'Femme' }).click();
  await page.getByLabel('Téléphone').fill(phone);
  await page.getByLabel('Votre bloc').fill('Bloc C');
  const askedAt = new Date().toISOString();
  await page.getByRole('button', { name: 'Recevoir le code par SMS' }).click();
  const sms = await lastSms(`+237${phone}`, askedAt);
  await page.getByLabel('Code reçu par SMS').fill(sms.code);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer l’association' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Bonjour Grace' })).toBeVisible();

  // Some money, so that the totals say something: the Président records two contributions.
  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
  const membreId = await page.evaluate(() =>
    Number(sessionStorage.getItem('membre_id') ?? localStorage.getItem('membre_id')),
  );
  expect(token).toBeTruthy();
  for (const [montant, cotisation] of [
    [2500, 3],
    [5000, 1],
  ]) {
    const res = await fetch(`${server.url}/api/cotisation/transaction`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ idUser: membreId, montant, cotisation }),
    });
    expect(res.status, await res.text()).toBe(200);
  }

  // The operator lists it.
  const listed = JSON.parse(await asOperator(['associations', '--json'])) as Listed[];
  const mine = listed.find((a) => a.nom === associationName);
  expect(mine, JSON.stringify(listed)).toBeTruthy();
  expect(mine!.statut).toBe('active');
  expect(mine!.membres).toEqual({ total: 1, actifs: 1 });
  const slug = mine!.slug;

  // Suspended: nothing deleted, its Président is refused with the operator's words.
  await asOperator(['suspend', '--association', slug, '--motif', 'Abonnement en retard', '--json']);
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  // Its own address says so before anyone types anything.
  await page.goto(`${server.url}/a/${slug}/login`);
  const notice = page.getByRole('alert').filter({ hasText: 'Association suspendue' });
  await expect(notice).toContainText('suspendue par l’équipe du service : Abonnement en retard');
  await snap(page, 'operateur-association-suspendue');
  await signIn(page);
  await expect(page.getByText(/suspendue par l’équipe du service : Abonnement en retard/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Resumed: she signs in again and finds her money.
  await asOperator(['resume', '--association', slug]);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Bonjour Grace' })).toBeVisible();

  // Exported, then imported into another service: the same totals, and she signs in there.
  const exported = JSON.parse(await asOperator(['export', '--association', slug, '--out', file, '--json'])) as {
    totals: { cotisations: Record<string, number> };
  };
  expect(exported.totals.cotisations).toEqual({ 'caisse 1': 5000, 'caisse 3': 2500 });
  const imported = JSON.parse(await operator(elsewhere, ['import', '--from', file, '--json'])) as {
    totals: unknown;
  };
  expect(imported.totals).toEqual(exported.totals);

  const there = new Server(await freePort(), elsewhere.env);
  await there.start();
  try {
    const login = await fetch(`${there.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ telephone: phone, password: PASSWORD }),
    });
    const body = (await login.json()) as { token: string; association: { nom: string } };
    expect(login.status).toBe(200);
    expect(body.association.nom).toBe(associationName);
    const totals = await fetch(`${there.url}/api/cotisation/totals`, {
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(totals.status).toBe(200);
    const amounts = ((await totals.json()) as { totals: Array<[string, number]> }).totals.map(([, amount]) => amount);
    expect([amounts[0], amounts[2]]).toEqual([5000, 2500]);
  } finally {
    await there.stop();
  }
});
