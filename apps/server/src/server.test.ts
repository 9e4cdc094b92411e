import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startProcess, stop, waitHealthy } from './test/processes.js';

describe('the server process on the embedded database', () => {
  it('refuses a second server on the same DATA_DIR while the first keeps serving, closes cleanly on SIGTERM, keeps data', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-srv-'));
    const [portA, portB] = [await freePort(), await freePort()];
    const a = startProcess('src/server.ts', { PORT: String(portA), DATA_DIR: dataDir, HOST: '127.0.0.1' });
    try {
      await waitHealthy(portA, a);
      const b = startProcess('src/server.ts', { PORT: String(portB), DATA_DIR: dataDir, HOST: '127.0.0.1' });
      assert.equal(await b.exited, 1);
      assert.match(b.output(), /déjà ouverte par un autre processus/);
      const health = await fetch(`http://127.0.0.1:${portA}/api/health`);
      assert.equal(health.status, 200, 'the first server still answers');
      const login = await fetch(`http://127.0.0.1:${portA}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ telephone: '690000002', password: 'demo-quartier' }),
      });
      assert.equal(login.status, 200);
    } finally {
      assert.equal(await stop(a), 0, a.output());
    }
    assert.equal(fs.existsSync(path.join(dataDir, 'quartier.lock')), false, 'lock released');

    // Restart on the same data: migrations are current, the demo is not seeded twice.
    const again = startProcess('src/server.ts', { PORT: String(portB), DATA_DIR: dataDir, HOST: '127.0.0.1' });
    try {
      await waitHealthy(portB, again);
      assert.doesNotMatch(again.output(), /démonstration créée/);
      const login = await fetch(`http://127.0.0.1:${portB}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ telephone: '690000001', password: 'demo-quartier' }),
      });
      assert.equal(login.status, 200);
    } finally {
      assert.equal(await stop(again), 0);
    }
  });

  it('stops at start with a French message for each wrong setting', async () => {
    const proc = startProcess('src/server.ts', { PORT: 'abc', SMS_PROVIDER: 'pigeon', DATA_DIR: os.tmpdir() });
    assert.equal(await proc.exited, 1);
    assert.match(proc.output(), /Configuration invalide/);
    assert.match(proc.output(), /PORT doit être un nombre/);
    assert.match(proc.output(), /SMS_PROVIDER doit valoir/);
  });

  it('creates the first officer from the command line, password on standard input', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-cli-'));
    const env = { DATA_DIR: dataDir, DEMO_DATA: 'false' };
    const args = [
      'create-member',
      '--nom',
      'Atangana',
      '--prenom',
      'Marie',
      '--telephone',
      '677 55 44 33',
      '--sexe',
      'F',
      '--bloc',
      'Bloc A',
      '--role',
      'president',
    ];
    const cli = startProcess('src/cli.ts', env, args);
    cli.child.stdin!.end('Un-Secret-Solide-2026\n');
    assert.equal(await cli.exited, 0, cli.output());
    assert.match(cli.output(), /Membre n°1 créé : Marie Atangana \(Président\), \+237677554433/);

    const weak = startProcess('src/cli.ts', env, args);
    weak.child.stdin!.end('123\n');
    assert.equal(await weak.exited, 1);
    assert.match(weak.output(), /au moins 8 caractères/);

    const port = await freePort();
    const server = startProcess('src/server.ts', { ...env, PORT: String(port), HOST: '127.0.0.1' });
    try {
      await waitHealthy(port, server);
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ telephone: '+237677554433', password: 'Un-Secret-Solide-2026' }),
      });
      assert.equal(login.status, 200);
      const body = (await login.json()) as { membre: { Role: { code: string } } };
      assert.equal(body.membre.Role.code, 'president');
    } finally {
      await stop(server);
    }
  });
});
