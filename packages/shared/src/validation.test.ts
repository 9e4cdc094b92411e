import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import * as shared from './index.js';
import {
  AMOUNT_MESSAGES,
  AMOUNT_MESSAGES_EN,
  FIELD_LABELS,
  FIELD_LABELS_EN,
  loginRequestSchema,
  MESSAGES,
  parseAmount,
  passwordProblem,
  setValidationLanguage,
  textSchema,
  transactionRequestSchema,
  VALIDATION_EN,
  VALIDATION_MESSAGES,
  VALIDATION_MESSAGES_EN,
  validationLanguage,
} from './index.js';

// Field validation messages in both languages (issue 25, ADR 0029 "Field validation messages").

afterEach(() => setValidationLanguage('fr'));

/** Same keys, same kind (text or function of as many values), no empty text. */
function assertSameMessages(french: object, english: object, where: string) {
  assert.deepEqual(Object.keys(english).sort(), Object.keys(french).sort(), `${where}: the same messages`);
  for (const [key, text] of Object.entries(french) as [string, unknown][]) {
    const other = (english as Record<string, unknown>)[key];
    assert.equal(typeof other, typeof text, `${where}.${key}: same kind`);
    const samples = ['X', 7, 'Y'];
    if (typeof text === 'function' && typeof other === 'function') {
      assert.equal(other.length, text.length, `${where}.${key}: as many values`);
      const said = other(...samples.slice(0, other.length)) as string;
      assert.ok(said.trim().length > 0, `${where}.${key}: not empty`);
      for (const value of samples.slice(0, other.length))
        assert.ok(said.includes(String(value)), `${where}.${key} shows ${value}`);
      assert.notEqual(said, text(...samples.slice(0, text.length)), `${where}.${key}: translated`);
    } else {
      assert.ok(String(other).trim().length > 0, `${where}.${key}: not empty`);
      assert.notEqual(other, text, `${where}.${key}: translated`);
    }
  }
}

describe('The field messages catalogue', () => {
  it('gives every French message its English, of the same kind, none empty', () => {
    assertSameMessages(VALIDATION_MESSAGES, VALIDATION_MESSAGES_EN, 'messages');
    assertSameMessages(AMOUNT_MESSAGES, AMOUNT_MESSAGES_EN, 'amount');
  });

  it('gives every field label its English, none empty', () => {
    assert.deepEqual(Object.keys(FIELD_LABELS_EN).sort(), [...FIELD_LABELS].sort());
    for (const label of FIELD_LABELS) assert.ok(FIELD_LABELS_EN[label].trim().length > 0, label);
    assert.equal(new Set(FIELD_LABELS).size, FIELD_LABELS.length);
  });

  it('keeps the password pair’s words those of MESSAGES, in both languages', () => {
    assert.equal(VALIDATION_MESSAGES.passwordsDiffer, MESSAGES.passwordsDiffer);
    assert.equal(VALIDATION_MESSAGES_EN.passwordsDiffer, shared.MESSAGES_EN.passwordsDiffer);
  });

  it('stays French unless told (the server never switches)', () => {
    assert.equal(validationLanguage(), 'fr');
    assert.throws(() => (setValidationLanguage as (l: string) => void)('en'));
  });
});

