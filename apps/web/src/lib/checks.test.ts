import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { intFields, isInt, isList, isMyAssociation, isNullable, isRecord, isString } from './checks';

describe('answer checks', () => {
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

  it('isString and isNullable', () => {
    assert.equal(isString(''), true);
    assert.equal(isString(1), false);
    assert.equal(isNullable(null, isString), true);
    assert.equal(isNullable('x', isString), true);
    assert.equal(isNullable(undefined, isString), false);
    assert.equal(isNullable(3, isString), false);
  });

  it('isList checks every item and, when given, the length', () => {
    assert.equal(isList([], isInt), true);
    assert.equal(isList([1, 2, 3], isInt), true);
    assert.equal(isList([1, '2'], isInt), false);
    assert.equal(isList(new Array(12).fill(0), isInt, 12), true);
    assert.equal(isList(new Array(11).fill(0), isInt, 12), false);
    assert.equal(isList({ length: 0 }, isInt), false);
  });

  it('intFields wants every named field to be an integer', () => {
    assert.equal(intFields({ montant: 500, mois: 3 }, ['montant', 'mois']), true);
    assert.equal(intFields({ montant: 500 }, ['montant', 'mois']), false);
    assert.equal(intFields({ montant: '500', mois: 3 }, ['montant', 'mois']), false);
    assert.equal(intFields({}, []), true);
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
