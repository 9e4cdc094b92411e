import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isInt, isMyAssociation, isRecord, isString } from './checks';

describe('type guards', () => {
  it('isRecord accepts plain objects only', () => {
    assert.equal(isRecord({}), true);
    assert.equal(isRecord({ a: 1 }), true);
    assert.equal(isRecord(null), false);
    assert.equal(isRecord([]), false);
    assert.equal(isRecord('objet'), false);
  });

  it('isInt refuses decimals, strings and NaN', () => {
    assert.equal(isInt(0), true);
    assert.equal(isInt(-3), true);
    assert.equal(isInt(Number.MAX_SAFE_INTEGER), true);
    assert.equal(isInt(1.5), false);
    assert.equal(isInt('12'), false);
    assert.equal(isInt(Number.NaN), false);
  });

  it('isString accepts strings only', () => {
    assert.equal(isString(''), true);
    assert.equal(isString(1), false);
    assert.equal(isString(null), false);
  });
});

describe('isMyAssociation', () => {
  const association = {
    id: 4,
    slug: 'entraide-bepanda',
    nom: 'Entraide Bépanda',
    role: { code: 'tresorier', nom: 'Trésorier' },
    statut: 'active',
    courante: true,
  };

  it('accepts a complete association', () => {
    assert.equal(isMyAssociation(association), true);
  });

  it('refuses one with a missing or mistyped field', () => {
    assert.equal(isMyAssociation({ ...association, id: '4' }), false);
    assert.equal(isMyAssociation({ ...association, role: null }), false);
    assert.equal(isMyAssociation({ ...association, role: { code: 'tresorier' } }), false);
    assert.equal(isMyAssociation({ ...association, courante: 'oui' }), false);
    const { slug: _slug, ...withoutSlug } = association;
    assert.equal(isMyAssociation(withoutSlug), false);
  });
});