// Every exported schema tried with wrong values, in both languages.
const SAMPLES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'abc\u200bdef',
  'a\u202eb',
  'x'.repeat(4000),
  0,
  -1,
  1.5,
  13,
  1e20,
  2,
  true,
  {},
  [],
  [1, 1],
  [9],
  '2026-02-30',
  '2026-13-01',
  '+237',
  '12345678',
  'court',
  'nope',
];
const BODIES: Record<string, unknown[]> = {
  transactionRequestSchema: [{ idUser: 1, montant: 100, cotisation: 1, mois: 2 }],
  resetPasswordRequestSchema: [
    { telephone: '677123456', otp: '123456', password: 'Manioc-et-ndole-2026', confirmPassword: 'autre' },
  ],
  modificationRequestSchema: [{ libelle: 'x', type: 'entree', cotisation: 1, cible_id: 2 }],
  newNotificationSchema: [
    { titre: 't', contenu: 'c', type: 'rappel', destinataires: 'membre' },
    { titre: 't', contenu: 'c', type: 'rappel', destinataires: 'en_retard' },
  ],
  journalQuerySchema: [{ du: '2026-03-02', au: '2026-03-01' }],
};

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** [what was tried, the message] for every exported schema, amount text and password. */
function everyMessage(): [string, string][] {
  const said: [string, string][] = [];
  for (const [name, value] of Object.entries(shared)) {
    if (!(value instanceof z.ZodType)) continue;
    const inputs = [...SAMPLES, ...(BODIES[name] ?? [])];
    // Answers (…ResponseSchema, …ViewSchema) check the server's output: their words reach nobody.
    const shape = /Response|View/.test(name)
      ? undefined
      : (value as unknown as { shape?: Record<string, unknown> }).shape;
    if (shape) for (const key of Object.keys(shape)) for (const sample of SAMPLES) inputs.push({ [key]: sample });
    inputs.forEach((input, index) =>
      messagesOf(value, input).forEach((m, i) => said.push([`${name}#${index}.${i}`, m])),
    );
  }
  for (const text of ['', '-500', '+500', '2,500', '2 500,50', 'abc', '99999999999999999999'])
    for (const label of [undefined, 'Le transport', 'Le montant mensuel']) {
      const read = parseAmount(text, { label });
      if (!read.ok) said.push([`parseAmount(${text}, ${label})`, read.msg]);
    }
  for (const password of ['court', 'x'.repeat(129), 'azertyuiop'])
    said.push([`passwordProblem(${password})`, passwordProblem(password) ?? '']);
  return said;
}

const FRENCH_WORDS =
  /\b(est|doit|obligatoire|invalide|caractères|Entrée|reçu|attendu|Clé|inconnue?|Indiquez|Choisissez|trop|plus|montant|année|Le|La|ou|une?)\b|L’/;

describe('Every message the shared schemas raise', () => {
  it('is English once the web app switches, and French again after', () => {
    const french = everyMessage();
    assert.ok(french.length > 2000, `${french.length} messages tried`);
    setValidationLanguage('en', VALIDATION_EN);
    const english = everyMessage();
    setValidationLanguage('fr');
    assert.deepEqual(everyMessage(), french, 'French byte for byte as before');
    assert.deepEqual(
      english.map(([where]) => where),
      french.map(([where]) => where),
    );
    english.forEach(([where, text], index) => {
      assert.ok(text.trim().length > 0, `${where}: empty`);
      assert.notEqual(text, french[index]![1], `${where}: still French: ${text}`);
      // Data values quoted as the API takes them ('Fond de solidarité', 'entree', du/au) are not words.
      const words = text.replace(/'[^']*'|"[^"]*"|\((du|au)\)/g, '');
      assert.doesNotMatch(words, FRENCH_WORDS, `${where}: ${text}`);
    });
  });

  it('speaks the language of the moment, not the one of the schema’s creation', () => {
    const name = textSchema('Le nom', 5);
    assert.deepEqual(messagesOf(name, ''), ['Le nom est obligatoire.']);
    setValidationLanguage('en', VALIDATION_EN);
    assert.deepEqual(messagesOf(name, ''), ['Surname is required.']);
    assert.deepEqual(messagesOf(name, 'abcdefgh'), ['Surname must not be longer than 5 characters.']);
    assert.deepEqual(messagesOf(loginRequestSchema, { telephone: '', password: '' }), [
      'The phone number is required.',
      'The password is required.',
    ]);
    assert.deepEqual(messagesOf(transactionRequestSchema, { idUser: 1, montant: 2.5, cotisation: 1 }), [
      'Amount must be a whole number of CFA francs (no centimes).',
    ]);
    assert.deepEqual(parseAmount('-5', { label: 'Le transport' }), { ok: false, msg: 'Transport cannot be negative.' });
    // zod's own words (an unknown key) follow too.
    assert.match(
      messagesOf(loginRequestSchema, { telephone: '677123456', password: 'x', autre: 1 })[0]!,
      /Unrecognized key/,
    );
    // A label the catalogue does not know is shown as written.
    assert.deepEqual(parseAmount('', { label: 'Fee' }), { ok: false, msg: 'Fee is required.' });
  });
});
