import type { AddressInfo } from 'node:net';
import { after } from 'node:test';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config/env.js';
import type { DatabaseHandle } from '../db/client.js';
import { seedDemo, DEMO_PASSWORD, DEMO_LOGINS } from '../db/seed/demo.js';
import { ManualClock } from '../lib/clock.js';
import { LIMITS, type Limits } from '../lib/rate-limit.js';
import { createTestDatabase } from './database.js';
import { ensureAssociationsReady } from '../modules/associations/service.js';
import { parseSms, startSmsCapture } from './sms-capture.js';

export { DEMO_LOGINS, DEMO_PASSWORD, parseSms };

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * Like fastify/demo's build(t): a real database, the real app listening on a real port, and
 * the SMS capture gateway; everything is closed when the test ends.
 */
/**
 * For tests that are not about fair sharing but fire many heavy requests at once (every route in
 * parallel): places for all of them, as `limits` lifts the counters (lib/heavy-work.ts).
 */
export const UNBOUNDED_HEAVY_WORK = {
  HEAVY_JOBS_PER_ASSOCIATION: '50',
  HEAVY_JOBS_TOTAL: '200',
  HEAVY_QUEUE_PER_ASSOCIATION: '50',
};

/** Where build() registers its cleanup: a TestContext, or a file-level list run in after(). */
export interface Cleanup {
  after(fn: () => Promise<void>): unknown;
}

/**
 * The cleanup of the harnesses a test file (or a describe block) shares: each one built with it
 * is closed after the file's (or the block's) last test, the last built first.
 */
export function suiteCleanup(): Cleanup {
  const closers: Array<() => Promise<void>> = [];
  after(async () => {
    for (const close of closers.reverse()) await close();
  });
  return { after: (fn) => closers.push(fn) };
}

/** Every rate limit lifted, for tests that are not about them but send many requests. */
export const UNLIMITED: Partial<Limits> = Object.fromEntries(
  Object.entries(LIMITS).map(([key, limit]) => [key, { ...limit, max: 1_000_000 }]),
);

export async function build(
  t: Cleanup,
  options: {
    demo?: boolean;
    limits?: Partial<Limits>;
    env?: Record<string, string>;
    /** The built web app to serve (default none: the API alone), and its server entry (lib/page-render.ts). */
    webDir?: string | null;
    pageEntryFile?: string;
  } = {},
) {
  const database: DatabaseHandle = await createTestDatabase();
  const sms = await startSmsCapture();
  const clock = new ManualClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '3001',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: sms.url,
    SMS_HTTP_TOKEN: 'jeton-de-test',
    PUBLIC_URL: 'http://localhost:3001',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    TRUST_PROXY: 'true',
    ...options.env,
  });
  if (options.demo !== false) await seedDemo(database.db);
  await ensureAssociationsReady(database.db);
  const app: App = await buildApp({
    config,
    database,
    clock,
    limits: options.limits,
    webDir: options.webDir ?? null,
    pageEntryFile: options.pageEntryFile,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  t.after(async () => {
    await app.close();
    await app.ctx.sms.stop();
    await sms.close();
    await database.close();
  });

  async function request<T = any>(
    method: string,
    path: string,
    init: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(init.body);
    }
    const response = await fetch(`${base}/api${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: tests look at the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  async function login(telephone: string, password = DEMO_PASSWORD, rememberMe = false) {
    const res = await request('POST', '/auth/login', { body: { telephone, password, rememberMe } });
    if (res.status !== 200 || res.body.status !== 'success')
      throw new Error(`connexion refusée : ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  }

  /** Sends the outbox now and returns the last SMS received by the gateway for a number. */
  async function lastSms(to: string) {
    await app.ctx.afterAnswer.idle();
    await app.ctx.sms.idle();
    await app.ctx.sms.dispatchDue();
    const sent = sms.lastTo(to);
    return sent ? { ...sent, ...parseSms(sent.message) } : undefined;
  }

  return { app, db: database.db, dbKind: database.kind, clock, sms, base, request, login, lastSms };
}

export type Harness = Awaited<ReturnType<typeof build>>;
