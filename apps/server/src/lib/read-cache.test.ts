import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { CHANGES_CHANNEL, LocalWrites } from '../db/changes.js';
import { openDatabase, type Database } from '../db/client.js';
import { members, transactions } from '../db/schema.js';
import { withAssociation } from '../db/scope.js';
import { seedDemo, DEMO_LOGINS, DEMO_PASSWORD, SECOND_DEMO_LOGINS } from '../db/seed/demo.js';
import { sha256 } from './auth/tokens.js';
import { ManualClock } from './clock.js';
import { createPostgresDatabase } from '../test/database.js';
import { build, type Harness } from '../test/helpers.js';
import { CACHE_HEADER, ReadCache } from './read-cache.js';

const onPostgres = process.env.TEST_DB === 'postgres';
const secretary = DEMO_LOGINS.secretaire.replace('+237', '');
const member = DEMO_LOGINS.membre.replace('+237', '');
/** The second demo association's secretary: a member there only, so login opens association 2. */
const secondSecretary = SECOND_DEMO_LOGINS.secretaire.replace('+237', '');
const session = {
  associationId: 1,
  sessionId: 1,
  memberId: 2,
  roleCode: 'secretaire',
  expiresAt: new Date('2026-06-01T00:00:00Z'),
};
const sessionOfB = { ...session, associationId: 2, sessionId: 2, memberId: 70 };

