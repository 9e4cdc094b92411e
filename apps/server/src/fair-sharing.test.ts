import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { ASSOCIATION_HEADER, DOCUMENTS } from '@quartier/shared';
import { build, DEMO_PASSWORD, type Harness } from './test/helpers.js';
import { DEMO_ASSOCIATIONS, DEMO_LOGINS, DEMO_ROLE_LOGINS, SECOND_DEMO_LOGINS } from './db/seed/demo.js';
import { oneTimeCodes } from './db/schema.js';
import { asService } from './db/scope.js';
import { ERRORS } from './lib/errors.js';
import { LIMITS } from './lib/rate-limit.js';

/**
 * Issue 22, fair sharing (ADR 0017): one association's burst of heavy work, logins or code
 * requests is contained in that association; the other one works normally meanwhile. Every
 * burst is sent in parallel, and the assertions are counts and statuses, never durations.
 * A is the demo's first association, B the second.
 */

const EXPORT_BUSY = ERRORS.HEAVY_WORK_BUSY.msg;
const PER_ASSOCIATION = /^Trop de demandes pour votre association en ce moment\. Réessayez dans 1 minute\.$/;
const WRONG = 'pas-le-bon-mot-de-passe';
const { year } = { year: new Date().getFullYear() };
const exportPath = `/cotisation/exportExcel/${year}/3/all/excel`;

