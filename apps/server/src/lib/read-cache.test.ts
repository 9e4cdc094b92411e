import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { members, transactions } from '../db/schema.js';
import { seedDemo, DEMO_LOGINS, DEMO_PASSWORD } from '../db/seed/demo.js';
import { ManualClock } from './clock.js';
import { createPostgresDatabase } from '../test/database.js';
import { build } from '../test/helpers.js';
import { CACHE_HEADER, ReadCache } from './read-cache.js';

const onPostgres = process.env.TEST_DB === 'postgres';
const secretary = DEMO_LOGINS.secretaire.replace('+237', '');
const member = DEMO_LOGINS.membre.replace('+237', '');
const session = { associationId: 1, sessionId: 1, memberId: 2, roleCode: 'secretaire', expiresAt: new Date('2026-06-01T00:00:00Z') };

describe('ReadCache (in memory)', () => {
  const now = new Date('2026-05-15T10:00:00Z');

  it('keeps an answer until a change, and never a value read before the change', () => {
    const cache = new ReadCache(() => true);
    const before = cache.generation;
    cache.keepAnswer('k', '{"a":1}', now, before);
    assert.equal(cache.answer('k', now), '{"a":1}');
    cache.clear();
    assert.equal(cache.answer('k', now), undefined, 'a change empties the cache');
    cache.keepAnswer('k', '{"a":1}', now, before);
    assert.equal(cache.answer('k', now), undefined, 'read before the change: not kept');
  });

  it('keeps nothing and serves nothing while changes could be missed', () => {
    let live = true;
    const cache = new ReadCache(() => live);
    cache.keepAnswer('k', '{}', now, cache.generation);
    cache.keepSession('t', session, cache.generation);
    live = false;
    assert.equal(cache.answer('k', now), undefined);
    assert.equal(cache.session('t', now), undefined);
    cache.keepAnswer('k2', '{}', now, cache.generation);
    live = true;
    assert.equal(cache.answer('k2', now), undefined);
  });

  it('drops an answer after 30 s, at Douala midnight, or when the clock goes back', () => {
    const cache = new ReadCache(() => true);
    const at = (iso: string) => new Date(iso);
    cache.keepAnswer('k', '{}', at('2026-05-15T10:00:00Z'), cache.generation);
    assert.equal(cache.answer('k', at('2026-05-15T10:00:29Z')), '{}');
    assert.equal(cache.answer('k', at('2026-05-15T10:00:30Z')), undefined);
    // 22:59:50 UTC is 23:59:50 in Douala; ten seconds later it is the next day there.
    cache.keepAnswer('k', '{}', at('2026-05-15T22:59:50Z'), cache.generation);
    assert.equal(cache.answer('k', at('2026-05-15T22:59:59Z')), '{}');
    assert.equal(cache.answer('k', at('2026-05-15T23:00:00Z')), undefined);
    cache.keepAnswer('k', '{}', at('2026-05-15T10:00:00Z'), cache.generation);
    assert.equal(cache.answer('k', at('2026-05-15T09:59:59Z')), undefined);
  });

  it('forgets an expired session and bounds its memory', () => {
    const cache = new ReadCache(() => true);
    cache.keepSession('t', session, cache.generation);
    assert.deepEqual(cache.session('t', now), session);
    assert.equal(cache.session('t', session.expiresAt), undefined);
    for (let i = 0; i < 2_100; i++) cache.keepAnswer(`k${i}`, '{}', now, cache.generation);
    assert.equal(cache.answer('k0', now), undefined, 'the oldest answers make room');
    assert.equal(cache.answer('k2099', now), '{}');
  });
});

