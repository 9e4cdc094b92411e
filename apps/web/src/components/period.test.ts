import { afterEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import {
  currentPeriod,
  lastMonthOf,
  monthName,
  monthTitle,
  monthYear,
  ofMonth,
  parseFundChoice,
  parseYear,
  previousMonth,
  sharePercent,
  yearChoices,
} from './period';

afterEach(() => mock.timers.reset());

describe('currentPeriod (Douala, UTC+1)', () => {
  it('is already January of the next year at 23:30 UTC on 31 December', () => {
    mock.timers.enable({ apis: ['Date'], now: Date.parse('2025-12-31T23:30:00Z') });
    assert.deepEqual(currentPeriod(), { month: 1, year: 2026 });
  });

  it('is still December one minute before midnight in Douala', () => {
    mock.timers.enable({ apis: ['Date'], now: Date.parse('2025-12-31T22:59:00Z') });
    assert.deepEqual(currentPeriod(), { month: 12, year: 2025 });
  });

  it('moves to March at 23:00 UTC on the last day of February', () => {
    mock.timers.enable({ apis: ['Date'], now: Date.parse('2024-02-29T23:00:00Z') });
    assert.deepEqual(currentPeriod(), { month: 3, year: 2024 });
  });
});

describe('year pickers', () => {
  it('lists the current year first, down to 2021', () => {
    assert.deepEqual(yearChoices(2026), [2026, 2025, 2024, 2023, 2022, 2021]);
    assert.deepEqual(yearChoices(2021), [2021]);
  });

  it('never lists a year before 2021, even from a wrong clock', () => {
    assert.deepEqual(yearChoices(2019), [2021]);
  });

  it('reads ?annee= and falls back on anything it does not offer', () => {
    mock.timers.enable({ apis: ['Date'], now: Date.parse('2026-06-15T12:00:00Z') });
    assert.equal(parseYear('2024', 2026), 2024);
    assert.equal(parseYear('2026', 2025), 2026);
    assert.equal(parseYear(null, 2026), 2026);
    assert.equal(parseYear('', 2026), 2026);
    assert.equal(parseYear('2020', 2026), 2026);
    assert.equal(parseYear('2027', 2026), 2026);
    assert.equal(parseYear('2024.5', 2026), 2026);
    assert.equal(parseYear('deux-mille', 2026), 2026);
  });

  it('reads ?caisse= among the funds a screen offers, the fallback otherwise', () => {
    assert.equal(parseFundChoice('1', [1, 3], 3), 1);
    assert.equal(parseFundChoice('2', [1, 3], 3), 3);
    assert.equal(parseFundChoice('2', [1, 2, 3], 3), 2);
    assert.equal(parseFundChoice('1.0', [1, 3], 3), 1);
    assert.equal(parseFundChoice(null, [1, 3], 3), 3);
    assert.equal(parseFundChoice('', [1, 2, 3], 1), 1);
    assert.equal(parseFundChoice('caisse', [1, 3], 3), 3);
  });
});

describe('month words', () => {
  it('writes names in lower case in a sentence, capitalised in a title', () => {
    assert.equal(monthName(3), 'mars');
    assert.equal(monthTitle(3), 'Mars');
    assert.equal(monthYear(8, 2026), 'août 2026');
  });

  it('gives nothing for a month that does not exist', () => {
    assert.equal(monthName(0), '');
    assert.equal(monthTitle(13), '');
  });

  it("elides 'de' before a vowel", () => {
    assert.equal(ofMonth(3), 'de mars');
    assert.equal(ofMonth(4), 'd’avril');
    assert.equal(ofMonth(8), 'd’août');
    assert.equal(ofMonth(10), 'd’octobre');
    assert.equal(ofMonth(12), 'de décembre');
  });
});

describe('month arithmetic', () => {
  const now = { month: 5, year: 2026 };

  it('stops a chart at the current month, December for a past year, nothing for a future one', () => {
    assert.equal(lastMonthOf(2026, now), 5);
    assert.equal(lastMonthOf(2025, now), 12);
    assert.equal(lastMonthOf(2027, now), 0);
  });

  it('goes back across the new year', () => {
    assert.deepEqual(previousMonth(1, 2026), { month: 12, year: 2025 });
    assert.deepEqual(previousMonth(7, 2026), { month: 6, year: 2026 });
  });

  it('computes shares, 0 of an empty whole', () => {
    assert.equal(sharePercent(1, 4), 25);
    assert.equal(sharePercent(0, 0), 0);
    assert.equal(sharePercent(5, 0), 0);
    assert.equal(sharePercent(-1, 4), -25);
  });
});

describe('months in English (issue 25)', () => {
  it('writes the month names in English, without French elision', async () => {
    const { setLanguage } = await import('../lib/i18n');
    await setLanguage('en', { remember: false });
    try {
      assert.equal(monthName(3), 'March');
      assert.equal(monthTitle(8), 'August');
      assert.equal(monthYear(8, 2026), 'August 2026');
      assert.equal(ofMonth(4), 'April');
    } finally {
      await setLanguage('fr', { remember: false });
    }
    assert.equal(ofMonth(4), 'd’avril');
  });
});
