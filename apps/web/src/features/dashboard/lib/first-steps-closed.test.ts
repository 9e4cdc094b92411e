import { beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { installWindow } from '../../../test/memory-storage';
import { closeFirstSteps, firstStepsClosed } from './first-steps-closed';

const { local } = installWindow();

beforeEach(() => {
  local.refuse = false;
  local.clear();
});

describe("'Premiers pas' card", () => {
  it('is open until closed, then closed for that member of that association only', () => {
    assert.equal(firstStepsClosed(4, 12), false);
    closeFirstSteps(4, 12);
    assert.equal(firstStepsClosed(4, 12), true);
    assert.equal(firstStepsClosed(4, 13), false);
    assert.equal(firstStepsClosed(5, 12), false);
    assert.equal(local.getItem('premiers_pas_fermes:4:12'), '1');
  });

  it('counts as open when storage is refused, without throwing', () => {
    local.refuse = true;
    assert.doesNotThrow(() => closeFirstSteps(4, 12));
    assert.equal(firstStepsClosed(4, 12), false);
  });
});
