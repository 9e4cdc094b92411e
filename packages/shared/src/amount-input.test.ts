import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AMOUNT_MESSAGES, parseAmount } from './index.js';

const accepted = (text: string) => {
  const result = parseAmount(text);
  assert.ok(result.ok, `${JSON.stringify(text)} should be accepted, got ${JSON.stringify(result)}`);
  return result.value;
};
const refused = (text: string) => {
  const result = parseAmount(text);
  assert.ok(!result.ok, `${JSON.stringify(text)} should be refused, got ${JSON.stringify(result)}`);
  return result.msg;
};

describe('parseAmount: whole francs typed the ways people write them (R3, issue 20)', () => {
  it('reads plain digits and French or dotted grouping as the same whole amount', () => {
    for (const text of ['2500', '2 500', '2.500', '2\u00a0500', '2\u202f500', '2\u2009500', ' 2 500 ', '02500'])
      assert.equal(accepted(text), 2500, JSON.stringify(text));
    assert.equal(accepted('1 250 000'), 1_250_000);
    assert.equal(accepted('1.250.000'), 1_250_000);
    assert.equal(accepted('1\u202f250\u202f000'), 1_250_000);
    assert.equal(accepted('0'), 0);
    assert.equal(accepted('7'), 7);
  });

  it('reads zero decimals as the whole amount, never as a hundred times more', () => {
    for (const text of ['2 500,00', '2500.00', '2500,0', '2.500,00', '2\u202f500,00', '2500,'])
      assert.equal(accepted(text), 2500, JSON.stringify(text));
  });

  it('refuses centimes instead of changing the amount', () => {
    for (const text of ['1500,5', '1500.5', '2 500,50', '2,5', '0,01', '2.50'])
      assert.equal(refused(text), AMOUNT_MESSAGES.centimes('Le montant'), JSON.stringify(text));
  });

  it('says how to write it when a comma groups thousands the English way (2,500, 5,000): refused, never 2 or 5', () => {
    for (const text of ['2,500', '12,500', '1 000,500', '5,000', '50,000', '10,000', '2500,000'])
      assert.equal(refused(text), AMOUNT_MESSAGES.commaGrouping('Le montant'), JSON.stringify(text));
  });

  it('refuses signs: a negative amount is not a payment, and + is not a way to write one', () => {
    assert.equal(refused('-500'), AMOUNT_MESSAGES.negative('Le montant'));
    assert.equal(refused('- 500'), AMOUNT_MESSAGES.negative('Le montant'));
    assert.equal(refused('\u2212500'), AMOUNT_MESSAGES.negative('Le montant'));
    assert.equal(refused('+500'), AMOUNT_MESSAGES.invalid('Le montant'));
  });

  it('refuses an empty field with its own message', () => {
    for (const text of ['', '   ', '\u00a0'])
      assert.equal(refused(text), AMOUNT_MESSAGES.required('Le montant'), JSON.stringify(text));
  });

  it('refuses exponents, letters, other symbols and broken grouping', () => {
    for (const text of [
      '1e5',
      '1E5',
      'abc',
      '2500 F',
      'XAF 2500',
      '0x10',
      'Infinity',
      'NaN',
      '2 50',
      '25 00',
      '2.5000.000',
      '2 500.000',
      '2..500',
      '2,500,000',
      '1,2,3',
      '.5',
      ',',
      '12 345 6',
      '٢٥٠٠',
    ])
      assert.equal(refused(text), AMOUNT_MESSAGES.invalid('Le montant'), JSON.stringify(text));
  });

  it('refuses amounts too big to be counted exactly', () => {
    assert.equal(accepted(String(Number.MAX_SAFE_INTEGER)), Number.MAX_SAFE_INTEGER);
    for (const text of ['9007199254740992', '9 007 199 254 740 993', '1' + '0'.repeat(400)])
      assert.equal(refused(text), AMOUNT_MESSAGES.tooLarge('Le montant'), JSON.stringify(text));
  });

  it('names the field in its messages', () => {
    assert.equal(parseAmount('', { label: 'Le transport' }).ok, false);
    assert.deepEqual(parseAmount('-1', { label: 'Le transport' }), {
      ok: false,
      msg: 'Le transport ne peut pas être négatif.',
    });
    assert.match(AMOUNT_MESSAGES.invalid('Le montant'), /2 500/);
  });
});
