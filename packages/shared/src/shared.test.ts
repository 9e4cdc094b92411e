import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HIDDEN_CHARACTERS, PARAGRAPH_ONLY_CHARACTERS } from '@quartier/testing';
import {
  abbreviateAmount,
  can,
  displayRoleName,
  doualaDate,
  doualaMonthYear,
  recoveryDatePast,
  fitsFundTotal,
  formatDateTime,
  formatDay,
  formatTime,
  formatNumber,
  formatXaf,
  initials,
  ledgerQuerySchema,
  loginRequestSchema,
  MAX_AMOUNT,
  MAX_FUND_TOTAL,
  memberListQuerySchema,
  newNotificationSchema,
  registerRequestSchema,
  maskPhone,
  moneySumSchema,
  normalizePhone,
  passwordProblem,
  resetPasswordRequestSchema,
  inYearToDate,
  solidarityBalance,
  solidarityToComplete,
  textSchema,
  withdrawalDecisionSchema,
  trendPercent,
  transactionRequestSchema,
  updateTransactionSchema,
  yearToDateLabel,
  counterpartRole,
  foldSearchText,
  isCounterpart,
  phoneSearchDigits,
  ROLE_CODES,
  searchWords,
  SEARCH_ACCENTS,
} from './index.js';

describe('money bounds (issue 20)', () => {
  it('an amount past every ceiling is said too large, not a matter of centimes', () => {
    const result = transactionRequestSchema.safeParse({ idUser: 1, montant: 1e20, cotisation: 3 });
    assert.equal(result.success, false);
    assert.match(result.error!.issues[0]!.message, /ne peut pas dépasser/);
  });

  it('a fund receives up to MAX_FUND_TOTAL, never past it; lowering it is always allowed', () => {
    assert.equal(fitsFundTotal(MAX_FUND_TOTAL - 5, 5), true);
    assert.equal(fitsFundTotal(MAX_FUND_TOTAL - 5, 6), false);
    assert.equal(fitsFundTotal(MAX_FUND_TOTAL + 10, -3), true, 'a correction may undo an excess');
  });

  it('every sum the API can answer stays an exact JSON number', () => {
    // Three funds at the bound, all received: the largest sum an answer carries.
    assert.ok(Number.isSafeInteger(3 * MAX_FUND_TOTAL));
    assert.equal(moneySumSchema.safeParse(3 * MAX_FUND_TOTAL).success, true);
    assert.equal(moneySumSchema.safeParse(2 ** 53 + 2).success, false);
  });

  it('payments and corrected months are bounded by MAX_AMOUNT, said in French', () => {
    const body = { idUser: 1, cotisation: 3 };
    assert.equal(transactionRequestSchema.safeParse({ ...body, montant: MAX_AMOUNT }).success, true);
    const tooBig = transactionRequestSchema.safeParse({ ...body, montant: MAX_AMOUNT + 1 });
    assert.match(tooBig.error!.issues[0]!.message, /^Le montant ne peut pas dépasser 100.000.000 XAF\.$/);
    assert.equal(updateTransactionSchema.safeParse({ mois: 3, montant: MAX_AMOUNT + 1 }).success, false);
  });

  it('updateTransaction takes the spec’s body { mois, montant } alone', () => {
    assert.equal(updateTransactionSchema.safeParse({ mois: 3, montant: 2500 }).success, true);
    assert.equal(
      updateTransactionSchema.safeParse({ mois: 3, montant: 2500, cotisation: 3, annee: 2024 }).success,
      true,
    );
    assert.equal(updateTransactionSchema.safeParse({ mois: 3, montant: 2500, cotisation: 2 }).success, false);
  });
});

describe('phones (R3)', () => {
  it('reads the four common forms as one E.164 number', () => {
    for (const input of ['677 12 34 56', '677123456', '+237677123456', '00237677123456', ' 677-12-34-56 '])
      assert.equal(normalizePhone(input), '+237677123456', input);
  });
  it('refuses what is not a phone number', () => {
    for (const input of ['', '123', '6771234567', 'abcdefghi', '677123456; drop', '+'.repeat(40)])
      assert.equal(normalizePhone(input), null, input);
  });
  it('masks a number for logs', () => {
    assert.equal(maskPhone('+237677123456'), '+237••••••56');
  });
});

