import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { en } from './en';
import { fr } from './fr';

// The statistics' sentences with counts and amounts (issue 25): each language's plural, French as the spec has it.
describe("the statistics' words", () => {
  it('count members, blocks, women and men in English with their plural', () => {
    assert.equal(en.blocMembers.description(1, '1', 1, '1'), '1 member in 1 block');
    assert.equal(en.blocMembers.description(1250, '1,250', 4, '4'), '1,250 members in 4 blocks');
    assert.equal(en.blocMembers.count(1, '1'), '1 member');
    assert.equal(en.gender.blocLine('Bloc A', 1, '1', 0, '0'), 'Bloc A 1 woman and 0 men');
  });

  it('keep the French wording, with the French plural (0 and 1 singular)', () => {
    assert.equal(fr.blocMembers.description(12, '12', 3, '3'), '12 membres dans 3 blocs');
    assert.equal(fr.blocMembers.description(1, '1', 1, '1'), '1 membre dans 1 bloc');
    assert.equal(fr.blocMembers.count(1, '1'), '1 membre');
    assert.equal(fr.blocMembers.count(1250, '1 250'), '1 250 membres');
    assert.equal(fr.gender.blocLine('Bloc A', 3, '3', 2, '2'), 'Bloc A 3 femmes et 2 hommes');
    assert.equal(fr.gender.blocLine('Bloc A', 1, '1', 0, '0'), 'Bloc A 1 femme et 0 homme');
    assert.equal(fr.fund.monthIn('avril', 2026), 'Cotisations d’avril 2026');
    assert.equal(fr.fund.monthOut('mars', 2026), 'Sorties de mars 2026');
    assert.equal(en.fund.monthIn('April', 2026), 'Contributions April 2026');
  });

  it('name the strongest month only when money came in', () => {
    assert.equal(en.inOut.summary('T', '0 XAF', '0 XAF', null), 'T: 0 XAF in and 0 XAF out over the year.');
    assert.equal(
      fr.inOut.summary('T', '10 XAF', '0 XAF', { month: 'mars', amount: '10 XAF' }),
      'T : 10 XAF d’entrées et 0 XAF de sorties sur l’année ; le mois le plus fort en entrées est mars (10 XAF).',
    );
  });
});