describe('read cache in the running app', () => {
  it('serves a repeated read from memory, and a contribution changes it at once', async (t) => {
    const h = await build(t);
    const token = await h.login(secretary);
    const first = await h.request('GET', '/cotisation/totals', { token });
    assert.equal(first.headers.get(CACHE_HEADER), 'miss');
    const second = await h.request('GET', '/cotisation/totals', { token });
    assert.equal(second.headers.get(CACHE_HEADER), 'hit');
    assert.deepEqual(second.body, first.body);

    const paid = await h.request('POST', '/cotisation/transaction', {
      token,
      body: { idUser: 3, montant: 2500, cotisation: 3 },
    });
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const after = await h.request('GET', '/cotisation/totals', { token });
    assert.equal(after.headers.get(CACHE_HEADER), 'miss');
    const monthly = (body: any) => body.totals.find(([name]: [string]) => name === 'Cotisation Mensuelle')[1];
    assert.equal(monthly(after.body), monthly(first.body) + 2500);
  });

  it('sees a write made straight in the database (another program, a job) on the next read', async (t) => {
    const h = await build(t);
    const token = await h.login(secretary);
    const year = new Date().getUTCFullYear();
    const url = `/stats/amountsPerMonth/3/${year}`;
    await h.request('GET', url, { token });
    assert.equal((await h.request('GET', url, { token })).headers.get(CACHE_HEADER), 'hit');
    const before = (await h.request('GET', url, { token })).body;
    await h.db
      .insert(transactions)
      .values({ memberId: 3, caisseId: 3, montant: 1234, mois: 1, annee: year, createdBy: 2 });
    const after = await h.request('GET', url, { token });
    assert.equal(after.headers.get(CACHE_HEADER), 'miss');
    assert.notDeepEqual(after.body, before);
  });

  it('computes once for callers who ask the same thing at the same time', async (t) => {
    const h = await build(t);
    const token = await h.login(secretary);
    const url = '/cotisation/getTransactions/3/2026?page=1&pageSize=10';
    const answers = await Promise.all(Array.from({ length: 12 }, () => h.request('GET', url, { token })));
    const sources = answers.map((a) => a.headers.get(CACHE_HEADER));
    assert.equal(sources.filter((s) => s === 'miss').length, 1, sources.join(', '));
    assert.ok(sources.every((s) => ['miss', 'shared', 'hit'].includes(s!)));
    for (const answer of answers) assert.deepEqual(answer.body, answers[0]!.body);
  });

  it('keeps answers per caller: a member never gets the answer computed for an officer', async (t) => {
    const h = await build(t);
    const officer = await h.login(secretary);
    const plain = await h.login(member);
    const url = '/stats/userContributions/3/2026/4';
    assert.equal((await h.request('GET', url, { token: officer })).status, 200);
    assert.equal((await h.request('GET', url, { token: officer })).headers.get(CACHE_HEADER), 'hit');
    assert.equal((await h.request('GET', url, { token: plain })).status, 403, 'another member’s figures');
    assert.equal((await h.request('GET', url)).status, 401);
  });

  it('ends a kept session at logout and when the member is deactivated', async (t) => {
    const h = await build(t);
    const token = await h.login(member);
    assert.equal((await h.request('GET', '/cotisation/totals', { token })).status, 200);
    assert.equal((await h.request('POST', '/auth/logout', { token })).status, 200);
    assert.equal((await h.request('GET', '/cotisation/totals', { token })).status, 401);

    const again = await h.login(member);
    assert.equal((await h.request('GET', '/cotisation/totals', { token: again })).status, 200);
    await h.db.update(members).set({ statut: 'Inactif' }).where(eq(members.telephone, DEMO_LOGINS.membre));
    assert.equal((await h.request('GET', '/cotisation/totals', { token: again })).status, 401);
  });
});

async function twoServersOnOnePostgres(t: { after(fn: () => Promise<void>): unknown }) {
  const scratch = await createPostgresDatabase();
  const handles = [await openDatabase({ kind: 'postgres', url: scratch.url })];
  await handles[0]!.migrate();
  await seedDemo(handles[0]!.db);
  handles.push(await openDatabase({ kind: 'postgres', url: scratch.url }));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: scratch.url });
  const apps = await Promise.all(
    handles.map((database) => buildApp({ config, database, clock: new ManualClock(), webDir: null })),
  );
  t.after(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await scratch.drop();
  });
  return { apps, url: scratch.url };
}

