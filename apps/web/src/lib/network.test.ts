import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

// A browser that says it is online (Node 21+ has a `navigator` without `onLine`).
Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true });
const { forgetCachedAnswers, isOffline, reportServerReached } = await import('./network');

describe('offline state', () => {
  it('is online until a call fails to reach the server, and online again once one does', () => {
    assert.equal(isOffline(), false);
    reportServerReached(false);
    assert.equal(isOffline(), true);
    reportServerReached(false);
    assert.equal(isOffline(), true);
    reportServerReached(true);
    assert.equal(isOffline(), false);
  });

  it('forgetting the cached answers is harmless where there is no Cache API', async () => {
    assert.equal(typeof (globalThis as { caches?: unknown }).caches, 'undefined');
    assert.equal(await forgetCachedAnswers(), undefined);
  });
});
