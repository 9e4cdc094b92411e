import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { withAssociation } from '../../db/scope.js';
import { SECOND_DEMO_LOGINS } from '../../db/seed/demo.js';
import { demoAssociationIds } from '../../test/database.js';
import { build, DEMO_LOGINS, type Harness, suiteCleanup, UNLIMITED } from '../../test/helpers.js';
import { lockFundTotals } from './repository.js';

/**
 * Issue 22 (ADR 0019, migration 0014): a money write holds its own association's lock only. While
 * association B's lock is held, a payment in association A goes through at once, and a second
 * payment in B waits for B's lock. PGlite runs one transaction at a time, so there the lock is
 * shown per association by its rows only.
 */
const POSTGRES = process.env.TEST_DB === 'postgres';
const cleanup = suiteCleanup();
let h: Harness;
let A: number;
let B: number;

before(async () => {
  h = await build(cleanup, { limits: UNLIMITED });
  ({ A, B } = await demoAssociationIds(h.db));
});

/** A payment of 1 000 XAF by the association's Trésorier or Président to its own member. */
async function pay(token: string) {
  const me = await h.request('GET', '/auth/me', { token });
  return h.request('POST', '/cotisation/transaction', {
    token,
    body: { idUser: me.body.membre.id, montant: 1000, cotisation: 3 },
  });
}

const locks = async () =>
  (
    (await h.db.execute(sql`select association_id, ecritures from verrous_caisses order by 1`)) as unknown as {
      rows: Array<{ association_id: number; ecritures: number | string }>;
    }
  ).rows.map((r): [number, number] => [r.association_id, Number(r.ecritures)]);

describe('money writes lock their own association only (issue 22)', () => {
  it('each association counts its own money writes in its own lock row', async () => {
    const before = new Map(await locks());
    assert.equal((await pay(await h.login(DEMO_LOGINS.president))).status, 200);
    assert.equal((await pay(await h.login(DEMO_LOGINS.president))).status, 200);
    assert.equal((await pay(await h.login(SECOND_DEMO_LOGINS.president))).status, 200);
    const after = new Map(await locks());
    assert.equal((after.get(A) ?? 0) - (before.get(A) ?? 0), 2);
    assert.equal((after.get(B) ?? 0) - (before.get(B) ?? 0), 1);
  });

  it(
    POSTGRES
      ? 'while B’s lock is held, A’s payment goes through and B’s own payment waits for it'
      : 'PGlite: one transaction at a time, the payments of A and B follow each other',
    async () => {
      const inA = await h.login(DEMO_LOGINS.president);
      const inB = await h.login(SECOND_DEMO_LOGINS.president);
      if (!POSTGRES) {
        const answers = await Promise.all([pay(inA), pay(inB), pay(inA)]);
        assert.deepEqual(
          answers.map((res) => res.status),
          [200, 200, 200],
        );
        return;
      }
      let releaseB!: () => void;
      const held = new Promise<void>((resolve) => (releaseB = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holder = withAssociation(B, () =>
        h.db.transaction(async (tx) => {
          await lockFundTotals(tx);
          locked();
          await held;
        }),
      );
      await lockTaken;
      let bDone = false;
      const paymentInB = pay(inB).then((res) => {
        bDone = true;
        return res;
      });
      const inAWhileBHeld = await pay(inA);
      assert.equal(inAWhileBHeld.status, 200, 'A does not wait for B');
      // Give B's payment every chance to pass: it must still be waiting for B's lock.
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(bDone, false, 'B’s payment waits for B’s lock');
      releaseB();
      await holder;
      assert.equal((await paymentInB).status, 200, 'then B’s payment goes through');
    },
  );
});
