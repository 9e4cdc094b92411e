import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  abbreviateAmount,
  compareText,
  formatDateTime,
  formatDay,
  formatNumber,
  formatXaf,
  languageFromBrowser,
  monthName,
  monthShortName,
  plural,
  reminderSent,
  withdrawalTypeName,
  yearToDateLabel,
} from './index.js';

// Formats follow the language (issue 25, ADR 0029); French stays as the spec writes it.
const NNBSP = '\u202f';

describe('formats in French and in English', () => {
  it('writes amounts with each language’s grouping', () => {
    assert.equal(formatXaf(10_977_500), `10${NNBSP}977${NNBSP}500 XAF`);
    assert.equal(formatXaf(10_977_500, 'fr'), `10${NNBSP}977${NNBSP}500 XAF`);
    assert.equal(formatXaf(10_977_500, 'en'), '10,977,500 XAF');
    assert.equal(formatXaf(-2500, 'en'), '-2,500 XAF');
    assert.equal(formatXaf(0, 'en'), '0 XAF');
    assert.equal(formatNumber(1_250_000, 'en'), '1,250,000');
    assert.equal(abbreviateAmount(9_160_000, 'fr'), '9,2 M');
    assert.equal(abbreviateAmount(9_160_000, 'en'), '9.2 M');
    assert.equal(abbreviateAmount(400_000, 'en'), '400 K');
  });

  it('writes dates and times in Douala, day first in both', () => {
    const iso = '2026-11-21T13:05:00Z';
    assert.equal(formatDay(iso, 'fr'), '21/11/2026');
    assert.equal(formatDay(iso, 'en'), '21/11/2026');
    assert.equal(formatDateTime(iso, 'fr'), '21/11/2026 à 14:05');
    assert.equal(formatDateTime(iso, 'en'), '21/11/2026 at 14:05');
  });

  it('names the months', () => {
    assert.equal(monthName(2), 'Février');
    assert.equal(monthName(2, 'en'), 'February');
    assert.equal(monthShortName(8, 'fr'), 'août');
    assert.equal(monthShortName(8, 'en'), 'Aug');
    assert.equal(yearToDateLabel(2025, 11, 'fr'), 'janv.–nov. 2025');
    assert.equal(yearToDateLabel(2025, 11, 'en'), 'Jan–Nov 2025');
    assert.equal(yearToDateLabel(2025, 1, 'en'), 'Jan 2025');
    assert.equal(yearToDateLabel(2025, 12, 'en'), '2025');
  });

  it('chooses the plural form of each language', () => {
    const members = (n: number, langue: 'fr' | 'en') => plural(n, langue, { one: 'one', other: 'other' });
    // French: 0 and 1 are singular; English: only 1.
    assert.deepEqual(
      [0, 1, 2].map((n) => members(n, 'fr')),
      ['one', 'one', 'other'],
    );
    assert.deepEqual(
      [0, 1, 2].map((n) => members(n, 'en')),
      ['other', 'one', 'other'],
    );
  });

  it('sorts names as each language does, accents with their letter', () => {
    const names = ['Zoé', 'élodie', 'Emile', 'Éric', 'abena'];
    assert.deepEqual([...names].sort(compareText('fr')), ['abena', 'élodie', 'Emile', 'Éric', 'Zoé']);
    assert.deepEqual([...names].sort(compareText('en')), ['abena', 'élodie', 'Emile', 'Éric', 'Zoé']);
  });
});

describe('an anonymous visitor’s language', () => {
  it('is the first French or English of the browser, French otherwise', () => {
    assert.equal(languageFromBrowser(['en-GB', 'fr']), 'en');
    assert.equal(languageFromBrowser(['fr-CM', 'en']), 'fr');
    assert.equal(languageFromBrowser(['de-DE', 'en-US']), 'en');
    assert.equal(languageFromBrowser(['de-DE', 'es']), 'fr');
    assert.equal(languageFromBrowser([]), 'fr');
    assert.equal(languageFromBrowser(['EN_us']), 'en');
  });
});

describe('a reminder sent', () => {
  it('says whom it reached, in French (the server’s msg) and in English', () => {
    assert.equal(reminderSent(null), 'Rappel envoyé à tous les membres');
    assert.equal(reminderSent(1), 'Rappel envoyé au membre (notification et SMS)');
    assert.equal(reminderSent(12, 'fr'), 'Rappel envoyé à 12 membres (notification et SMS)');
    assert.equal(reminderSent(null, 'en'), 'Reminder sent to all members');
    assert.equal(reminderSent(1, 'en'), 'Reminder sent to the member (notification and SMS)');
    assert.equal(reminderSent(2, 'en'), 'Reminder sent to 2 members (notification and SMS)');
  });
});

describe('a withdrawal’s type in each language', () => {
  it('reads the data values (solidarity codes, monthly French words) in the reader’s language', () => {
    assert.equal(withdrawalTypeName(1, '1', 'fr'), 'Fond de solidarité');
    assert.equal(withdrawalTypeName(1, '3', 'en'), 'Registrations');
    assert.equal(withdrawalTypeName(3, 'Travaux', 'fr'), 'Travaux');
    assert.equal(withdrawalTypeName(3, 'Chaises', 'en'), 'Chairs');
  });
  it('without its fund (the journal), by the value alone; anything else as stored', () => {
    assert.equal(withdrawalTypeName(null, 'Travaux', 'en'), 'Works');
    assert.equal(withdrawalTypeName(null, '2', 'en'), 'Monthly contributions');
    assert.equal(withdrawalTypeName(3, '1', 'en'), '1', 'a code belongs to the solidarity fund only');
    assert.equal(withdrawalTypeName(1, 'Travaux', 'en'), 'Travaux', 'a word to the monthly fund only');
    assert.equal(withdrawalTypeName(null, 'toString', 'en'), 'toString');
  });
});
