import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  abbreviateAmount,
  formatDateTime,
  formatDay,
  formatNumber,
  formatPhone,
  formatTime,
  formatXaf,
  fullName,
} from './format';

// French grouping puts a narrow no-break space (U+202F) between thousands; the currency follows
// after an ordinary space.
const NNBSP = '\u202f';

describe('formatXaf', () => {
  it('groups thousands with narrow no-break spaces', () => {
    assert.equal(formatXaf(10977500), `10${NNBSP}977${NNBSP}500 XAF`);
    assert.equal(formatXaf(2500), `2${NNBSP}500 XAF`);
  });

  it('writes 0, a negative balance and the largest safe integer', () => {
    assert.equal(formatXaf(0), '0 XAF');
    assert.equal(formatXaf(-2500), `-2${NNBSP}500 XAF`);
    assert.equal(formatXaf(Number.MAX_SAFE_INTEGER), `9${NNBSP}007${NNBSP}199${NNBSP}254${NNBSP}740${NNBSP}991 XAF`);
  });

  it('rounds to whole francs', () => {
    assert.equal(formatXaf(12.5), '13 XAF');
    assert.equal(formatNumber(1234.6), `1${NNBSP}235`);
  });
});

describe('abbreviateAmount', () => {
  it('keeps amounts under 1 000 as they are', () => {
    assert.equal(abbreviateAmount(0), '0');
    assert.equal(abbreviateAmount(999), '999');
  });

  it('writes thousands with K and millions with M, one decimal at most', () => {
    assert.equal(abbreviateAmount(1000), '1 K');
    assert.equal(abbreviateAmount(1500), '1,5 K');
    assert.equal(abbreviateAmount(-2500), '-2,5 K');
    assert.equal(abbreviateAmount(1_000_000), '1 M');
    assert.equal(abbreviateAmount(10977500), '11 M');
  });

  it('rounds 999 999 up to 1 000 K, below the million threshold', () => {
    assert.equal(abbreviateAmount(999_999), `1${NNBSP}000 K`);
  });
});

describe('dates in Douala time (UTC+1)', () => {
  it('moves a late evening UTC instant to the next day, month and year', () => {
    assert.equal(formatDay('2026-12-31T23:30:00Z'), '01/01/2027');
    assert.equal(formatTime('2026-12-31T23:30:00Z'), '00:30');
    assert.equal(formatDay('2026-12-31T22:59:00Z'), '31/12/2026');
  });

  it('writes day and time together', () => {
    assert.equal(formatDateTime('2026-03-05T08:04:00Z'), '05/03/2026 à 09:04');
  });

  it('shows the first ten characters of what is not a date', () => {
    assert.equal(formatDay('pas une date'), 'pas une da');
  });
});

describe('fullName and formatPhone', () => {
  it('puts the first name first', () => {
    assert.equal(fullName({ nom: 'Ngo Bassa', prenom: 'Marie' }), 'Marie Ngo Bassa');
  });

  it('drops the space when a part is missing', () => {
    assert.equal(fullName({ nom: 'Ngo', prenom: '' }), 'Ngo');
    assert.equal(fullName({ nom: '', prenom: '' }), '');
  });

  it('writes a Cameroonian number in its national form', () => {
    assert.equal(formatPhone('+237699001122'), '6 99 00 11 22');
    assert.equal(formatPhone('pas un numéro'), 'pas un numéro');
  });
});

describe('formats in the reader’s language (issue 25)', () => {
  it('writes amounts the English way once English is chosen, and fills amount fields so they read back', async () => {
    const { setLanguage } = await import('./i18n');
    const { parseAmount } = await import('@quartier/shared');
    const { amountForInput } = await import('./format');
    try {
      await setLanguage('en', { remember: false });
      assert.equal(formatXaf(10977500), '10,977,500 XAF');
      assert.equal(formatDateTime('2026-11-21T13:05:00Z'), '21/11/2026 at 14:05');
      assert.deepEqual(parseAmount(amountForInput(2500)), { ok: true, value: 2500 });
    } finally {
      await setLanguage('fr', { remember: false });
    }
    assert.equal(formatXaf(10977500), `10${NNBSP}977${NNBSP}500 XAF`);
  });
});
