import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../db/seed/demo.js';
import { api, freePort, startProcess, stop, waitHealthy } from '../test/processes.js';

const serverScript = 'src/server.ts';

describe('the server process in production mode (NODE_ENV=production)', () => {
  it('refuses to start with unsafe settings: exit code 1, one French line per problem, nothing opened', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-prod-'));
    const proc = startProcess(serverScript, {
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://asso.example.cm',
      SMS_PROVIDER: 'log',
      DEMO_DATA: 'true',
    });
    assert.equal(await proc.exited, 1, proc.output());
    const output = proc.output();
    assert.match(output, /Configuration refusée en production \(NODE_ENV=production\)/);
    const problems = output.split('\n').filter((line) => line.startsWith('  - '));
    assert.equal(problems.length, 3, output);
    assert.match(problems[0]!, /PUBLIC_URL doit commencer par https:\/\//);
    assert.match(problems[1]!, /SMS_PROVIDER vaut 'log'/);
    assert.match(problems[2]!, /DEMO_DATA=true est refusé en production/);
    assert.deepEqual(fs.readdirSync(dataDir), [], 'no database created');
  });

  it('starts with safe settings, serves health, and creates no demo association', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-prod-'));
    const port = await freePort();
    const proc = startProcess(serverScript, {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      LOG_LEVEL: 'info',
    });
    try {
      await waitHealthy(port, proc);
      const health = await api(port, 'GET', '/health');
      assert.equal(health.body.state, 'ok');
      const login = await api(port, 'POST', '/auth/login', {
        body: { telephone: DEMO_LOGINS.president, password: DEMO_PASSWORD },
      });
      assert.equal(login.status, 401, 'no demo member in production');
    } finally {
      assert.equal(await stop(proc), 0, proc.output());
    }
    const lines = proc
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'));
    assert.ok(lines.length > 3, 'the log is JSON lines');
    for (const line of lines) assert.doesNotThrow(() => JSON.parse(line), line);
  });
});
