import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { installWindow } from '../../../test/memory-storage';
import { readPendingCreation, savePendingCreation, type PendingCreation } from './pending-creation';

const { session } = installWindow();
const now = Date.parse('2026-03-05T08:00:00Z');
const pending: PendingCreation = {
  jeton: 'jeton-creation',
  expireLe: '2026-03-05T08:10:00Z',
  telephone: '+237699001122',
  nomAssociation: 'Entraide Bépanda',
};

beforeEach(() => {
  session.refuse = false;
  session.clear();
});

describe('pending association creation', () => {
  it('reads back what was saved while the code still works', () => {
    savePendingCreation(pending);
    assert.deepEqual(readPendingCreation(now), pending);
  });

  it('forgets it once the code expired, at the very second too', () => {
    savePendingCreation(pending);
    assert.equal(readPendingCreation(Date.parse('2026-03-05T08:10:00Z')), null);
    assert.equal(readPendingCreation(Date.parse('2026-03-05T09:00:00Z')), null);
  });

  it('is removed by saving null', () => {
    savePendingCreation(pending);
    savePendingCreation(null);
    assert.equal(session.getItem('creation_association'), null);
    assert.equal(readPendingCreation(now), null);
  });

  it('ignores broken or incomplete stored values', () => {
    for (const raw of [
      '{pas du json',
      'null',
      '"texte"',
      JSON.stringify({ ...pending, jeton: 4 }),
      JSON.stringify({ ...pending, expireLe: 'demain' }),
    ]) {
      session.setItem('creation_association', raw);
      assert.equal(readPendingCreation(now), null, raw);
    }
  });

  it('never stores the code itself', () => {
    savePendingCreation({ ...pending, code: '123456' } as PendingCreation);
    assert.doesNotMatch(session.getItem('creation_association') ?? '', /123456/);
  });

  it('carries on without storage in private mode', () => {
    session.refuse = true;
    assert.doesNotThrow(() => savePendingCreation(pending));
    assert.equal(readPendingCreation(now), null);
  });
});
