import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ERRORS, ERROR_MESSAGES_EN, MESSAGES, MESSAGES_EN } from '@quartier/shared';
import { en } from './en';
import { fr } from './fr';

/** Every path of a catalogue ('login.title'), with its kind: a text, or a function of its values. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string' || typeof value === 'function') {
    found.set(prefix, typeof value);
    return found;
  }
  for (const [key, inner] of Object.entries(value as Record<string, unknown>))
    for (const [path, kind] of leaves(inner, prefix ? `${prefix}.${key}` : key)) found.set(path, kind);
  return found;
}

/**
 * The features' own catalogues (feature-catalogue.ts): every folder of src holding fr.ts and en.ts,
 * apart from this app-wide one.
 */
function featureCatalogueFolders(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const inner = path.join(folder, entry.name);
      if (inner === here) continue;
      if (fs.existsSync(path.join(inner, 'fr.ts')) && fs.existsSync(path.join(inner, 'en.ts'))) found.push(inner);
      walk(inner);
    }
  };
  walk(path.resolve(here, '../..'));
  return found;
}

function assertSameMessages(frenchCatalogue: unknown, englishCatalogue: unknown) {
  const french = leaves(frenchCatalogue);
  const english = leaves(englishCatalogue);
  const onlyFrench = [...french.keys()].filter((key) => !english.has(key));
  const onlyEnglish = [...english.keys()].filter((key) => !french.has(key));
  assert.deepEqual(onlyFrench, [], 'messages without their English');
  assert.deepEqual(onlyEnglish, [], 'messages without their French');
  for (const [key, kind] of french) assert.equal(english.get(key), kind, key);
}

function assertNoEmptyText(frenchCatalogue: unknown, englishCatalogue: unknown) {
  const check = (a: unknown, b: unknown, where: string) => {
    if (typeof a === 'string') {
      assert.ok(a.trim() !== '' && typeof b === 'string' && b.trim() !== '', where);
    } else if (typeof a === 'function') {
      assert.equal((a as (...x: unknown[]) => string).length, (b as (...x: unknown[]) => string).length, where);
    } else {
      for (const key of Object.keys(a as object))
        check((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${where}.${key}`);
    }
  };
  check(frenchCatalogue, englishCatalogue, '');
}

// Issue 25: a message in one language and not in the other fails `npm test` (tsc refuses it too).
describe('the catalogues', () => {
  it('have the same messages in French and in English, of the same kind', () => {
    assertSameMessages(fr, en);
  });

  it('have no empty text, and functions take the same values', () => {
    assertNoEmptyText(fr, en);
  });

  it("hold each feature's words in both languages too", async () => {
    for (const folder of featureCatalogueFolders()) {
      const french = (await import(pathToFileURL(path.join(folder, 'fr.ts')).href)) as { fr: unknown };
      const english = (await import(pathToFileURL(path.join(folder, 'en.ts')).href)) as { en: unknown };
      assert.ok(french.fr && english.en, `${folder}: fr.ts exports fr, en.ts exports en`);
      assertSameMessages(french.fr, english.en);
      assertNoEmptyText(french.fr, english.en);
    }
  });

  it('give every error code and every shared message its English', () => {
    assert.deepEqual(Object.keys(ERROR_MESSAGES_EN).sort(), Object.keys(ERRORS).sort());
    assert.deepEqual(Object.keys(MESSAGES_EN).sort(), Object.keys(MESSAGES).sort());
    for (const text of [...Object.values(ERROR_MESSAGES_EN), ...Object.values(MESSAGES_EN)])
      assert.ok(text.trim() !== '');
  });
});

describe('counts in the app catalogue', () => {
  it('take each language’s plural: 0 and 1 singular in French, only 1 in English', () => {
    assert.equal(fr.dashboard.women(1, '1'), '1 femme');
    assert.equal(fr.dashboard.men(0, '0'), '0 homme');
    assert.equal(fr.dashboard.men(2, '2'), '2 hommes');
    assert.equal(en.dashboard.men(0, '0'), '0 men');
    assert.equal(en.dashboard.women(1, '1'), '1 woman');
    assert.equal(
      fr.dashboard.genderSplit(fr.dashboard.women(1, '1'), fr.dashboard.men(3, '3')),
      'Répartition des membres : 1 femme et 3 hommes',
    );
    assert.equal(fr.dashboard.registrationsDetail(1, '1', '1 000 XAF'), '1 membre × 1 000 XAF');
    assert.equal(en.dashboard.registrationsDetail(80, '80', '1,000 XAF'), '80 members × 1,000 XAF');
  });
});
