import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Member } from '@quartier/shared';
import { activeCaisses, caisseName, hasSolidarity, quote, SEX_LABELS } from './members';

type Subscriptions = Pick<Member, 'membre_cotisations'>;
const subscribed = (...entries: Array<[1 | 2 | 3, string]>): Subscriptions =>
  ({
    membre_cotisations: entries.map(([CotisationId, statut]) => ({ CotisationId, statut })),
  }) as unknown as Subscriptions;

describe('member subscriptions', () => {
  it('shows the solidarity toggle on only for an active subscription to fund 1', () => {
    assert.equal(hasSolidarity(subscribed([1, 'Actif'])), true);
    assert.equal(hasSolidarity(subscribed([1, 'Inactif'])), false);
    assert.equal(hasSolidarity(subscribed([3, 'Actif'])), false);
    assert.equal(hasSolidarity(subscribed()), false);
  });

  it('lists the active funds in fund order', () => {
    assert.deepEqual(activeCaisses(subscribed([3, 'Actif'], [1, 'Actif'], [2, 'Inactif'])), [1, 3]);
    assert.deepEqual(activeCaisses(subscribed([2, 'Inactif'])), []);
  });

  it('names funds and sexes', () => {
    assert.equal(caisseName(1), 'Fond de solidarité');
    assert.equal(caisseName(3), 'Cotisation Mensuelle');
    assert.deepEqual(SEX_LABELS, { M: 'Homme', F: 'Femme' });
  });

  it('quotes with no-break spaces inside the guillemets', () => {
    assert.equal(quote('Bloc A'), '«\u00a0Bloc A\u00a0»');
    assert.equal(quote(''), '«\u00a0\u00a0»');
  });
});
