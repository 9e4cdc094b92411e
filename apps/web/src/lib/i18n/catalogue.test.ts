import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
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

// Issue 25: a message in one language and not in the other fails `npm test` (tsc refuses it too).
describe('the catalogues', () => {
  it('have the same messages in French and in English, of the same kind', () => {
    const french = leaves(fr);
    const english = leaves(en);
    const onlyFrench = [...french.keys()].filter((key) => !english.has(key));
    const onlyEnglish = [...english.keys()].filter((key) => !french.has(key));
    assert.deepEqual(onlyFrench, [], 'messages without their English');
    assert.deepEqual(onlyEnglish, [], 'messages without their French');
    for (const [key, kind] of french) assert.equal(english.get(key), kind, key);
  });

  it('have no empty text, and functions take the same values', () => {
    const check = (a: unknown, b: unknown, path: string) => {
      if (typeof a === 'string') {
        assert.ok(a.trim() !== '' && typeof b === 'string' && b.trim() !== '', path);
      } else if (typeof a === 'function') {
        assert.equal((a as (...x: unknown[]) => string).length, (b as (...x: unknown[]) => string).length, path);
      } else {
        for (const key of Object.keys(a as object))
          check((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
      }
    };
    check(fr, en, '');
  });

  it('give every error code and every shared message its English', () => {
    assert.deepEqual(Object.keys(ERROR_MESSAGES_EN).sort(), Object.keys(ERRORS).sort());
    assert.deepEqual(Object.keys(MESSAGES_EN).sort(), Object.keys(MESSAGES).sort());
    for (const text of [...Object.values(ERROR_MESSAGES_EN), ...Object.values(MESSAGES_EN)])
      assert.ok(text.trim() !== '');
  });
});