describe('passwords (R5)', () => {
  it('refuses short, long and common passwords', () => {
    assert.match(passwordProblem('court')!, /au moins 8/);
    assert.match(passwordProblem('x'.repeat(129))!, /au plus 128/);
    assert.match(passwordProblem('AZERTYUIOP')!, /trop courant/);
    assert.match(passwordProblem('aaaaaaaaaa')!, /trop courant/);
    assert.equal(passwordProblem('Manioc-et-ndole-2026'), null);
  });
  it('checks that the confirmation matches', () => {
    const result = resetPasswordRequestSchema.safeParse({
      telephone: '690000001',
      otp: '123456',
      password: 'Manioc-et-ndole-2026',
      confirmPassword: 'autre',
    });
    assert.equal(result.success, false);
    assert.equal(result.error!.issues[0]!.message, 'Les deux mots de passe ne correspondent pas.');
  });
  it('normalises the phone in the login body and refuses extra fields', () => {
    assert.equal(loginRequestSchema.parse({ telephone: '690 00 00 01', password: 'x' }).telephone, '+237690000001');
    assert.equal(
      loginRequestSchema.safeParse({ telephone: '690000001', password: 'x', role: 'president' }).success,
      false,
    );
  });
});

describe('French formatting (spec section 9)', () => {
  it('groups thousands and suffixes XAF', () => {
    assert.equal(formatXaf(1250000).replace(/\s/g, ' '), '1 250 000 XAF');
    assert.equal(formatXaf(-0), '0 XAF', 'never -0');
    assert.equal(formatNumber(-0.4), '0');
    assert.equal(formatXaf(-2500).replace(/\s/g, ' '), '-2 500 XAF');
  });
  it('abbreviates home card amounts with K and M', () => {
    assert.equal(abbreviateAmount(950), '950');
    assert.equal(abbreviateAmount(12_500), '12,5 K');
    assert.equal(abbreviateAmount(3_400_000), '3,4 M');
  });
  it('takes month and year in Douala time around midnight and New Year', () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Douala (UTC+1).
    assert.deepEqual(doualaMonthYear(new Date('2025-12-31T23:30:00Z')), { month: 1, year: 2026 });
    assert.deepEqual(doualaMonthYear(new Date('2025-12-31T22:59:00Z')), { month: 12, year: 2025 });
    assert.deepEqual(doualaMonthYear(new Date('2026-03-31T23:00:00Z')), { month: 4, year: 2026 });
  });
  it('dates the day in Douala, and a recovery date is past only when set or changed to a day gone', () => {
    assert.equal(doualaDate(new Date('2026-12-31T23:30:00Z')), '2027-01-01');
    assert.equal(doualaDate(new Date('2026-12-31T22:59:00Z')), '2026-12-31');
    const now = new Date('2026-12-04T10:00:00Z');
    assert.equal(recoveryDatePast('2026-12-03', now), true);
    assert.equal(recoveryDatePast('2026-12-04', now), false);
    assert.equal(recoveryDatePast('2027-01-31', now), false);
    assert.equal(recoveryDatePast('2026-08-01', now, '2026-08-01'), false);
    assert.equal(recoveryDatePast('2026-09-01', now, '2026-08-01'), true);
  });
  it('agrees with the time zone database on Douala’s month and year, hour by hour, 2021 to 2031', () => {
    // The fixed UTC+1 offset stands for Africa/Douala: a change of rule there would show here.
    const reference = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Africa/Douala',
      month: 'numeric',
      year: 'numeric',
    });
    for (let time = Date.UTC(2021, 0, 1); time < Date.UTC(2031, 0, 1); time += 3_600_000) {
      const instant = new Date(time);
      const parts = reference.formatToParts(instant);
      const expected = {
        month: Number(parts.find((part) => part.type === 'month')?.value),
        year: Number(parts.find((part) => part.type === 'year')?.value),
      };
      const actual = doualaMonthYear(instant);
      if (actual.month !== expected.month || actual.year !== expected.year)
        assert.fail(`${instant.toISOString()} : ${JSON.stringify(actual)} au lieu de ${JSON.stringify(expected)}`);
    }
  });
  it('writes days and times in Douala time, the formatter reused from one call to the next', () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Douala.
    assert.equal(formatDay('2025-12-31T23:30:00Z'), '01/01/2026');
    assert.equal(formatTime('2025-12-31T23:30:00Z'), '00:30');
    assert.equal(formatDateTime('2025-12-31T23:30:00Z'), '01/01/2026 à 00:30');
    assert.equal(formatDateTime('2026-11-24T13:05:00Z'), '24/11/2026 à 14:05');
  });
  it('shows the first ten characters of a day it cannot read instead of failing', () => {
    assert.equal(formatDay('pas une date, vraiment'), 'pas une da');
  });
});

