import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSOCIATION_HEADER } from '@quartier/shared';
import { DEMO_ASSOCIATIONS, DEMO_PASSWORD, SECOND_DEMO_LOGINS } from '../../db/seed/demo.js';
import { createPostgresDatabase } from '../../test/database.js';
import { api, freePort, startProcess, stop, waitHealthy, type Proc } from '../../test/processes.js';
import { newOperatorKey, OPERATOR_KEY_ENV } from './keys.js';

/**
 * Issue 22, "Done when": the operator's commands through the real CLI process against a service
 * that runs. On PostgreSQL they run beside the server; the embedded database is locked by the
 * running server (db/lock.ts), so there the CLI says so and the commands run once it is stopped.
 */

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const POSTGRES = process.env.TEST_DB === 'postgres';
const B = DEMO_ASSOCIATIONS.second.slug;

/** The CLI from the TypeScript sources, stdout apart (for --json) from stderr. */
function cli(env: Record<string, string>, args: string[]) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => (stdout += c));
  child.stderr.on('data', (c) => (stderr += c));
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code: code ?? -1, stdout, stderr })),
  );
}

const login = (port: number, slug: string, telephone: string) =>
  api(port, 'POST', '/auth/login', {
    body: { telephone, password: DEMO_PASSWORD, rememberMe: false },
    headers: { [ASSOCIATION_HEADER]: slug },
  });

describe('the operator through the CLI (issue 22)', () => {
  it('keys are required; list, suspend, resume, export and import work against the running service (PostgreSQL) or once it is stopped (embedded)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-operateur-'));
    const scratch = POSTGRES ? await createPostgresDatabase() : null;
    const { key, entry } = newOperatorKey('alice');
    const database: Record<string, string> = scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir };
    const env = { ...database, OPERATOR_KEYS: entry };
    const withKey = { ...env, [OPERATOR_KEY_ENV]: key };
    const file = path.join(dataDir, 'entraide.json.gz');
    const port = await freePort();
    const startServer = () =>
      startProcess('src/server.ts', { ...env, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'true' });
    let server: Proc | null = startServer();
    try {
      await waitHealthy(port, server);
      assert.equal((await login(port, B, SECOND_DEMO_LOGINS.president)).status, 200);

      const missing = await cli(env, ['associations']);
      assert.equal(missing.code, 2, missing.stderr);
      assert.match(
        missing.stderr,
        /Clé d’opérateur absente : mettez-la dans la variable d’environnement QUARTIER_OPERATOR_KEY/,
      );
      const wrong = await cli({ ...env, [OPERATOR_KEY_ENV]: newOperatorKey('alice').key }, [
        'suspend',
        '--association',
        B,
      ]);
      assert.equal(wrong.code, 2, wrong.stderr);
      assert.match(wrong.stderr, /Clé d’opérateur refusée/);
      assert.equal((await login(port, B, SECOND_DEMO_LOGINS.president)).status, 200, 'nothing done');

      if (!POSTGRES) {
        const locked = await cli(withKey, ['suspend', '--association', B]);
        assert.equal(locked.code, 1, locked.stderr);
        assert.match(locked.stderr, /demandent l’arrêt du serveur/);
        assert.equal(await stop(server), 0, server.output());
        server = null;
      }

      const listed = await cli(withKey, ['associations', '--json']);
      assert.equal(listed.code, 0, listed.stderr);
      const list = JSON.parse(listed.stdout) as Array<{ slug: string; statut: string; membres: { total: number } }>;
      assert.deepEqual(
        list.map((a) => a.slug),
        [DEMO_ASSOCIATIONS.main.slug, B],
      );
      assert.ok(list.every((a) => a.membres.total > 0 && a.statut === 'active'));

      const suspended = await cli(withKey, ['suspend', '--association', B, '--motif', 'Abonnement impayé']);
      assert.equal(suspended.code, 0, suspended.stderr);
      assert.match(suspended.stdout, /est suspendue/);
      const exported = await cli(withKey, ['export', '--association', B, '--out', file, '--json']);
      assert.equal(exported.code, 0, exported.stderr);
      const exportReport = JSON.parse(exported.stdout) as { totals: unknown; fichier: string };
      assert.equal(exportReport.fichier, file);
      const imported = await cli(withKey, ['import', '--from', file, '--slug', 'entraide-copie', '--json']);
      assert.equal(imported.code, 0, imported.stderr);
      assert.deepEqual(
        (JSON.parse(imported.stdout) as { totals: unknown }).totals,
        exportReport.totals,
        'equal totals',
      );
      const again = await cli(withKey, ['import', '--from', file, '--slug', 'entraide-copie']);
      assert.equal(again.code, 1);
      assert.match(again.stderr, /existe déjà sur ce service : rien n’a été importé/);

      if (!server) {
        server = startServer();
        await waitHealthy(port, server);
      }
      const refused = await login(port, B, SECOND_DEMO_LOGINS.president);
      assert.equal(refused.status, 403);
      assert.match(refused.body.msg, /suspendue par l’équipe du service : Abonnement impayé/);
      assert.equal((await login(port, 'entraide-copie', SECOND_DEMO_LOGINS.secretaire)).status, 200);

      if (POSTGRES) {
        const resumed = await cli(withKey, ['resume', '--association', B]);
        assert.equal(resumed.code, 0, resumed.stderr);
        assert.equal((await login(port, B, SECOND_DEMO_LOGINS.president)).status, 200, 'resumed while running');
      }

      if (!POSTGRES) {
        assert.equal(await stop(server), 0, server.output());
        server = null;
      }
      const journal = await cli(withKey, ['journal', '--json']);
      assert.equal(journal.code, 0, journal.stderr);
      const actions = (JSON.parse(journal.stdout) as Array<{ operateur: string; action: string }>).map(
        (e) => `${e.operateur} ${e.action}`,
      );
      // A refused key is journaled when the database can be opened: not the embedded one, locked by the server then.
      assert.deepEqual(actions, [
        ...(POSTGRES ? ['(clé refusée) operateur.refuse', '(clé refusée) operateur.refuse'] : []),
        'alice association.suspend',
        'alice association.export',
        'alice association.import',
        ...(POSTGRES ? ['alice association.resume'] : []),
      ]);
    } finally {
      if (server) assert.equal(await stop(server), 0, server.output());
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
