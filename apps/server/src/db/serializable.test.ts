import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { AppError } from '../lib/errors.js';
import { build, type Harness, suiteCleanup } from '../test/helpers.js';
import { serializable } from './serializable.js';

/**
 * What serializable() does when PostgreSQL keeps aborting (issue 20): retries after waits that
 * stay within the budget, then BUSY (409, French), never the driver's error (a 500).
 */
const cleanup = suiteCleanup();
let h: Harness;

before(async () => {
  h = await build(cleanup, { demo: false });
});

const serializationFailure = () => Object.assign(new Error('could not serialize access'), { code: '40001' });
const policy = { budgetMs: 40, baseDelayMs: 1, maxDelayMs: 8 };

describe('serializable(): retries, then BUSY (issue 20)', () => {
  it('retries a transaction PostgreSQL aborted and returns its result', async () => {
    let attempts = 0;
    const result = await serializable(
      h.app.ctx,
      async (tx) => {
        attempts++;
        await tx.execute(sql`select 1`);
        if (attempts < 4) throw serializationFailure();
        return 'fait';
      },
      policy,
    );
    assert.equal(result, 'fait');
    assert.equal(attempts, 4);
  });

  it('answers BUSY, a French 409, once the waiting budget is spent', async () => {
    let attempts = 0;
    await assert.rejects(
      serializable(
        h.app.ctx,
        async () => {
          attempts++;
          throw serializationFailure();
        },
        policy,
      ),
      (error: unknown) =>
        error instanceof AppError && error.code === 'BUSY' && error.status === 409 && /réessayez/.test(error.message),
    );
    assert.ok(attempts >= 2, `retried before giving up (${attempts})`);
  });

  it('lets any other error through at once', async () => {
    let attempts = 0;
    await assert.rejects(
      serializable(h.app.ctx, async () => {
        attempts++;
        throw new AppError('CONFLICT', 'Solde insuffisant');
      }),
      /Solde insuffisant/,
    );
    assert.equal(attempts, 1);
  });
});
