import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ASSOCIATION_HEADER } from '@quartier/shared';
import {
  associationCreations,
  auditLog,
  idempotencyKeys,
  members,
  oneTimeCodes,
  rateLimits,
  sessions,
  smsOutbox,
  transactions,
} from '../db/schema.js';
import { asService } from '../db/scope.js';
import { DEMO_ASSOCIATIONS, SECOND_DEMO_LOGINS } from '../db/seed/demo.js';
import { activityByAssociation } from '../modules/operator/repository.js';
import { demoAssociationIds } from '../test/database.js';
import { build, DEMO_LOGINS, DEMO_PASSWORD, type Harness, suiteCleanup } from '../test/helpers.js';
import { PURGE_BATCH, runPurge, schedulePurges, type PurgeCounts } from './purge.js';

/**
 * docs/security.md, « Purges »: the rows of sessions, codes_sms, rate_limits, idempotency_keys,
 * creations_association and sms_outbox that can no longer serve go, in every association;
 * whatever still serves (a live session, a code still valid, a window in progress, a replay key
 * of the day, the operator's activity, a founder's link, an SMS waiting to be sent) stays, and
 * the audit log and the money are untouched. Real limits, real HTTP.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const inB = { [ASSOCIATION_HEADER]: DEMO_ASSOCIATIONS.second.slug };

let ipCounter = 0;
function freshIp() {
  ipCounter += 1;
  return { 'x-forwarded-for': `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const cleanup = suiteCleanup();
let h: Harness;
let A: number;
let B: number;
before(async () => {
  h = await build(cleanup);
  ({ A, B } = await demoAssociationIds(h.db));
});

const purge = () => runPurge(h.app.ctx);
const ago = (ms: number) => new Date(h.clock.now().getTime() - ms);

async function memberIn(associationId: number): Promise<number> {
  const [row] = await asService(() =>
    h.db.select({ id: members.id }).from(members).where(eq(members.associationId, associationId)).limit(1),
  );
  return row!.id;
}

let tokenCounter = 0;
/** A session written as the service, created `createdAgo` and ending `endedAgo` ago (revoked or expired). */
async function oldSession(associationId: number, createdAgo: number, endedAgo: number, ended: 'revoked' | 'expired') {
  tokenCounter += 1;
  const [row] = await asService(async () =>
    h.db
      .insert(sessions)
      .values({
        associationId,
        tokenHash: `purge-test-${tokenCounter}`.padEnd(64, '0'),
        memberId: await memberIn(associationId),
        createdAt: ago(createdAgo),
        expiresAt: ended === 'expired' ? ago(endedAgo) : new Date(h.clock.now().getTime() + DAY),
        revokedAt: ended === 'revoked' ? ago(endedAgo) : null,
      })
      .returning({ id: sessions.id }),
  );
  return row!.id;
}

async function oldCode(associationId: number, endedAgo: number, ended: 'used' | 'expired') {
  const [row] = await asService(async () =>
    h.db
      .insert(oneTimeCodes)
      .values({
        associationId,
        memberId: await memberIn(associationId),
        purpose: 'reinitialisation',
        codeHash: 'x'.repeat(64),
        createdAt: ago(endedAgo + 10 * MINUTE),
        expiresAt: ended === 'expired' ? ago(endedAgo) : ago(endedAgo - 5 * MINUTE),
        usedAt: ended === 'used' ? ago(endedAgo) : null,
      })
      .returning({ id: oneTimeCodes.id }),
  );
  return row!.id;
}

async function counter(associationId: number, bucket: string, key: string, startedAgo: number) {
  await asService(() =>
    h.db.insert(rateLimits).values({ associationId, bucket, key, windowStart: ago(startedAgo), hits: 3 }),
  );
  return { associationId, bucket, key };
}

async function replayKey(associationId: number, key: string, createdAgo: number) {
  await asService(async () =>
    h.db.insert(idempotencyKeys).values({
      associationId,
      memberId: await memberIn(associationId),
      key,
      route: 'recordContribution',
      response: { status: 'success' },
      createdAt: ago(createdAgo),
    }),
  );
  return key;
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await asService(() => h.db.execute(query)));
  return Number(row!.n);
}

const sessionIds = async (ids: number[]) =>
  (await asService(() => h.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids)))).map(
    (row) => row.id,
  );
const codeIds = async (ids: number[]) =>
  (
    await asService(() => h.db.select({ id: oneTimeCodes.id }).from(oneTimeCodes).where(inArray(oneTimeCodes.id, ids)))
  ).map((row) => row.id);
