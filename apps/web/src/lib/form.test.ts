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
