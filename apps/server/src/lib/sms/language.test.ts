import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LANGUES, MAX_AMOUNT, MAX_FUND_TOTAL } from '@quartier/shared';
import { redactCodes } from './outbox.js';
import {
  confirmationSms,
  correctionReceiptSms,
  creationSms,
  dueReminderSms,
  receiptSms,
  resetSms,
} from './templates.js';
import { isSingleGsm7Sms } from './text.js';

/** Every SMS in both languages (issue 25, ADR 0029): GSM-7, one SMS, with the longest realistic values. */
describe('SMS in French and in English', () => {
  const longName = 'Association des Résidents [Quartier] Bonamoussadi Extension — Bloc Été';
  // A link token is '<association id>.<16 random bytes in base64url>' (lib/auth/tokens.ts); with a
  // 33-character address the French text is full at association 9999 (ADR 0029).
  const longLink = `https://asso-quartier.example.cm/confirmRegistration/9999.${'A'.repeat(22)}`;
  // The most a member can owe: twelve months at the largest monthly amount a setting allows.
  const largestDue = 12 * 10_000_000;
  const biggest = { numero: 'R-26-100000', caisse: 1 as const, mois: 9, annee: 2026, totalAnnee: MAX_FUND_TOTAL };

  for (const langue of LANGUES)
    it(`keeps every template within one GSM-7 SMS in ${langue}`, () => {
      const texts = [
        confirmationSms(langue, longName, '123456', longLink),
        resetSms(langue, longName, '654321'),
        creationSms(langue, '123456', 30),
        dueReminderSms(langue, longName, largestDue, 3, 2026),
        dueReminderSms(langue, longName, largestDue, 1, 2026),
        receiptSms(langue, longName, { ...biggest, montant: MAX_AMOUNT }),
        receiptSms(langue, longName, { ...biggest, caisse: 3, montant: MAX_AMOUNT }),
        correctionReceiptSms(langue, longName, { ...biggest, ancienTotal: MAX_AMOUNT, nouveauTotal: MAX_AMOUNT }),
      ];
      for (const text of texts) assert.ok(isSingleGsm7Sms(text), `${text.length}: ${text}`);
    });

  it('writes the English texts in English, amounts grouped the English way', () => {
    assert.equal(
      resetSms('en', 'ARB', '654321'),
      'ARB: your password reset code is 654321. It expires in 10 min. Do not share it.',
    );
    assert.equal(
      confirmationSms('en', 'ARB', '123456', 'https://q.example/confirmRegistration/x'),
      'ARB: code 123456. Activate your account: https://q.example/confirmRegistration/x (valid 48 h)',
    );
    assert.equal(
      creationSms('en', '123456', 30),
      'Quartier: code 123456 to create your association. Valid for 30 min. Do not share it.',
    );
    assert.equal(
      creationSms('fr', '123456', 30),
      'Quartier : code 123456 pour creer votre association. Valable 30 min. Ne le donnez a personne.',
    );
    assert.equal(
      dueReminderSms('en', 'ARB', 27_500, 3, 2026),
      'ARB: reminder, you still owe 27500 XAF of 2026 monthly contributions. Thank you.',
    );
    assert.equal(
      dueReminderSms('en', 'ARB', 50_000, 1, 2026),
      'ARB: reminder, you still owe 50000 XAF to the solidarity fund. Thank you.',
    );
    const receipt = receiptSms('en', 'ARB Bonamoussadi', {
      numero: 'R-26-00042',
      caisse: 3,
      mois: 3,
      annee: 2026,
      montant: 5000,
      totalAnnee: 1_250_000,
    });
    assert.equal(
      receipt,
      'ARB Bonamoussadi: receipt R-26-00042. 5,000 XAF monthly fund March 2026. Total 2026: 1,250,000 XAF.',
    );
    assert.equal(redactCodes(receipt), receipt, 'no six digits in a row in English either');
    assert.equal(
      correctionReceiptSms('en', 'ARB', {
        numero: 'R-26-00043',
        caisse: 1,
        mois: 8,
        annee: 2026,
        ancienTotal: 5000,
        nouveauTotal: 2500,
        totalAnnee: 20000,
      }),
      'ARB: receipt R-26-00043. Correction solidarity fund August 2026: 2,500 XAF (before 5,000). Total 2026: 20,000 XAF.',
    );
  });

  it('has no French word in an English SMS', () => {
    const english = [
      confirmationSms('en', 'ARB', '123456', 'https://q.example/c/x'),
      resetSms('en', 'ARB', '654321'),
      creationSms('en', '123456', 30),
      dueReminderSms('en', 'ARB', 100, 3, 2026),
      receiptSms('en', 'ARB', { ...biggest, montant: 100 }),
    ].join(' ');
    for (const word of ['votre', 'code de reinitialisation', 'rappel', 'recu ', 'caisse', 'fonds', 'Merci', 'valable'])
      assert.ok(!english.includes(word), `« ${word} » in: ${english}`);
  });
});