describe('trends (R9)', () => {
  it('gives the change against the previous period to one decimal, signed', () => {
    assert.equal(trendPercent(150, 100), 50);
    assert.equal(trendPercent(50, 100), -50);
    assert.equal(trendPercent(1000, 3000), -66.7);
    assert.equal(trendPercent(100, 100), 0);
  });
  it('has no trend without a previous figure, and compares to a negative one by its size', () => {
    assert.equal(trendPercent(5000, 0), null);
    assert.equal(trendPercent(0, -200), 100);
  });
});

describe('year cards compare the same months of the year before (R9)', () => {
  it('counts January to the reference month only', () => {
    const cells = [
      { annee: 2025, mois: 1, total: 1000 },
      { annee: 2025, mois: 11, total: 200 },
      { annee: 2025, mois: 12, total: 5000 },
      { annee: 2026, mois: 3, total: 7 },
    ];
    const sum = (year: number, through: number) =>
      cells.filter((c) => inYearToDate(c, year, through)).reduce((a, c) => a + c.total, 0);
    assert.equal(sum(2025, 11), 1200, 'November 2026 compares with January-November 2025, not December');
    assert.equal(sum(2025, 12), 6200, 'a past year compares with the whole year before');
    assert.equal(sum(2025, 1), 1000);
    assert.equal(sum(2026, 2), 0);
  });
  it('names the compared months', () => {
    assert.equal(yearToDateLabel(2025, 11), 'janv.–nov. 2025');
    assert.equal(yearToDateLabel(2025, 12), '2025');
    assert.equal(yearToDateLabel(2025, 1), 'janv. 2025');
  });
});

describe('solidarity row: Solde and à compléter read the same balance (R7)', () => {
  it('à compléter is the target minus the solde shown, both over all years', () => {
    // Paid 60 000 in past years, 2 035 of shares this year: no year balance of -2 035 beside '-'.
    assert.equal(solidarityBalance(60000, 2035), 57965);
    assert.equal(solidarityToComplete(60000, 2035), null);
    assert.equal(solidarityBalance(20000, 2750), 17250);
    assert.equal(solidarityToComplete(20000, 2750), 50000 - solidarityBalance(20000, 2750));
    assert.equal(solidarityBalance(0, 2033), -2035, 'exits rounded to the nearest 5');
    assert.equal(solidarityToComplete(0, 2033), 52035);
  });
});

describe('roles (R4)', () => {
  it('strips a parenthesised suffix and builds initials', () => {
    assert.equal(displayRoleName('Secrétaire (bureau 2024)'), 'Secrétaire');
    assert.equal(initials('ngono', 'christelle'), 'NC');
  });
  it('lets only signed-in callers reach member routes', () => {
    assert.equal(can(null, 'getMe'), false);
    assert.equal(can('membre', 'getMe'), true);
    assert.equal(can(null, 'login'), true);
  });
});