describe('ReadCache (in memory)', () => {
  const now = new Date('2026-05-15T10:00:00Z');

  it('keeps an answer until a change, and never a value read before the change', () => {
    const cache = new ReadCache(() => true);
    const before = cache.generation;
    cache.keepAnswer(1, 'k', '{"a":1}', now, before);
    assert.equal(cache.answer(1, 'k', now), '{"a":1}');
    cache.changed(1);
    assert.equal(cache.answer(1, 'k', now), undefined, 'a change empties the cache');
    cache.keepAnswer(1, 'k', '{"a":1}', now, before);
    assert.equal(cache.answer(1, 'k', now), undefined, 'read before the change: not kept');
  });

  it('drops only the association that changed; a change of unknown association drops all', () => {
    const cache = new ReadCache(() => true);
    const before = cache.generation;
    cache.keepAnswer(1, 'k', '"A"', now, before);
    cache.keepAnswer(2, 'k', '"B"', now, before);
    cache.keepSession('a', session, before);
    cache.keepSession('b', sessionOfB, before);
    assert.equal(cache.answer(2, 'k', now), '"B"', 'the same key in two associations: two answers');

    cache.changed(1);
    assert.equal(cache.answer(1, 'k', now), undefined);
    assert.equal(cache.session('a', now), undefined);
    assert.equal(cache.answer(2, 'k', now), '"B"', 'a change in association 1 keeps association 2’s answer');
    assert.deepEqual(cache.session('b', now), sessionOfB);

    // Reads begun before that change: association 1's is refused, association 2's is still true.
    cache.keepAnswer(1, 'k2', '"A2"', now, before);
    cache.keepAnswer(2, 'k2', '"B2"', now, before);
    assert.equal(cache.answer(1, 'k2', now), undefined);
    assert.equal(cache.answer(2, 'k2', now), '"B2"');

    const afterFirst = cache.generation;
    cache.changed(null);
    assert.equal(cache.answer(2, 'k', now), undefined, 'a change anywhere (service scope) drops all');
    assert.equal(cache.session('b', now), undefined);
    cache.keepAnswer(2, 'k', '"B"', now, afterFirst);
    assert.equal(cache.answer(2, 'k', now), undefined, 'read before a change of every association: not kept');
    cache.keepAnswer(2, 'k', '"B"', now, cache.generation);
    assert.equal(cache.answer(2, 'k', now), '"B"');
  });

  it('joins a computation under way unless its association changed meanwhile', () => {
    const cache = new ReadCache(() => true);
    const a = cache.joinOrStart(1, 'k');
    const b = cache.joinOrStart(2, 'k');
    assert.ok('started' in a && 'started' in b, 'one computation per association');
    const again = cache.joinOrStart(2, 'k');
    assert.ok('joined' in again && again.joined === b.started, 'the same question meanwhile: the same computation');
    cache.changed(1);
    assert.ok('started' in cache.joinOrStart(1, 'k'), 'association 1 changed: a new computation');
    const joined = cache.joinOrStart(2, 'k');
    assert.ok('joined' in joined && joined.joined === b.started, 'association 2 did not: the same one');
    b.started.settle('"B"');
    cache.keepAnswer(1, 'k', '"A"', now, a.started.generation);
    assert.equal(cache.answer(1, 'k', now), undefined, 'computed before association 1’s change: not kept');
  });

  it('keeps nothing and serves nothing while changes could be missed', () => {
    let live = true;
    const cache = new ReadCache(() => live);
    cache.keepAnswer(1, 'k', '{}', now, cache.generation);
    cache.keepSession('t', session, cache.generation);
    live = false;
    assert.equal(cache.answer(1, 'k', now), undefined);
    assert.equal(cache.session('t', now), undefined);
    cache.keepAnswer(1, 'k2', '{}', now, cache.generation);
    live = true;
    assert.equal(cache.answer(1, 'k2', now), undefined);
  });

  it('drops an answer after 30 s, at Douala midnight, or when the clock goes back', () => {
    const cache = new ReadCache(() => true);
    const at = (iso: string) => new Date(iso);
    cache.keepAnswer(1, 'k', '{}', at('2026-05-15T10:00:00Z'), cache.generation);
    assert.equal(cache.answer(1, 'k', at('2026-05-15T10:00:29Z')), '{}');
    assert.equal(cache.answer(1, 'k', at('2026-05-15T10:00:30Z')), undefined);
    // 22:59:50 UTC is 23:59:50 in Douala; ten seconds later it is the next day there.
    cache.keepAnswer(1, 'k', '{}', at('2026-05-15T22:59:50Z'), cache.generation);
    assert.equal(cache.answer(1, 'k', at('2026-05-15T22:59:59Z')), '{}');
    assert.equal(cache.answer(1, 'k', at('2026-05-15T23:00:00Z')), undefined);
    cache.keepAnswer(1, 'k', '{}', at('2026-05-15T10:00:00Z'), cache.generation);
    assert.equal(cache.answer(1, 'k', at('2026-05-15T09:59:59Z')), undefined);
  });

  it('forgets an expired session and bounds its memory', () => {
    const cache = new ReadCache(() => true);
    cache.keepSession('t', session, cache.generation);
    assert.deepEqual(cache.session('t', now), session);
    assert.equal(cache.session('t', session.expiresAt), undefined);
    for (let i = 0; i < 2_100; i++) cache.keepAnswer(1 + (i % 2), `k${i}`, '{}', now, cache.generation);
    assert.equal(cache.answer(1, 'k0', now), undefined, 'the oldest answers make room, whatever their association');
    assert.equal(cache.answer(2, 'k2099', now), '{}');
    cache.changed(2);
    assert.equal(cache.answer(2, 'k2099', now), undefined);
    assert.equal(cache.answer(1, 'k2098', now), '{}');
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
    // The service scope (a job, the CLI): the payload names no association.
    await h.db
      .insert(transactions)
      .values({ associationId: 1, memberId: 3, caisseId: 3, montant: 1234, mois: 1, annee: year, createdBy: 2 });
    const after = await h.request('GET', url, { token });
    assert.equal(after.headers.get(CACHE_HEADER), 'miss');
    assert.notDeepEqual(after.body, before);
  });

  it('a write in one association keeps the other’s answers and sessions; a service-scope write drops both', async (t) => {
    const h = await build(t);
    const tokenA = await h.login(secretary);
    const tokenB = await h.login(secondSecretary);
    assert.ok(tokenA.startsWith('1.') && tokenB.startsWith('2.'), 'one officer in each association');
    const read = (token: string) => h.request('GET', '/cotisation/total/3', { token });
    const kept = (token: string) => h.app.readCache.session(sha256(token), h.clock.now()) !== undefined;
    const firstA = await read(tokenA);
    const firstB = await read(tokenB);
    assert.equal((await read(tokenA)).headers.get(CACHE_HEADER), 'hit');
    assert.equal((await read(tokenB)).headers.get(CACHE_HEADER), 'hit');
    assert.ok(kept(tokenA) && kept(tokenB));

    // A contribution in association 1, through the API.
    const paidA = await h.request('POST', '/cotisation/transaction', {
      token: tokenA,
      body: { idUser: 3, montant: 2500, cotisation: 3 },
    });
    assert.equal(paidA.status, 200, JSON.stringify(paidA.body));
    await heardEverything(h);
    assert.equal(kept(tokenA), false, 'association 1’s sessions are read again');
    assert.ok(kept(tokenB), 'association 2’s session is still kept');
    const bAfterA = await read(tokenB);
    assert.equal(bAfterA.headers.get(CACHE_HEADER), 'hit', 'association 2’s answer survived the write in 1');
    assert.deepEqual(bAfterA.body, firstB.body);
    const aAfterA = await read(tokenA);
    assert.equal(aAfterA.headers.get(CACHE_HEADER), 'miss');
    assert.equal(aAfterA.body.montant, firstA.body.montant + 2500);
    assert.equal((await read(tokenA)).headers.get(CACHE_HEADER), 'hit');

    // The SMS sender's bookkeeping runs in the service scope on a table no answer reads: it drops nothing.
    await h.app.ctx.sms.dispatchDue();
    await heardEverything(h);
    assert.ok(kept(tokenA) && kept(tokenB), 'sending SMS keeps every session');
    assert.equal((await read(tokenA)).headers.get(CACHE_HEADER), 'hit');

    // A contribution in association 2: now association 1's answer is the one kept.
    const memberOfB = await memberIdIn(h.db, 2, '+237690000013');
    const paidB = await h.request('POST', '/cotisation/transaction', {
      token: tokenB,
      body: { idUser: memberOfB, montant: 1500, cotisation: 3 },
    });
    assert.equal(paidB.status, 200, JSON.stringify(paidB.body));
    await heardEverything(h);
    assert.ok(kept(tokenA) && !kept(tokenB));
    assert.equal(
      (await read(tokenA)).headers.get(CACHE_HEADER),
      'hit',
      'association 1’s answer survived the write in 2',
    );
    const bAfterB = await read(tokenB);
    assert.equal(bAfterB.headers.get(CACHE_HEADER), 'miss');
    assert.equal(bAfterB.body.montant, firstB.body.montant + 1500);
    assert.equal((await read(tokenB)).headers.get(CACHE_HEADER), 'hit');

    // The service scope may write in any association: everything is read again.
    const year = new Date().getUTCFullYear();
    await h.db.insert(transactions).values({
      associationId: 2,
      memberId: memberOfB,
      caisseId: 3,
      montant: 1,
      mois: 1,
      annee: year,
      createdBy: memberOfB,
    });
    await heardEverything(h);
    assert.ok(!kept(tokenA) && !kept(tokenB));
    assert.equal((await read(tokenA)).headers.get(CACHE_HEADER), 'miss');
    const bAfterService = await read(tokenB);
    assert.equal(bAfterService.headers.get(CACHE_HEADER), 'miss');
    assert.equal(bAfterService.body.montant, firstB.body.montant + 1501);
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

/** A member's id in one association (ids are numbered across the service). */
async function memberIdIn(db: Database, associationId: number, telephone: string) {
  const [row] = await withAssociation(
    associationId,
    async () => await db.select({ id: members.id }).from(members).where(eq(members.telephone, telephone)),
  );
  assert.ok(row, `${telephone} membre de l’association ${associationId}`);
  return row.id;
}

/** An association that does not exist: a change there concerns no kept answer. */
const NO_ASSOCIATION = 999_999;

/**
 * Returns once the app has heard every change committed so far, so that what it still keeps has
 * really survived them: a notification sent now arrives after them (PostgreSQL delivers in
 * commit order; PGlite before the statement returns) and names an association nobody reads.
 */
async function heardEverything(h: Pick<Harness, 'app' | 'db'>) {
  const before = h.app.readCache.generationOf(NO_ASSOCIATION);
  await h.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${String(NO_ASSOCIATION)})`);
  await waitFor(
    () => h.app.readCache.generationOf(NO_ASSOCIATION) > before,
    'le serveur entend la notification témoin',
  );
}

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

    it('a write in one association on one server keeps the other association’s answers on the other', async (t) => {
      const { apps } = await twoServersOnOnePostgres(t);
      const a = apps[0]!;
      const b = apps[1]!;
      const headersOf = async (telephone: string) => {
        const login = await a.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { telephone, password: DEMO_PASSWORD },
        });
        return { authorization: `Bearer ${login.json().token}` };
      };
      const inA = await headersOf(secretary);
      const inB = await headersOf(secondSecretary);
      const readOnB = (headers: Record<string, string>) =>
        b.inject({ method: 'GET', url: '/api/cotisation/total/3', headers });
      const before = await readOnB(inA);
      await readOnB(inB);
      assert.equal((await readOnB(inA)).headers[CACHE_HEADER], 'hit');
      assert.equal((await readOnB(inB)).headers[CACHE_HEADER], 'hit');

      const paid = await a.inject({
        method: 'POST',
        url: '/api/cotisation/transaction',
        headers: inA,
        payload: { idUser: 3, montant: 2500, cotisation: 3 },
      });
      assert.equal(paid.statusCode, 200, paid.body);
      // Server B hears of it only through PostgreSQL: the notification's payload alone decides.
      await heardEverything({ app: b, db: a.ctx.db });
      assert.equal((await readOnB(inB)).headers[CACHE_HEADER], 'hit', 'association 2 kept on B');
      const after = await readOnB(inA);
      assert.equal(after.headers[CACHE_HEADER], 'miss');
      assert.equal(after.json().montant, before.json().montant + 2500);
    });

    it('hears its own writes in the association of their scope, and at commit every association written', async (t) => {
      const scratch = await createPostgresDatabase();
      const localWrites = new LocalWrites();
      const heard: Array<number | null> = [];
      localWrites.subscribe((associationId) => heard.push(associationId));
      const client = new (localWrites.clientClass())({ connectionString: scratch.url });
      await client.connect();
      t.after(async () => {
        await client.end();
        await scratch.drop();
      });
      await client.query('create temp table t (x int)');
      await client.query('select 1');
      assert.deepEqual(heard, [], 'neither a table’s creation nor a read is a change kept answers see');
      await withAssociation(2, () => client.query('insert into t values (1)'));
      await client.query('update t set x = 2');
      assert.deepEqual(heard, [2, null], 'the statement’s association; the service scope: any');

      heard.length = 0;
      await withAssociation(1, async () => {
        await client.query('begin');
        await client.query('insert into t values (3)');
      });
      await withAssociation(3, () => client.query('insert into t values (4)'));
      await withAssociation(1, () => client.query('commit'));
      assert.deepEqual(heard, [1, 3, 1, 3], 'each statement, then its transaction’s associations at commit');

      // Once the database has said which tables its triggers watch, writes elsewhere are not changes.
      await client.query(`create function quartier_signaler_changement() returns trigger language plpgsql as $$
        begin perform pg_notify('${CHANGES_CHANNEL}', ''); return null; end $$`);
      await client.query('create table watched (x int primary key)');
      await client.query('create table "Sessions" (x int primary key)');
      await client.query('create table unwatched (x int)');
      await client.query(`create trigger w after insert or update or delete on watched
        for each statement execute function quartier_signaler_changement()`);
      await client.query(`create trigger s after update or delete on "Sessions"
        for each statement execute function quartier_signaler_changement()`);
      await localWrites.learnTables(client);
      heard.length = 0;
      await withAssociation(2, async () => {
        await client.query('insert into unwatched values (1)');
        await client.query('update "public"."unwatched" set x = 2');
        await client.query('insert into "Sessions" values (1)');
        await client.query('begin');
        await client.query('delete from unwatched');
        await client.query('commit');
      });
      assert.deepEqual(heard, [], 'no trigger for these writes: nothing to announce, not even at commit');
      await withAssociation(2, () => client.query('insert into watched values (1)'));
      await withAssociation(3, () => client.query('update "Sessions" set x = 2'));
      await withAssociation(4, () =>
        client.query('insert into "Sessions" values (1) on conflict (x) do update set x = 3'),
      );
      assert.deepEqual(heard, [2, 3, 4], 'watched for that event; an upsert also updates');
      await withAssociation(6, () =>
        client.query('with moved as (delete from watched returning x) insert into unwatched select x from moved'),
      );
      assert.deepEqual(heard, [2, 3, 4, 6], 'a statement whose table is not plainly named: announced');
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
