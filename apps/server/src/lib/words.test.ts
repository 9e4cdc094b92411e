import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LANGUES } from '@quartier/shared';
import { DOCUMENT_WORDS } from '../modules/documents/words.js';
import { JOURNAL_WORDS } from '../modules/journal/words.js';
import { LEDGER_WORDS } from '../modules/ledger/words.js';
import { NOTIFICATION_WORDS } from '../modules/notifications/words.js';
import { REPORT_WORDS } from '../modules/report/words.js';
import { SMS_WORDS } from './sms/templates.js';
import { COMMON_WORDS } from './words.js';

/**
 * Every catalogue of the server's own words (issue 25, ADR 0029). tsc already refuses an English
 * catalogue missing a word (each `en` is typed by its `fr`); this checks it at run time too, with
 * the kind of each word (text, list, function of so many values), and that no English text still
 * carries a French word.
 */
const CATALOGUES: Record<string, Record<string, unknown>> = {
  'lib/words.ts': COMMON_WORDS,
  'lib/sms/templates.ts': SMS_WORDS,
  'modules/ledger/words.ts': LEDGER_WORDS,
  'modules/journal/words.ts': JOURNAL_WORDS,
  'modules/notifications/words.ts': NOTIFICATION_WORDS,
  'modules/report/words.ts': REPORT_WORDS,
  'modules/documents/words.ts': DOCUMENT_WORDS,
};

type Leaf = { path: string; kind: string; arity?: number; text?: string };

/** Every word of a catalogue: its path, its kind, and the text it gives (a function called with 1s). */
function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, kind: 'string', text: value }];
  if (typeof value === 'function') {
    const text = (value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => 1));
    return [{ path, kind: 'function', arity: value.length, text: String(text) }];
  }
  if (Array.isArray(value))
    return [{ path, kind: `array of ${value.length}` }, ...value.flatMap((v, i) => leaves(v, `${path}[${i}]`))];
  if (value && typeof value === 'object')
    return Object.keys(value)
      .sort()
      .flatMap((key) => leaves((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
  return [{ path, kind: typeof value }];
}

/** French words that have no business in an English text (whole words, case kept). */
const FRENCH = new RegExp(
  `(?<!\\p{L})(${[
    'Cotisations?',
    'cotisations?',
    'Sorties?',
    'sorties?',
    'Solde',
    'solde',
    'Membres?',
    'membres?',
    'Rapport',
    'Votre',
    'votre',
    'Bonjour',
    'Caisse',
    'caisse',
    'Demandée?',
    'Validée?',
    'validée',
    'rejetée',
    'Montant',
    'Motif',
    'Mois',
    'Bloc',
    'Prénom',
    'Nom',
    'Auteur',
    'Écriture',
    'Inscriptions?',
    'Échelle',
    'Édité',
    'année',
    'par',
    'pour',
    'avec',
    'les',
    'des',
    'du',
    'le',
    'la',
    'de',
    'à',
    'et',
    'est',
    'sur',
    'au',
    'EXEMPLE',
  ].join('|')})(?!\\p{L})`,
  'u',
);

describe('the server’s words in French and in English', () => {
  for (const [file, catalogue] of Object.entries(CATALOGUES)) {
    it(`${file}: both languages have every word, of the same kind, none empty`, () => {
      assert.deepEqual(Object.keys(catalogue).sort(), [...LANGUES].sort());
      const fr = leaves(catalogue.fr);
      const en = leaves(catalogue.en);
      assert.deepEqual(
        en.map(({ path, kind, arity }) => ({ path, kind, arity })),
        fr.map(({ path, kind, arity }) => ({ path, kind, arity })),
      );
      for (const leaf of [...fr, ...en])
        if (leaf.text !== undefined) assert.ok(leaf.text.trim() !== '', `${file} ${leaf.path} is empty`);
    });

    it(`${file}: no French word in the English`, () => {
      for (const leaf of leaves(catalogue.en))
        if (leaf.text !== undefined)
          assert.doesNotMatch(leaf.text, FRENCH, `${file} en.${leaf.path}: « ${leaf.text} »`);
    });
  }
});