describe('search text (issue 20)', () => {
  it('ignores accents and case, with one map for SQL and JavaScript', () => {
    assert.equal(foldSearchText('CÉDRIC'), 'cedric');
    assert.equal(foldSearchText('Ngoué Hervé Ç'), 'ngoue herve c');
    assert.equal(SEARCH_ACCENTS.from.length, SEARCH_ACCENTS.to.length);
    assert.ok(/^[A-Za-z]+$/.test(SEARCH_ACCENTS.to));
  });

  it('keeps a block written in full as one phrase', () => {
    assert.deepEqual(searchWords('Bloc C Cédric'), { blocs: ['bloc c'], words: ['cedric'] });
    assert.deepEqual(searchWords('bloc'), { blocs: [], words: ['bloc'] });
  });

  it('reads a phone number typed as shown as its digits', () => {
    assert.equal(phoneSearchDigits('6 77 10 00 24'), '677100024');
    assert.equal(phoneSearchDigits('+237 677-10-00-24'), '237677100024');
    assert.equal(phoneSearchDigits('Cédric 677'), null);
    assert.equal(phoneSearchDigits('12'), null);
  });
});

describe('counterparts (R4, R8)', () => {
  it('the Président decides the Secrétaire’s requests and the other way round, nobody else', () => {
    assert.equal(counterpartRole('president'), 'secretaire');
    assert.equal(counterpartRole('secretaire'), 'president');
    for (const viewer of ROLE_CODES)
      for (const requester of ROLE_CODES)
        assert.equal(isCounterpart(viewer, requester), counterpartRole(viewer) === requester);
    assert.equal(isCounterpart('tresorier', 'president'), false);
  });
});

describe('typed text (issue 20): no control or invisible character', () => {
  const name = textSchema('Le nom', 100);
  const paragraph = textSchema('Le contenu', 1000, { multiline: true });

  it('refuses each of them inside a name, naming the field and the character', () => {
    for (const character of HIDDEN_CHARACTERS) {
      const result = name.safeParse(`Mba${character}rga`);
      assert.equal(result.success, false, JSON.stringify(character));
      const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
      assert.equal(
        result.error!.issues[0]!.message,
        `Le nom contient un caractère invisible ou de contrôle interdit (${code}). Retapez-le sans copier-coller.`,
      );
    }
    for (const character of PARAGRAPH_ONLY_CHARACTERS) assert.equal(name.safeParse(`a${character}b`).success, false);
  });

  it('lets a paragraph keep line breaks, tabs and emoji sequences, nothing else hidden', () => {
    assert.equal(
      paragraph.parse('Réunion\r\nsamedi\tà 15 h 👨\u200d👩\u200d👧'),
      'Réunion\nsamedi\tà 15 h 👨\u200d👩\u200d👧',
    );
    for (const character of HIDDEN_CHARACTERS)
      assert.equal(paragraph.safeParse(`a${character}b`).success, false, character);
  });

  it('trims and writes in NFC, so a letter typed two ways is one same letter', () => {
    assert.equal(name.parse('  Ngo\u0301 '), 'Ngó');
    assert.equal(name.parse('e\u0301'), '\u00e9');
  });

  it('guards every text of the API: bodies, searches, reasons', () => {
    assert.equal(memberListQuerySchema.safeParse({ q: 'a\u0000b' }).success, false);
    assert.equal(ledgerQuerySchema.safeParse({ q: 'a\u0000b' }).success, false);
    assert.equal(memberListQuerySchema.parse({ q: '' }).q, '');
    const register = {
      nom: 'Ngo\u202eénoB',
      prenom: 'Marie',
      telephone: '699001122',
      bloc: 'Bloc A',
      sexe: 'F',
      role: 5,
    };
    const refused = registerRequestSchema.safeParse(register);
    assert.equal(refused.success, false);
    assert.deepEqual(refused.error!.issues[0]!.path, ['nom']);
    assert.equal(newNotificationSchema.safeParse({ titre: 'a\u0000', contenu: 'b', type: 'rappel' }).success, false);
    assert.equal(withdrawalDecisionSchema.safeParse({ id: 1, status: 'Rejetee', motif: 'non\u202e' }).success, false);
    assert.equal(
      withdrawalDecisionSchema.parse({ id: 1, status: 'Rejetee', motif: 'non\r\nmerci' }).motif,
      'non\nmerci',
    );
  });
});