/** Waits for the app's cache to hear of a change; the change travels through PostgreSQL. */
async function waitFor(check: () => boolean, what: string) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 5_000) throw new Error(`toujours pas au bout de 5 s : ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return Date.now() - started;
}

// Several servers need a shared server database: this runs in the PostgreSQL pass of npm test.
if (onPostgres)
  describe('read cache across servers on one PostgreSQL', () => {
    it('a write on one server empties the other’s cache, sessions included', async (t) => {
      const { apps } = await twoServersOnOnePostgres(t);
      const a = apps[0]!;
      const b = apps[1]!;
      const login = await a.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { telephone: secretary, password: DEMO_PASSWORD },
      });
      const headers = { authorization: `Bearer ${login.json().token}` };
      const read = () => b.inject({ method: 'GET', url: '/api/cotisation/total/3', headers });
      const before = await read();
      assert.equal((await read()).headers[CACHE_HEADER], 'hit');

      const generation = b.readCache.generation;
      const paid = await a.inject({
        method: 'POST',
        url: '/api/cotisation/transaction',
        headers,
        payload: { idUser: 3, montant: 2500, cotisation: 3 },
      });
      assert.equal(paid.statusCode, 200, paid.body);
      await waitFor(() => b.readCache.generation !== generation, 'B apprend la cotisation enregistrée par A');
      const after = await read();
      assert.equal(after.headers[CACHE_HEADER], 'miss');
      assert.equal(after.json().montant, before.json().montant + 2500);

      const logoutSeen = b.readCache.generation;
      assert.equal((await a.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode, 200);
      await waitFor(() => b.readCache.generation !== logoutSeen, 'B apprend la déconnexion faite sur A');
      assert.equal((await read()).statusCode, 401, 'the session kept by B ended with the logout on A');
    });

    it('keeps nothing while its listening connection is cut, and listens again', async (t) => {
      const { apps, url } = await twoServersOnOnePostgres(t);
      const b = apps[1]!;
      assert.ok(b.readCache.enabled);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const cut = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
        );
        assert.equal(cut.rowCount, 2, 'one listening connection per server');
      } finally {
        await admin.end();
      }
      await waitFor(() => !b.readCache.enabled, 'B suspend son cache');
      const login = await b.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { telephone: secretary, password: DEMO_PASSWORD },
      });
      const headers = { authorization: `Bearer ${login.json().token}` };
      await b.inject({ method: 'GET', url: '/api/cotisation/totals', headers });
      const whileCut = await b.inject({ method: 'GET', url: '/api/cotisation/totals', headers });
      assert.equal(whileCut.statusCode, 200, 'reads still work, from the database');
      if (!b.readCache.enabled) assert.equal(whileCut.headers[CACHE_HEADER], undefined);
      await waitFor(() => b.readCache.enabled, 'B écoute de nouveau');
      await b.inject({ method: 'GET', url: '/api/cotisation/totals', headers });
      assert.equal(
        (await b.inject({ method: 'GET', url: '/api/cotisation/totals', headers })).headers[CACHE_HEADER],
        'hit',
      );
    });
  });

describe('READ_CACHE=false', () => {
  it('reads the database every time', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    await seedDemo(database.db);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', READ_CACHE: 'false' });
    const app = await buildApp({ config, database, webDir: null });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { telephone: secretary, password: DEMO_PASSWORD },
      });
      const headers = { authorization: `Bearer ${login.json().token}` };
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({ method: 'GET', url: '/api/cotisation/totals', headers });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers[CACHE_HEADER], undefined);
      }
      assert.equal(app.readCache.enabled, false);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