async function signIn(h: Harness, telephone: string) {
  const res = await h.request('POST', '/auth/login', { body: { telephone, password: DEMO_PASSWORD } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return { token: res.body.token as string, associationId: res.body.association.id as number };
}

/** Waits (in turns of the event loop, not in time) until the condition holds. */
async function until(condition: () => boolean, what: string) {
  for (let turn = 0; turn < 100_000; turn++) {
    if (condition()) return;
    await nextTurn();
  }
  assert.fail(`jamais atteint : ${what}`);
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/** Sends a burst in parallel; `answered()` says how many answers have come back so far. */
function parallel<T>(n: number, send: () => Promise<T>) {
  let answered = 0;
  const all = Promise.all(
    Array.from({ length: n }, () =>
      send().then((answer) => {
        answered += 1;
        return answer;
      }),
    ),
  );
  return { all, answered: () => answered };
}

describe('heavy routes: a bounded number per association, the others unaffected', () => {
  it('A fires 8 exports at once: 2 run, 2 wait, 4 get the French 429; B exports and reads meanwhile', async (t) => {
    const h = await build(t, {
      env: { HEAVY_JOBS_PER_ASSOCIATION: '2', HEAVY_JOBS_TOTAL: '4', HEAVY_QUEUE_PER_ASSOCIATION: '2' },
    });
    const a = await signIn(h, DEMO_LOGINS.secretaire);
    const b = await signIn(h, SECOND_DEMO_LOGINS.secretaire);
    const heavy = h.app.heavyWork;
    // A's jobs hold their places until resumed: the burst overlaps whatever the machine's speed.
    const resume = heavy.pause(a.associationId);
    const burst = parallel(8, () => h.request('GET', exportPath, { token: a.token }));
    await until(
      () => heavy.running(a.associationId) === 2 && heavy.waiting(a.associationId) === 2 && burst.answered() === 4,
      'A : 2 running, 2 waiting, 4 refused',
    );

    // Meanwhile B's export runs (its own share, and room in the process) and both read normally.
    const bExport = await h.request('GET', exportPath, { token: b.token });
    assert.equal(bExport.status, 200);
    assert.match(bExport.headers.get('content-type') ?? '', /spreadsheetml/);
    const bRead = await h.request('GET', `/cotisation/getTransactions/3/${year}`, { token: b.token });
    assert.equal(bRead.status, 200);
    const aRead = await h.request('GET', `/cotisation/getTransactions/3/${year}`, { token: a.token });
    assert.equal(aRead.status, 200, 'light reads of A are not held by its exports');

    resume();
    const answers = await burst.all;
    const statuses = answers.map((r) => r.status);
    assert.equal(count(statuses, 200), 4, `2 running + 2 queued succeed: ${statuses}`);
    assert.equal(count(statuses, 429), 4, `the rest are refused: ${statuses}`);
    for (const refused of answers.filter((r) => r.status === 429)) {
      assert.equal(refused.body.msg, EXPORT_BUSY);
      assert.equal(refused.headers.get('retry-after'), '5');
    }
    assert.equal(heavy.peak(a.associationId), 2, 'never more than 2 of A at once');
    assert.equal(heavy.running(a.associationId), 0, 'every place given back');
    // Nothing lost: A exports again once its burst is over.
    assert.equal((await h.request('GET', exportPath, { token: a.token })).status, 200);
  });

  it('a process full of A’s work answers B with 503 and Retry-After, A’s own extra with 429', async (t) => {
    const h = await build(t, {
      env: { HEAVY_JOBS_PER_ASSOCIATION: '1', HEAVY_JOBS_TOTAL: '1', HEAVY_QUEUE_PER_ASSOCIATION: '0' },
    });
    const a = await signIn(h, DEMO_LOGINS.secretaire);
    const b = await signIn(h, SECOND_DEMO_LOGINS.secretaire);
    const resume = h.app.heavyWork.pause(a.associationId);
    const first = h.request('GET', exportPath, { token: a.token });
    await until(() => h.app.heavyWork.running(a.associationId) === 1, 'A : 1');
    const [aAgain, bBusy] = await Promise.all([
      h.request('GET', exportPath, { token: a.token }),
      h.request('GET', exportPath, { token: b.token }),
    ]);
    assert.equal(aAgain.status, 429);
    assert.equal(aAgain.body.msg, EXPORT_BUSY);
    assert.equal(bBusy.status, 503);
    assert.equal(bBusy.body.msg, ERRORS.SERVICE_BUSY.msg);
    assert.equal(bBusy.headers.get('retry-after'), '5');
    resume();
    assert.equal((await first).status, 200);
    assert.equal((await h.request('GET', exportPath, { token: b.token })).status, 200);
  });

  it('document downloads (anonymous, by address) are heavy too, with their own French message', async (t) => {
    const h = await build(t, {
      env: { HEAVY_JOBS_PER_ASSOCIATION: '1', HEAVY_JOBS_TOTAL: '4', HEAVY_QUEUE_PER_ASSOCIATION: '1' },
    });
    const aId = (await signIn(h, DEMO_LOGINS.membre)).associationId;
    const path = `/cotisation/${DOCUMENTS.statuts.download}`;
    const inA = { headers: { [ASSOCIATION_HEADER]: DEMO_ASSOCIATIONS.main.slug } };
    const inB = { headers: { [ASSOCIATION_HEADER]: DEMO_ASSOCIATIONS.second.slug } };
    const resume = h.app.heavyWork.pause(aId);
    const burst = parallel(5, () => h.request('GET', path, inA));
    const heavy = h.app.heavyWork;
    await until(
      () => heavy.running(aId) === 1 && heavy.waiting(aId) === 1 && burst.answered() === 3,
      'A : 1 running, 1 waiting, 3 refused',
    );
    const bDownload = await h.request('GET', path, inB);
    assert.equal(bDownload.status, 200);
    resume();
    const answers = await burst.all;
    assert.deepEqual(
      answers.map((r) => r.status).sort(),
      [200, 200, 429, 429, 429],
      'one running and one waiting are served',
    );
    for (const refused of answers.filter((r) => r.status === 429))
      assert.match(refused.body.msg, /^Des documents sont déjà en cours de transfert pour votre association/);
  });

  it('heavy requests per association per minute are counted atomically across a parallel burst', async (t) => {
    const h = await build(t, {
      env: { HEAVY_JOBS_PER_ASSOCIATION: '50', HEAVY_JOBS_TOTAL: '50', HEAVY_QUEUE_PER_ASSOCIATION: '50' },
      limits: { heavyRequestsPerAssociation: { ...LIMITS.heavyRequestsPerAssociation, max: 5 } },
    });
    const a = await signIn(h, DEMO_LOGINS.secretaire);
    const b = await signIn(h, SECOND_DEMO_LOGINS.secretaire);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => h.request('GET', exportPath, { token: a.token })),
    );
    const statuses = answers.map((r) => r.status);
    assert.equal(count(statuses, 200), 5, `exactly the budget: ${statuses}`);
    assert.equal(count(statuses, 429), 7);
    for (const refused of answers.filter((r) => r.status === 429)) {
      assert.match(refused.body.msg, PER_ASSOCIATION);
      assert.ok(Number(refused.headers.get('retry-after')) > 0);
    }
    assert.equal((await h.request('GET', exportPath, { token: b.token })).status, 200, 'B has its own budget');
    h.clock.advance(61_000);
    assert.equal((await h.request('GET', exportPath, { token: a.token })).status, 200, 'a new minute, a new budget');
  });
});

describe('per-association budgets of logins and codes', () => {
  it('a parallel burst of failed logins in A stops at A’s budget; B’s members sign in normally', async (t) => {
    const h = await build(t, {
      limits: {
        loginFailuresPerAssociation: { ...LIMITS.loginFailuresPerAssociation, max: 5 },
        // Out of the way: this test is about the association's budget, not the phone's or address's.
        loginFailuresPerIp: { ...LIMITS.loginFailuresPerIp, max: 1000 },
        loginFailuresPerPhone: { ...LIMITS.loginFailuresPerPhone, max: 1000 },
      },
    });
    const aPhones = Object.values(DEMO_ROLE_LOGINS);
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        h.request('POST', '/auth/login', { body: { telephone: aPhones[i % aPhones.length], password: WRONG } }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    assert.equal(count(statuses, 401), 5, `exactly A's budget of failures was checked: ${statuses}`);
    assert.equal(count(statuses, 429), 16);
    for (const refused of answers.filter((r) => r.status === 429)) assert.match(refused.body.msg, PER_ASSOCIATION);

    // A is locked for the minute, even with the right password...
    const aRight = await h.request('POST', '/auth/login', {
      body: { telephone: DEMO_LOGINS.secretaire, password: DEMO_PASSWORD },
    });
    assert.equal(aRight.status, 429);
    // ...while B's members sign in, wherever they start from (no address, or B's address).
    await signIn(h, SECOND_DEMO_LOGINS.president);
    const bNamed = await h.request('POST', '/auth/login', {
      body: { telephone: SECOND_DEMO_LOGINS.secretaire, password: DEMO_PASSWORD },
      headers: { [ASSOCIATION_HEADER]: DEMO_ASSOCIATIONS.second.slug },
    });
    assert.equal(bNamed.status, 200);
    // B's right passwords gave their count back: B's budget is whole.
    h.clock.advance(61_000);
    await signIn(h, DEMO_LOGINS.secretaire);
  });

  it('code SMS per association per hour: a parallel burst in A sends exactly A’s budget, B still gets its code', async (t) => {
    const h = await build(t, {
      limits: {
        codeSmsPerAssociation: { ...LIMITS.codeSmsPerAssociation, max: 3 },
        codeRequestsPerIp: { ...LIMITS.codeRequestsPerIp, max: 1000 },
      },
    });
    const a = await signIn(h, DEMO_LOGINS.president);
    const b = await signIn(h, SECOND_DEMO_LOGINS.president);
    const aPhones = Object.values(DEMO_ROLE_LOGINS).filter((p) => p !== DEMO_LOGINS.president);
    const answers = await Promise.all(
      aPhones.map((telephone) => h.request('PUT', '/auth/forgotPassword', { body: { telephone } })),
    );
    // The answer never depends on the member (nor on her association's budget).
    assert.deepEqual(new Set(answers.map((r) => r.status)), new Set([200]));
    const bAnswer = await h.request('PUT', '/auth/forgotPassword', {
      body: { telephone: SECOND_DEMO_LOGINS.secretaire },
    });
    assert.equal(bAnswer.status, 200);
    await h.app.ctx.afterAnswer.idle();

    const resetCodes = (associationId: number) =>
      asService(async () => {
        const [row] = await h.db
          .select({ n: sql<number>`count(*)::int` })
          .from(oneTimeCodes)
          .where(and(eq(oneTimeCodes.associationId, associationId), eq(oneTimeCodes.purpose, 'reinitialisation')));
        return row!.n;
      });
    assert.ok(aPhones.length > 3);
    assert.equal(await resetCodes(a.associationId), 3, 'exactly A’s budget of codes, not one more');
    assert.equal(await resetCodes(b.associationId), 1, 'B’s member got her code');
  });
});
