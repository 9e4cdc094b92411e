import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newIdempotencyKey } from './idempotency';

describe('newIdempotencyKey', () => {
  it('gives a UUID, a new one each time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    assert.equal(keys.size, 200);
    for (const key of keys) assert.match(key, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
