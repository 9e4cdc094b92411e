import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONTRIBUTION_CATEGORIES, DEFAULT_CATEGORY, parseCategory } from './filters';

describe("'Mes contributions' category (?caisse=)", () => {
  it('offers the two funds a member pays into, the monthly one by default', () => {
    assert.deepEqual(CONTRIBUTION_CATEGORIES, [1, 3]);
    assert.equal(DEFAULT_CATEGORY, 3);
  });

  it('never opens the registrations fund, nor anything unknown', () => {
    assert.equal(parseCategory('1'), 1);
    assert.equal(parseCategory('3'), 3);
    assert.equal(parseCategory('2'), 3);
    assert.equal(parseCategory(null), 3);
    assert.equal(parseCategory('-1'), 3);
    assert.equal(parseCategory('abc'), 3);
  });
});
