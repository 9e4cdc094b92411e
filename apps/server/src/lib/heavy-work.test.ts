import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AppError } from './errors.js';
import { HeavyWork } from './heavy-work.js';

/** The places themselves, without HTTP (the routes are tested in fair-sharing.test.ts). */
describe('HeavyWork places', () => {
  const A = 1;
  const B = 2;
  const C = 3;

  it('a freed place goes to the oldest waiter whose association has room, not to A again', async () => {
    const heavy = new HeavyWork({ perAssociation: 1, total: 2, queuePerAssociation: 2, maxWaitMs: 60_000 });
    const releaseA1 = await heavy.acquire(A, 'export');
    const releaseB1 = await heavy.acquire(B, 'export');
    const order: string[] = [];
    const a2 = heavy.acquire(A, 'export').then((release) => (order.push('A2'), release));
    const c1 = heavy.acquire(C, 'export').then((release) => (order.push('C1'), release));
    assert.equal(heavy.waiting(A), 1);
    assert.equal(heavy.waiting(C), 1);

    releaseB1();
    releaseB1(); // given back once only
    const releaseC1 = await c1;
    assert.deepEqual(order, ['C1'], 'A is at its share: C, behind it in the queue, runs first');
    assert.equal(heavy.running(A), 1);

    releaseA1();
    const releaseA2 = await a2;
    assert.deepEqual(order, ['C1', 'A2']);
    releaseA2();
    releaseC1();
    assert.equal(heavy.running(A) + heavy.running(B) + heavy.running(C), 0);
    assert.equal(heavy.peak(A), 1);
  });

  it('refuses at once beyond the queue (429 for the association’s share, 503 for a full process)', async () => {
    const heavy = new HeavyWork({ perAssociation: 1, total: 1, queuePerAssociation: 0, maxWaitMs: 60_000 });
    const release = await heavy.acquire(A, 'document');
    const own = await heavy.acquire(A, 'document').catch((error: unknown) => error);
    assert.ok(own instanceof AppError);
    assert.equal(own.status, 429);
    assert.match(own.message, /^Des documents sont déjà en cours de transfert pour votre association/);
    assert.equal(own.code, 'DOCUMENTS_BUSY');
    assert.equal(own.headers?.['retry-after'], '5');
    const other = await heavy.acquire(B, 'export').catch((error: unknown) => error);
    assert.ok(other instanceof AppError);
    assert.equal(other.code, 'SERVICE_BUSY');
    assert.equal(other.status, 503);
    release();
  });

  it('a waiter is refused when its wait runs out, and leaves the queue', async () => {
    const heavy = new HeavyWork({ perAssociation: 1, total: 4, queuePerAssociation: 1, maxWaitMs: 1 });
    const release = await heavy.acquire(A, 'export');
    const waited = await heavy.acquire(A, 'export').catch((error: unknown) => error);
    assert.ok(waited instanceof AppError);
    assert.equal(waited.code, 'HEAVY_WORK_BUSY');
    assert.equal(heavy.waiting(A), 0);
    release();
    assert.equal(heavy.running(A), 0);
  });
});
