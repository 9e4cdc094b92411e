import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { slugFromInput } from './association-input';

describe('slugFromInput', () => {
  it('turns a typed name into its address', () => {
    assert.equal(slugFromInput('Entraide Bépanda'), 'entraide-bepanda');
    assert.equal(slugFromInput('  Amicale   du Bloc C!  '), 'amicale-du-bloc-c');
    assert.equal(slugFromInput('entraide-bepanda'), 'entraide-bepanda');
  });

  it('takes the slug of a pasted address', () => {
    assert.equal(slugFromInput('https://quartier.cm/a/entraide-bepanda/login?x=1'), 'entraide-bepanda');
    assert.equal(slugFromInput('quartier.cm/a/Entraide%20B%C3%A9panda'), 'entraide-bepanda');
  });

  it('keeps a broken percent sign as typed', () => {
    assert.equal(slugFromInput('/a/bloc%ZZ'), 'bloc-zz');
  });

  it('gives null when nothing usable is left', () => {
    assert.equal(slugFromInput(''), null);
    assert.equal(slugFromInput('   '), null);
    assert.equal(slugFromInput('!!!'), null);
    assert.equal(slugFromInput('a'), null);
    assert.equal(slugFromInput('x'.repeat(41)), null);
  });
});
