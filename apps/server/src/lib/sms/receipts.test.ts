import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_AMOUNT, MAX_FUND_TOTAL } from '@quartier/shared';
import { redactCodes } from './outbox.js';
import { correctionReceiptSms, receiptSms } from './templates.js';
import { isSingleGsm7Sms } from './text.js';

/** The receipts' SMS (issue 26, ADR 0021): French, GSM-7, one SMS whatever the name and amounts. */
describe('receipt SMS', () => {
  it('says association, number, amount, fund, month and the year’s total', () => {
    assert.equal(
      receiptSms('fr', 'ARB Bonamoussadi', {
        numero: 'R-26-00042',
        caisse: 3,
        mois: 3,
        annee: 2026,
        montant: 5000,
        totalAnnee: 45000,
      }),
      'ARB Bonamoussadi: recu R-26-00042. 5 000 XAF caisse mensuelle mars 2026. Total 2026: 45 000 XAF.',
    );
    assert.equal(
      receiptSms('fr', 'Entraide Bépanda', {
        numero: 'R-26-00001',
        caisse: 1,
        mois: 2,
        annee: 2025,
        montant: 10000,
        totalAnnee: 10000,
      }),
      'Entraide Bepanda: recu R-26-00001. 10 000 XAF fonds de solidarite fevrier 2025. Total 2025: 10 000 XAF.',
    );
  });

  it('worst case: a long accented name is cut cleanly, the largest amounts still fit one GSM-7 SMS', () => {
    const name = 'Association des Résidents [Quartier] Bonamoussadi Extension — Bloc Été';
    const biggest = { numero: 'R-26-100000', caisse: 1 as const, mois: 9, annee: 2026, totalAnnee: MAX_FUND_TOTAL };
    const payment = receiptSms('fr', name, { ...biggest, montant: MAX_AMOUNT });
    assert.ok(isSingleGsm7Sms(payment), payment);
    assert.ok(payment.startsWith('Association des Residen.: recu R-26-100000. 100 000 000 XAF'), payment);
    const correction = correctionReceiptSms('fr', name, {
      ...biggest,
      ancienTotal: MAX_AMOUNT,
      nouveauTotal: MAX_AMOUNT,
    });
    assert.ok(isSingleGsm7Sms(correction), correction);
    // Too long with the old amount: it is left out, the new totals stay.
    assert.ok(!correction.includes('avant'), correction);
    assert.ok(correction.endsWith(`Total 2026: 1 000 000 000 000 XAF.`), correction);
  });

  it('a correction keeps its old amount when it fits', () => {
    assert.equal(
      correctionReceiptSms('fr', 'ARB Bonamoussadi', {
        numero: 'R-26-00043',
        caisse: 3,
        mois: 8,
        annee: 2026,
        ancienTotal: 5000,
        nouveauTotal: 2500,
        totalAnnee: 20000,
      }),
      'ARB Bonamoussadi: recu R-26-00043. Correction caisse mensuelle aout 2026: 2 500 XAF (avant 5 000). Total 2026: 20 000 XAF.',
    );
  });

  it('has no six digits in a row: the outbox’s redaction of codes leaves a sent receipt readable', () => {
    const text = receiptSms('fr', 'ARB', {
      numero: 'R-26-99999',
      caisse: 3,
      mois: 1,
      annee: 2026,
      montant: 999999,
      totalAnnee: 123456789,
    });
    assert.equal(redactCodes(text), text);
  });
});
