import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../db/seed/demo.js';
import { scanLog } from '../lib/log-scan.js';
import { createTestDatabase } from '../test/database.js';
import { startSmsCapture } from '../test/sms-capture.js';
import { loadConfig } from './env.js';
import { serializeError } from './logger.js';

let app: App;
let database: DatabaseHandle;
let sms: Awaited<ReturnType<typeof startSmsCapture>>;
let base: string;
const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-log-')), 'journal', 'server.log');

before(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  sms = await startSmsCapture();
  const config = loadConfig({
    NODE_ENV: 'test',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: sms.url,
    SMS_HTTP_TOKEN: 'jeton-passerelle-secret',
    LOG_LEVEL: 'info',
    LOG_FILE: logFile,
  });
  app = await buildApp({ config, database, webDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
after(async () => {
  await app.close();
  await sms.close();
  await database.close();
});

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

describe('the JSON log: a request id everywhere, no secret anywhere', () => {
  it('writes one JSON line per event, with reqId, and no password, token, code or full number', async () => {
    const login = await call('POST', '/auth/login', { telephone: DEMO_LOGINS.secretaire, password: DEMO_PASSWORD });
    assert.equal(login.status, 200);
    const token = login.body.token as string;
    assert.equal((await call('GET', '/auth/me', undefined, { authorization: `Bearer ${token}` })).status, 200);
    await call('POST', '/auth/login', { telephone: '690000002', password: 'Mauvais-Secret-99' });
    await call('PUT', '/auth/confirmAccount/AbcdEfgh1234567890abcd', {
      otp: '123456',
      password: 'x',
      confirmPassword: 'x',
    });
    await call('GET', `/user/getUser/1?telephone=%2B237690000001&token=${token}`);
    sms.failNext(1);
    assert.equal((await call('PUT', '/auth/forgotPassword', { telephone: DEMO_LOGINS.membre })).status, 200);
    await app.ctx.afterAnswer.idle();
    await app.ctx.sms.idle();
    await app.ctx.sms.dispatchDue();

    const log = fs.readFileSync(logFile, 'utf8');
    const scan = scanLog(log, [DEMO_PASSWORD, 'Mauvais-Secret-99', 'jeton-passerelle-secret', token]);
    assert.deepEqual(scan.problems, []);
    assert.ok(scan.requestLines >= 12, `request lines: ${scan.requestLines}`);
    assert.match(log, /Échec d’envoi du SMS/, 'the failed SMS is logged, its number masked');
    assert.match(log, /confirmAccount\/\[masqué\]/);
  });

  it('answers X-Request-Id and puts the same id in error bodies and log lines', async () => {
    const missing = await call('GET', '/nulle-part');
    const id = missing.headers.get('x-request-id');
    assert.match(id ?? '', /^[0-9a-f-]{36}$/);
    assert.equal(missing.body.requestId, id);
    const lines = fs
      .readFileSync(logFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { reqId?: string });
    assert.equal(lines.filter((l) => l.reqId === id).length, 2, 'incoming request + request completed');
    const invalid = await call('POST', '/auth/login', { telephone: 'abc' });
    assert.equal(invalid.status, 400);
    assert.equal(invalid.body.requestId, invalid.headers.get('x-request-id'));
  });

  it('keeps a plain request id from the proxy and replaces anything else', async () => {
    const kept = await call('GET', '/health', undefined, { 'x-request-id': '5f0c6e0b9a1d4c3e8f2a7b6c5d4e3f2a' });
    assert.equal(kept.headers.get('x-request-id'), '5f0c6e0b9a1d4c3e8f2a7b6c5d4e3f2a');
    for (const unsafe of ['a b', 'x'.repeat(65), '{"json":1}', 'ligne\u00e9'])
      assert.notEqual(
        (await call('GET', '/health', undefined, { 'x-request-id': unsafe })).headers.get('x-request-id'),
        unsafe,
      );
  });

  it('logs a database error without its parameters or the numbers in its message', async () => {
    let caught: unknown;
    try {
      await database.db.execute(sql`select ${'+237690000001'}::int as n, ${'demo-quartier'} as p`);
    } catch (error) {
      caught = error;
    }
    assert.ok(caught instanceof Error, 'the query fails');
    const logged = JSON.stringify(serializeError(caught));
    assert.deepEqual(scanLog(logged, [DEMO_PASSWORD]).problems, [], logged);
    assert.match(logged, /params: \[masqués\]/);
    assert.match(logged, /\[téléphone …01\]/, 'the number in the database message is masked');
  });
});
