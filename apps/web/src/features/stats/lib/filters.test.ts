import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_CATEGORY, parseCategory, STATS_CATEGORIES } from './filters';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';

describe('statistics category (?caisse=)', () => {
  it('offers the three funds, the monthly one by default', () => {
    assert.deepEqual(
      STATS_CATEGORIES.map((category) => fr.filters.categories[category]),
      ['Fond de solidarité', 'Inscriptions', 'Cotisation mensuelle'],
    );
    assert.deepEqual(
      STATS_CATEGORIES.map((category) => en.filters.categories[category]),
      ['Solidarity fund', 'Registrations', 'Monthly contributions'],
    );
    assert.equal(DEFAULT_CATEGORY, 3);
  });

  it('reads a known fund and falls back on the monthly one otherwise', () => {
    assert.equal(parseCategory('1'), 1);
    assert.equal(parseCategory('2'), 2);
    assert.equal(parseCategory('3'), 3);
    assert.equal(parseCategory(null), 3);
    assert.equal(parseCategory(''), 3);
    assert.equal(parseCategory('4'), 3);
    assert.equal(parseCategory('1.0'), 1);
    assert.equal(parseCategory('solidarite'), 3);
  });
});
