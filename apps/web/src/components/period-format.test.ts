import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatShare, formatTrend, shortMonth } from './period-format';

const NBSP = '\u00a0';

describe('statistics formats', () => {
  it('abbreviates months for chart axes', () => {
    assert.equal(shortMonth(1), 'janv.');
    assert.equal(shortMonth(2), 'févr.');
    assert.equal(shortMonth(12), 'déc.');
  });

  it('signs a trend, one decimal at most, no sign for zero', () => {
    assert.equal(formatTrend(12.34), `+12,3${NBSP}%`);
    assert.equal(formatTrend(-4), `-4${NBSP}%`);
    assert.equal(formatTrend(0), `0${NBSP}%`);
  });

  it('writes a share without sign', () => {
    assert.equal(formatShare(23.456), `23,5${NBSP}%`);
    assert.equal(formatShare(0), `0${NBSP}%`);
    assert.equal(formatShare(100), `100${NBSP}%`);
  });
});
