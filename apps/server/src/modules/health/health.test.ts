import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/env.js';
import { openDatabase } from '../../db/client.js';
import { smsOutbox } from '../../db/schema.js';
import { build } from '../../test/helpers.js';

const journal = JSON.parse(
  fs.readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

describe('GET /api/health for monitors', () => {
  it('answers 200 ok: database reachable, every migration applied, no SMS waiting', async (t) => {
    const h = await build(t, { demo: false });
    const res = await h.request('GET', '/health');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      status: 'success',
      state: 'ok',
      database: { kind: h.dbKind, reachable: true },
      migrations: { applied: journal.entries.length, expected: journal.entries.length, current: true },
      sms: { provider: 'http', backlog: 0, oldestPendingSeconds: null },
    });
    assert.match(res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  });

  it('counts the SMS still waiting and the age of the oldest, so a broken gateway shows', async (t) => {
    const h = await build(t, { demo: false });
    await h.db.insert(smsOutbox).values([
      { associationId: 1, recipient: '+237690000001', message: 'a', createdAt: new Date(Date.now() - 600_000) },
      { associationId: 1, recipient: '+237690000002', message: 'b' },
      { associationId: 1, recipient: '+237690000003', message: 'c', status: 'sent' },
    ]);
    const res = await h.request('GET', '/health');
    assert.equal(res.status, 200);
    assert.equal(res.body.sms.backlog, 2);
    assert.ok(res.body.sms.oldestPendingSeconds >= 590, `oldest: ${res.body.sms.oldestPendingSeconds}`);
  });

  it('answers 503 degraded with a French message when a migration is missing', async (t) => {
    const h = await build(t, { demo: false });
    await h.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const res = await h.request('GET', '/health');
    assert.equal(res.status, 503);
    assert.equal(res.body.status, 'error');
    assert.equal(res.body.state, 'degraded');
    assert.match(res.body.msg, /Migrations en retard : \d+ appliquée\(s\) sur \d+/);
    assert.deepEqual(res.body.migrations, {
      applied: journal.entries.length - 1,
      expected: journal.entries.length,
      current: false,
    });
    assert.equal(res.body.requestId, res.headers.get('x-request-id'));
  });

  it('answers 503 degraded when the database cannot be reached', async (t) => {
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://quartier@127.0.0.1:1/absente' });
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, webDir: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
    t.after(async () => {
      await app.close();
      await database.close();
    });
    const res = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/health`);
    const body = (await res.json()) as any;
    assert.equal(res.status, 503);
    assert.equal(body.state, 'degraded');
    assert.deepEqual(body.database, { kind: 'postgres', reachable: false });
    assert.match(body.msg, /Base de données injoignable/);
  });
});
