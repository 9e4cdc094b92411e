import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { confirmationSms, resetSms } from './templates.js';
import { isSingleGsm7Sms, toGsm7 } from './text.js';

describe('SMS text (R6)', () => {
  it('drops accents and typographic quotes', () => {
    assert.equal(toGsm7('Réinitialisation «sécurisée» l’été'), 'Reinitialisation "securisee" l\'ete');
  });

  it('keeps every template within one GSM-7 SMS even with a long name and URL', () => {
    const name = 'Association des Résidents du Quartier Bonamoussadi Extension';
    const link = `https://asso-quartier.example.cm/confirmRegistration/${'A'.repeat(22)}`;
    for (const text of [confirmationSms(name, '123456', link), resetSms(name, '654321')]) {
      assert.ok(isSingleGsm7Sms(text), `${text.length}: ${text}`);
    }
    assert.match(resetSms('ARB', '654321'), /^ARB: votre code de reinitialisation est 654321\./);
  });
});
