import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from './app.js';
import { loadConfig } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import { createTestDatabase } from './test/database.js';

let app: App;
let database: DatabaseHandle;
let base: string;
before(async () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html lang="fr"><title>Quartier</title></html>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  database = await createTestDatabase();
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, webDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // A file added by a rebuild is served without a restart.
  fs.writeFileSync(path.join(webDir, 'assets', 'later-5678.js'), 'console.log(2)');
});
after(async () => {
  await app.close();
  await database.close();
});

describe('web app and API on one origin', () => {
  it('serves the app at / and at every client route, never cached', async () => {
    // /index.html too: an open tab asks it which version is served (apps/web/src/lib/new-version.ts).
    // A confirmation link's token names its association before a dot (issue 21): still a page.
    const routes = ['/', '/index.html', '/login', '/cotisation/inscriptions', '/confirmRegistration/abc'];
    routes.push('/confirmRegistration/2.AbCdEfGhIjKlMnOpQrStUv');
    // The address of an association that does not exist: the app's frame too, which says so, with
    // a 404 for a link checker (as its login page's, lib/page-render.ts).
    const unknownAssociation = '/a/entraide-bepanda/confirmRegistration/12.xyz0';
    for (const route of [...routes, unknownAssociation]) {
      const res = await fetch(`${base}${route}`);
      assert.equal(res.status, route === unknownAssociation ? 404 : 200, route);
      assert.match(res.headers.get('content-type') ?? '', /text\/html/);
      assert.equal(res.headers.get('cache-control'), 'no-cache');
      assert.match(await res.text(), /lang="fr"/);
    }
  });

  it('serves hashed assets for a year, new ones at once, and 404 for a missing one', async () => {
    const asset = await fetch(`${base}/assets/app-1234.js`);
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
    assert.equal((await fetch(`${base}/assets/later-5678.js`)).status, 200);
    const missing = await fetch(`${base}/assets/gone-0000.js`);
    assert.equal(missing.status, 404);
  });

  it('answers a badly encoded address (GET /api/%) with a French 400, not the framework’s English', async () => {
    for (const route of ['/api/%', '/api/auth/confirmAccount/%E0%A4%A']) {
      const res = await fetch(`${base}${route}`);
      assert.equal(res.status, 400, route);
      assert.match(res.headers.get('content-type') ?? '', /application\/json/);
      const { requestId, ...body } = (await res.json()) as { requestId: string; [key: string]: unknown };
      assert.deepEqual(body, {
        status: 'error',
        code: 'BAD_URL',
        msg: 'Adresse invalide : elle contient des caractères mal encodés.',
      });
      assert.match(requestId, /^[0-9a-f-]{36}$/);
      assert.equal(requestId, res.headers.get('x-request-id'));
      assert.equal(res.headers.get('cache-control'), 'no-store');
    }
  });

  it('marks every API answer no-store, errors included, and leaves the web files their own caching', async () => {
    const answers = [
      await fetch(`${base}/api/health`),
      await fetch(`${base}/api/rien`),
      await fetch(`${base}/api/auth/me`),
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"telephone":',
      }),
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ telephone: 'abc', password: '' }),
      }),
      await fetch(`${base}/api/cotisation/downloadStatus`),
    ];
    assert.deepEqual(
      answers.map((res) => res.status),
      [200, 404, 401, 400, 400, answers[5]!.status],
    );
    for (const res of answers) assert.equal(res.headers.get('cache-control'), 'no-store', res.url);
    assert.equal((await fetch(`${base}/login`)).headers.get('cache-control'), 'no-cache');
    assert.match((await fetch(`${base}/assets/app-1234.js`)).headers.get('cache-control') ?? '', /immutable/);
  });

  it('answers JSON 404 under /api, never the app page', async () => {
    const res = await fetch(`${base}/api/rien`);
    assert.equal(res.status, 404);
    const { requestId, ...body } = (await res.json()) as { requestId: string; [key: string]: unknown };
    assert.deepEqual(body, { status: 'error', code: 'ROUTE_NOT_FOUND', msg: 'Cette adresse n’existe pas.' });
    assert.equal(requestId, res.headers.get('x-request-id'));
  });
});
