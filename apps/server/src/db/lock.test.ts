import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from './lock.js';

describe('exclusive lock on DATA_DIR', () => {
  it('refuses a second holder while the first is alive, and frees the directory on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-lock-'));
    const release = acquireDataDirLock(dir);
    // The lock names a live process: here, this test's parent stands in for "another server".
    fs.writeFileSync(path.join(dir, 'quartier.lock'), String(process.ppid));
    assert.throws(
      () => acquireDataDirLock(dir),
      (error: unknown) => {
        assert.ok(error instanceof DataDirLockedError);
        assert.match(error.message, /déjà ouverte par un autre processus \(pid \d+\)/);
        return true;
      },
    );
    fs.writeFileSync(path.join(dir, 'quartier.lock'), String(process.pid));
    release();
    assert.equal(fs.existsSync(path.join(dir, 'quartier.lock')), false);
    acquireDataDirLock(dir)();
  });

  it('takes over a lock left by a dead process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-lock-'));
    fs.writeFileSync(path.join(dir, 'quartier.lock'), '999999');
    const release = acquireDataDirLock(dir);
    assert.equal(fs.readFileSync(path.join(dir, 'quartier.lock'), 'utf8'), String(process.pid));
    release();
  });
});
