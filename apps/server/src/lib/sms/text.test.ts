import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { confirmationSms, dueReminderSms, personalReminderSms, resetSms } from './templates.js';
import { isSingleGsm7Sms, toGsm7 } from './text.js';

describe('SMS text (R6)', () => {
  it('drops accents and typographic quotes', () => {
    assert.equal(toGsm7('Réinitialisation «sécurisée» l’été'), 'Reinitialisation "securisee" l\'ete');
  });

  it('keeps the French spaces of an amount as plain spaces (5 000 XAF, issue 20)', () => {
    assert.equal(toGsm7('il reste 5\u202f000\u00a0XAF'), 'il reste 5 000 XAF');
  });

  it('fits the reminders into one SMS, cutting a long text of the Secrétaire (issue 20)', () => {
    const name = 'Association des Résidents du Quartier Bonamoussadi Extension';
    const long = personalReminderSms(name, 'Rappel : Cotisation Mensuelle', 'Bonjour Cédric, '.repeat(40));
    assert.ok(isSingleGsm7Sms(long), long);
    assert.ok(long.endsWith('...'));
    assert.ok(isSingleGsm7Sms(dueReminderSms('fr', name, 27_500, 3, 2026)));
    const odd = personalReminderSms('ARB', 'Rappel [urgent] {x}', 'a ~ b ^ c | d \\ e ` f 😀 g');
    assert.ok(isSingleGsm7Sms(odd), odd);
    assert.equal(odd, 'ARB: Rappel (urgent) (x). a b c d e f g');
    assert.match(
      dueReminderSms('fr', 'ARB', 50_000, 1, 2026),
      /^ARB: rappel, il vous reste 50000 XAF au fonds de solidarite/,
    );
  });

  it('keeps every template within one GSM-7 SMS even with a long name and URL', () => {
    const name = 'Association des Résidents du Quartier Bonamoussadi Extension';
    const link = `https://asso-quartier.example.cm/confirmRegistration/${'A'.repeat(22)}`;
    for (const text of [confirmationSms('fr', name, '123456', link), resetSms('fr', name, '654321')]) {
      assert.ok(isSingleGsm7Sms(text), `${text.length}: ${text}`);
    }
    assert.match(resetSms('fr', 'ARB', '654321'), /^ARB: votre code de reinitialisation est 654321\./);
  });
});