const counterExists = async ({ associationId, bucket, key }: { associationId: number; bucket: string; key: string }) =>
  (
    await asService(() =>
      h.db
        .select()
        .from(rateLimits)
        .where(
          and(eq(rateLimits.associationId, associationId), eq(rateLimits.bucket, bucket), eq(rateLimits.key, key)),
        ),
    )
  ).length === 1;
const keyExists = async (key: string) =>
  (await asService(() => h.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))).length === 1;

/** What the purge must never touch, and the operator's view of each association. */
async function untouched() {
  return {
    audit: await count(sql`select count(*)::int as n from ${auditLog}`),
    auditMax: await count(sql`select coalesce(max(id), 0)::int as n from ${auditLog}`),
    money: await count(sql`select count(*)::int as n from ${transactions}`),
    activity: [...(await asService(() => activityByAssociation(h.db))).values()]
      .map((a) => `${a.id}:${a.derniereConnexion}:${a.connexions30j}`)
      .sort(),
  };
}

describe('the purge of rows that can no longer serve (docs/security.md, « Purges »)', () => {
  it('deletes what is past its margin in every association, keeps what still serves; audit log and money untouched', async () => {
    // Live: a session in each association, a reset code just sent.
    const tokenA = await h.login(DEMO_LOGINS.president);
    const tokenB = (
      await h.request('POST', '/auth/login', {
        body: { telephone: SECOND_DEMO_LOGINS.president, password: DEMO_PASSWORD, rememberMe: false },
        headers: inB,
      })
    ).body.token as string;
    await h.request('PUT', '/auth/forgotPassword', { body: { telephone: DEMO_LOGINS.membre }, headers: freshIp() });
    const { code } = (await h.lastSms(DEMO_LOGINS.membre))!;

    const gone = { sessions: [] as number[], codes: [] as number[] };
    const kept = { sessions: [] as number[], codes: [] as number[] };
    for (const association of [A, B]) {
      gone.sessions.push(await oldSession(association, 40 * DAY, 39 * DAY, 'expired'));
      gone.sessions.push(await oldSession(association, 35 * DAY, 34 * DAY, 'revoked'));
      // Ended, but opened within 30 days: the operator's activity report still counts it.
      kept.sessions.push(await oldSession(association, 2 * DAY, 2 * DAY - 12 * HOUR, 'expired'));
      gone.codes.push(await oldCode(association, 31 * DAY, 'used'));
      gone.codes.push(await oldCode(association, 31 * DAY, 'expired'));
      // Used two days ago: its link still says the account is already active.
      kept.codes.push(await oldCode(association, 2 * DAY, 'used'));
    }
    const endedCounters = [
      await counter(0, 'login:phone', '+237699999901', 15 * MINUTE + HOUR + MINUTE),
      await counter(A, 'heavy:association', '*', 2 * HOUR),
      await counter(0, 'compteur:ancien', 'x', 26 * HOUR),
    ];
    const liveCounters = [
      // A per-day budget survives its day.
      await counter(0, 'creation:service', '*', 20 * HOUR),
      await counter(A, 'sms:recus', '*', 23 * HOUR),
      await counter(B, 'send:association', '*', 30 * MINUTE),
      // Ended, within the hour of margin.
      await counter(0, 'login:ip', '10.9.255.1', 15 * MINUTE + 30 * MINUTE),
    ];
    const oldKeys = [await replayKey(A, 'purge-old-key-a', 25 * HOUR), await replayKey(B, 'purge-old-key-b', 3 * DAY)];
    const liveKeys = [await replayKey(A, 'purge-live-key-a', 23 * HOUR), await replayKey(B, 'purge-live-key-b', HOUR)];

    const before = await untouched();
    const counts = await purge();
    assert.deepEqual(counts, {
      sessions: 4,
      codes_sms: 4,
      rate_limits: 3,
      idempotency_keys: 2,
      creations_association: 0,
      sms_outbox: 0,
    } satisfies PurgeCounts);

    assert.deepEqual(await sessionIds(gone.sessions), []);
    assert.deepEqual((await sessionIds(kept.sessions)).sort(), [...kept.sessions].sort());
    assert.deepEqual(await codeIds(gone.codes), []);
    assert.deepEqual((await codeIds(kept.codes)).sort(), [...kept.codes].sort());
    for (const row of endedCounters) assert.equal(await counterExists(row), false, `${row.bucket} gone`);
    for (const row of liveCounters) assert.equal(await counterExists(row), true, `${row.bucket} kept`);
    for (const key of oldKeys) assert.equal(await keyExists(key), false, `${key} gone`);
    for (const key of liveKeys) assert.equal(await keyExists(key), true, `${key} kept`);
    assert.deepEqual(await untouched(), before, 'audit log, money and the operator’s activity as they were');

    // What still serves still works.
    assert.equal((await h.request('GET', '/auth/me', { token: tokenA })).status, 200);
    assert.equal((await h.request('GET', '/auth/me', { token: tokenB, headers: inB })).status, 200);
    const reset = await h.request('PUT', '/auth/resetPassword', {
      body: {
        telephone: DEMO_LOGINS.membre,
        otp: code,
        password: 'PurgeSecret-2026',
        confirmPassword: 'PurgeSecret-2026',
      },
      headers: freshIp(),
    });
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    assert.deepEqual(await purge(), {
      sessions: 0,
      codes_sms: 0,
      rate_limits: 0,
      idempotency_keys: 0,
      creations_association: 0,
      sms_outbox: 0,
    });
  });

  it('a founder’s request and an SMS go 30 days after they ended; a link still answers, a pending SMS stays', async () => {
    let n = 0;
    /** A request to create an association, confirmed or left to expire `endedAgo`. */
    const creation = async (endedAgo: number, ended: 'confirmed' | 'expired' | 'pending') => {
      n += 1;
      const jeton = `purge-creation-${n}`.padEnd(32, 'x');
      await asService(() =>
        h.db.insert(associationCreations).values({
          token: jeton,
          telephone: `+23769900${String(n).padStart(4, '0')}`,
          associationName: `Purge ${n}`,
          ville: 'Douala',
          quartier: 'Akwa',
          nom: 'Fondatrice',
          prenom: 'Awa',
          sexe: 'F',
          codeHash: 'x'.repeat(64),
          createdAt: ago(endedAgo + 20 * MINUTE),
          expiresAt: ended === 'confirmed' ? ago(endedAgo - 10 * MINUTE) : ago(endedAgo),
          confirmedAt: ended === 'confirmed' ? ago(endedAgo) : null,
        }),
      );
      return jeton;
    };
    const creations = async (jetons: string[]) =>
      (
        await asService(() =>
          h.db
            .select({ jeton: associationCreations.token })
            .from(associationCreations)
            .where(inArray(associationCreations.token, jetons)),
        )
      ).map((row) => row.jeton);
    /** A message of association `associationId` (0: the service's own) that ended `endedAgo`. */
    const sms = async (associationId: number, endedAgo: number, status: 'sent' | 'failed' | 'pending') => {
      const [row] = await asService(() =>
        h.db
          .insert(smsOutbox)
          .values({
            associationId,
            recipient: '+237699000000',
            message: status === 'pending' ? 'Votre code : 123456' : 'Votre code : ******',
            status,
            attempts: status === 'failed' ? 10 : 1,
            createdAt: ago(endedAgo + HOUR),
            nextAttemptAt: ago(endedAgo),
            sentAt: status === 'sent' ? ago(endedAgo) : null,
          })
          .returning({ id: smsOutbox.id }),
      );
      return `${associationId}:${row!.id}`;
    };
    const messages = async (keys: string[]) =>
      (await asService(() => h.db.select({ associationId: smsOutbox.associationId, id: smsOutbox.id }).from(smsOutbox)))
        .map((row) => `${row.associationId}:${row.id}`)
        .filter((key) => keys.includes(key));

    const goneCreations = [await creation(31 * DAY, 'confirmed'), await creation(31 * DAY, 'expired')];
    const keptConfirmed = await creation(2 * DAY, 'confirmed');
    const keptCreations = [keptConfirmed, await creation(29 * DAY, 'expired'), await creation(-20 * MINUTE, 'pending')];
    const goneSms = [await sms(A, 31 * DAY, 'sent'), await sms(B, 40 * DAY, 'sent'), await sms(0, 31 * DAY, 'failed')];
    const keptSms = [
      await sms(A, 29 * DAY, 'sent'),
      await sms(0, 2 * DAY, 'failed'),
      await sms(B, 40 * DAY, 'pending'),
    ];

    const counts = await purge();
    assert.equal(counts.creations_association, goneCreations.length, JSON.stringify(counts));
    assert.equal(counts.sms_outbox, goneSms.length, JSON.stringify(counts));
    assert.deepEqual(await creations(goneCreations), []);
    assert.deepEqual((await creations(keptCreations)).sort(), [...keptCreations].sort());
    assert.deepEqual(await messages(goneSms), []);
    assert.deepEqual((await messages(keptSms)).sort(), [...keptSms].sort());

    // The founder's link of a creation kept still says the association exists; a purged one is unknown.
    const confirm = (jeton: string) =>
      h.request('POST', `/associations/creation/${jeton}`, {
        body: { otp: '123456', password: 'PurgeSecret-2026', confirmPassword: 'PurgeSecret-2026' },
        headers: freshIp(),
      });
    const kept = await confirm(keptConfirmed);
    assert.equal(kept.status, 409, JSON.stringify(kept.body));
    assert.equal(kept.body.code, 'CREATION_ALREADY_DONE');
    const purged = await confirm(goneCreations[0]!);
    assert.equal(purged.status, 404, JSON.stringify(purged.body));
    assert.equal(purged.body.code, 'CREATION_NOT_FOUND');
  });

  it('a window in progress still refuses after a purge mid-window, and lets in once over', async () => {
    const telephone = DEMO_LOGINS.secretaire;
    const attempt = (password: string) =>
      h.request('POST', '/auth/login', { body: { telephone, password, rememberMe: false }, headers: freshIp() });
    for (let i = 0; i < 5; i++) assert.equal((await attempt('pas-le-bon-mot')).status, 401);
    assert.equal((await attempt(DEMO_PASSWORD)).status, 429, 'locked for 15 minutes');

    h.clock.advance(10 * MINUTE);
    await purge();
    const refused = await attempt(DEMO_PASSWORD);
    assert.equal(refused.status, 429, 'the purge did not reopen the number');
    assert.match(refused.body.msg, /Réessayez dans 5 minutes/);

    h.clock.advance(6 * MINUTE);
    assert.equal((await attempt(DEMO_PASSWORD)).status, 200, 'the window is over');
    const row = { associationId: 0, bucket: 'login:phone', key: telephone };
    assert.equal(await counterExists(row), true);
    h.clock.advance(2 * HOUR);
    await purge();
    assert.equal(await counterExists(row), false, 'an ended window goes');
  });

  it('keeps the newest session of each association: the operator still reads its last connection', async () => {
    await asService(() => h.db.delete(sessions).where(eq(sessions.associationId, B)));
    const older = await oldSession(B, 50 * DAY, 49 * DAY, 'expired');
    const newest = await oldSession(B, 40 * DAY, 39 * DAY, 'revoked');
    await purge();
    assert.deepEqual(await sessionIds([older, newest]), [newest]);
    const activity = (await asService(() => activityByAssociation(h.db))).get(B)!;
    assert.equal(activity.derniereConnexion, ago(40 * DAY).toISOString());
    assert.equal(activity.connexions30j, 0);
  });

  it('runs in batches, twice in parallel without error, each row deleted once', async () => {
    const rows = PURGE_BATCH * 2 + 500;
    await asService(async () => {
      await h.db.execute(sql`insert into rate_limits (association_id, bucket, key, window_start, hits)
        select 0, 'login:ip', 'purge-' || i, ${ago(2 * DAY).toISOString()}::timestamptz, 1
        from generate_series(1, ${rows}::int) i`);
      await h.db.execute(sql`insert into sessions (association_id, token_hash, membre_id, created_at, expires_at)
        select ${A}::int, md5('purge-batch-' || i) || md5('x' || i), ${await memberIn(A)}::int,
          ${ago(60 * DAY).toISOString()}::timestamptz, ${ago(59 * DAY).toISOString()}::timestamptz
        from generate_series(1, ${PURGE_BATCH + 100}::int) i`);
    });
    // A later session of the association: the batch is not its newest (ids follow creation times).
    await h.login(DEMO_LOGINS.president);
    const before = await untouched();
    const [first, second] = await Promise.all([purge(), purge()]);
    assert.equal(first.rate_limits + second.rate_limits, rows, JSON.stringify([first, second]));
    assert.equal(first.sessions + second.sessions, PURGE_BATCH + 100);
    assert.equal(await count(sql`select count(*)::int as n from rate_limits where key like 'purge-%'`), 0);
    assert.equal(
      await count(
        sql`select count(*)::int as n from sessions where created_at < ${ago(59 * DAY).toISOString()}::timestamptz`,
      ),
      0,
    );
    assert.deepEqual(await untouched(), before);
  });

  it('schedulePurges (server.ts) purges at once, then at each interval, until stopped', async () => {
    const ended = (n: number) => counter(0, 'login:ip', `10.9.255.${n}`, 3 * HOUR);
    const goneSoon = async (row: Awaited<ReturnType<typeof ended>>) => {
      for (let i = 0; i < 100 && (await counterExists(row)); i++) await new Promise((r) => setTimeout(r, 50));
      return !(await counterExists(row));
    };
    const atStart = await ended(2);
    const stop = schedulePurges(h.app.ctx, 300);
    try {
      assert.ok(await goneSoon(atStart), 'the first run happens at start');
      assert.ok(await goneSoon(await ended(3)), 'and again after the interval');
    } finally {
      stop();
    }
    await new Promise((r) => setTimeout(r, 400));
    const afterStop = await ended(4);
    await new Promise((r) => setTimeout(r, 900));
    assert.equal(await counterExists(afterStop), true, 'no run once stopped');
  });
});
