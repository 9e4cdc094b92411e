import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { digitsOnly, issuesToErrors } from './form';

describe('digitsOnly', () => {
  it('keeps the digits of a pasted code, up to the length', () => {
    assert.equal(digitsOnly('12 34 56', 6), '123456');
    assert.equal(digitsOnly('Code : 654321.', 6), '654321');
    assert.equal(digitsOnly('1234567890', 6), '123456');
  });

  it('gives an empty string when nothing is a digit', () => {
    assert.equal(digitsOnly('', 6), '');
    assert.equal(digitsOnly('abc', 6), '');
    assert.equal(digitsOnly('123', 0), '');
  });
});

describe('issuesToErrors', () => {
  it('keys each message by its dotted path', () => {
    assert.deepEqual(
      issuesToErrors([
        { path: ['nom'], message: 'Le nom est obligatoire.' },
        { path: ['adresse', 'bloc'], message: 'Choisissez un bloc.' },
        { path: ['montants', 0], message: 'Montant invalide.' },
      ]),
      { nom: 'Le nom est obligatoire.', 'adresse.bloc': 'Choisissez un bloc.', 'montants.0': 'Montant invalide.' },
    );
  });

  it('keeps the first message of a field', () => {
    assert.deepEqual(
      issuesToErrors([
        { path: ['telephone'], message: 'Premier' },
        { path: ['telephone'], message: 'Second' },
      ]),
      { telephone: 'Premier' },
    );
  });

  it('gives no error for no issue, and a root issue under the empty key', () => {
    assert.deepEqual(issuesToErrors([]), {});
    assert.deepEqual(issuesToErrors([{ path: [], message: 'Formulaire invalide.' }]), { '': 'Formulaire invalide.' });
  });
});

describe('field messages in the reader’s language (issue 25, ADR 0029)', () => {
  it('shows the shared schemas’ messages in English once English is chosen, and French again after', async () => {
    const { setLanguage } = await import('./i18n');
    const { loginRequestSchema, parseAmount, resetPasswordRequestSchema } = await import('@quartier/shared');
    const { zodValidate } = await import('./zod-form');
    const login = (values: object) => {
      const checked = loginRequestSchema.safeParse(values);
      return checked.success ? {} : issuesToErrors(checked.error.issues);
    };
    const empty = { telephone: '', password: '', rememberMe: false };
    const french = {
      telephone: 'Le numéro de téléphone est obligatoire.',
      password: 'Le mot de passe est obligatoire.',
    };
    assert.deepEqual(login(empty), french);
    const reset = zodValidate(resetPasswordRequestSchema);
    const pair = { telephone: '677123456', otp: '123456', password: 'Manioc-et-ndole-2026', confirmPassword: 'x' };
    try {
      await setLanguage('en', { remember: false });
      assert.deepEqual(login(empty), {
        telephone: 'The phone number is required.',
        password: 'The password is required.',
      });
      // A Mantine form validated through zodValidate, and an amount field.
      assert.deepEqual(reset(pair), { confirmPassword: 'The two passwords do not match.' });
      assert.deepEqual(reset({ ...pair, password: 'court', confirmPassword: 'court' }), {
        password: 'The password must have at least 8 characters.',
      });
      assert.deepEqual(parseAmount('2,500'), {
        ok: false,
        msg: 'Amount: a comma is not accepted between the digits. Write thousands with a space or a dot (2 500 or 2.500).',
      });
      // zod's own words too: an unknown key.
      assert.match(
        Object.values(login({ ...empty, telephone: '677123456', password: 'x', autre: 1 }))[0]!,
        /^Unrecognized key/,
      );
    } finally {
      await setLanguage('fr', { remember: false });
    }
    assert.deepEqual(login(empty), french);
    assert.deepEqual(reset(pair), { confirmPassword: 'Les deux mots de passe ne correspondent pas.' });
    assert.deepEqual(parseAmount('-5', { label: 'Le transport' }), {
      ok: false,
      msg: 'Le transport ne peut pas être négatif.',
    });
  });
});
