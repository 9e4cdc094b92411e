import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { redactCodes } from './outbox.js';

describe('the outbox once a message has left', () => {
  it('keeps neither the code nor any part of the link’s token, its association’s id included', () => {
    const sent =
      'ARB: code 654321. Activez votre compte: http://localhost:3001/confirmRegistration/12.Ab_cD-ef12345678GhIjKl';
    assert.equal(
      redactCodes(sent),
      'ARB: code ******. Activez votre compte: http://localhost:3001/confirmRegistration/…',
    );
    // A link sent before issue 21, without its association's id.
    assert.equal(redactCodes('/confirmRegistration/Abcdefgh12345678_-xyzQ'), '/confirmRegistration/…');
  });
});
