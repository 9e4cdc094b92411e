import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from './client.js';
import { copyDatabase, CopyError, moneyTotals, tablesParentsFirst } from './copy.js';
import { MIGRATIONS_FOLDER } from './migrate.js';
import { samplePdf } from '../modules/documents/sample-pdf.js';
import { createPostgresDatabase } from '../test/database.js';
import { api, freePort, startProcess, stop, waitHealthy } from '../test/processes.js';

const onPostgres = process.env.TEST_DB === 'postgres';
const SKIP = onPostgres
  ? false
  : 'la copie vers PostgreSQL se teste dans la passe PostgreSQL (TEST_DB=postgres ; npm test la lance dès que TEST_DATABASE_URL est défini, la CI toujours)';

/** Every row of every table, in primary-key order, as the application reads them. */
async function everyRow(db: Database) {
  const all: Record<string, unknown[]> = {};
  for (const table of tablesParentsFirst()) {
    const config = getTableConfig(table);
    const keys = [...config.columns.filter((c) => c.primary), ...config.primaryKeys.flatMap((k) => k.columns)].map(
      (c) => asc(c),
    );
    all[getTableName(table)] = await db
      .select()
      .from(table as PgTable)
      .orderBy(...keys);
  }
  return all;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe('copy from the embedded database to PostgreSQL (issue 10)', { skip: SKIP }, () => {
  it('npm run db:copy moves every record; the app then runs on PostgreSQL; never twice, never while the app runs', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-copy-'));
    const scratch = await createPostgresDatabase();
    const port = await freePort();
    try {
      // A lived-in association: the demo, plus a payment, a new document and open sessions.
      const app = startProcess('src/server.ts', {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA: 'true',
      });
      let token: string;
      try {
        await waitHealthy(port, app);
        const login = await api(port, 'POST', '/auth/login', {
          body: { telephone: '690000002', password: 'demo-quartier' },
        });
        assert.equal(login.status, 200, 'the secretary logs in');
        token = login.body.token;
        const members = (await api(port, 'GET', '/cotisation/membres/3?page=1&pageSize=5', { token })).body.members;
        const paid = await api(port, 'POST', '/cotisation/transaction', {
          token,
          body: { idUser: members[0].id, montant: 2500, cotisation: 3 },
          headers: { 'idempotency-key': 'copie-essai-1' },
        });
        assert.equal(paid.status, 200, JSON.stringify(paid.body));
        const uploaded = await fetch(`http://127.0.0.1:${port}/api/cotisation/documents/reglement`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
          body: samplePdf('Règlement intérieur', ['Version copiée vers PostgreSQL']),
        });
        assert.equal(uploaded.status, 200, await uploaded.text());

        const whileRunning = startProcess('src/cli.ts', { DATA_DIR: dataDir }, [
          'copy-to-postgres',
          '--to',
          scratch.url,
        ]);
        assert.equal(await whileRunning.exited, 1, whileRunning.output());
        assert.match(whileRunning.output(), /déjà ouverte par un autre processus/, 'refused while the app runs');
        assert.match(whileRunning.output(), /Arrêtez l’application avant de copier/);
      } finally {
        assert.equal(await stop(app), 0, app.output());
      }

      const copy = startProcess('src/cli.ts', {}, ['copy-to-postgres', '--from', dataDir, '--to', scratch.url]);
      assert.equal(await copy.exited, 0, copy.output());
      assert.match(copy.output(), /Copie terminée et vérifiée/);
      assert.match(copy.output(), /membres\s+\d+/);

      const source = await openDatabase({ kind: 'pglite', dataDir });
      const target = await openDatabase({ kind: 'postgres', url: scratch.url });
      let maxTransactionId: number;
      try {
        const [from, to] = [await everyRow(source.db), await everyRow(target.db)];
        for (const name of Object.keys(from))
          assert.deepEqual(to[name], from[name], `table ${name} copied row for row`);
        assert.ok(from.documents!.length > 4 && from.sessions!.length > 0, 'documents and sessions were there to copy');
        assert.deepEqual(await moneyTotals(target.db), await moneyTotals(source.db), 'same money totals');
        const [max] = rowsOf<{ m: number }>(await source.db.execute(sql`select max(id)::int as m from transactions`));
        maxTransactionId = max!.m;
      } finally {
        await target.close();
        await source.close();
      }

      const again = startProcess('src/cli.ts', {}, ['copy-to-postgres', '--from', dataDir, '--to', scratch.url]);
      assert.equal(await again.exited, 1, again.output());
      assert.match(again.output(), /contient déjà des membres/, 'never over an existing association');

      const onPg = startProcess('src/server.ts', {
        DATABASE_URL: scratch.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA: 'false',
      });
      try {
        await waitHealthy(port, onPg);
        // Sessions were copied (only their hashes are stored): the token from before still works.
        assert.equal((await api(port, 'GET', '/auth/me', { token })).status, 200, 'session kept');
        const login = await api(port, 'POST', '/auth/login', {
          body: { telephone: '690000001', password: 'demo-quartier' },
        });
        assert.equal(login.status, 200, 'the demo password works on PostgreSQL');
        const members = (await api(port, 'GET', '/cotisation/membres/3?page=1&pageSize=5', { token: login.body.token }))
          .body.members;
        const paid = await api(port, 'POST', '/cotisation/transaction', {
          token: login.body.token,
          body: { idUser: members[1].id, montant: 1500, cotisation: 3 },
          headers: { 'idempotency-key': 'apres-copie-1' },
        });
        assert.equal(paid.status, 200, JSON.stringify(paid.body));
        assert.equal(paid.body.transaction.idTransaction, maxTransactionId + 1, 'ids continue after the copied ones');
      } finally {
        await stop(onPg);
      }
    } finally {
      await scratch.drop();
    }
  });

  it('refuses a source that is not up to date, or holds a table the copy does not know', async () => {
    const scratch = await createPostgresDatabase();
    const target = await openDatabase({ kind: 'postgres', url: scratch.url });
    const outdated = await openDatabase({ kind: 'pglite', dataDir: null });
    const unknown = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const older = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-older-'));
      fs.cpSync(MIGRATIONS_FOLDER, older, { recursive: true });
      const journalPath = path.join(older, 'meta', '_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
      journal.entries.pop();
      fs.writeFileSync(journalPath, JSON.stringify(journal));
      await outdated.migrate({ folder: older });
      await assert.rejects(copyDatabase(outdated, target), (error: unknown) => {
        assert.ok(error instanceof CopyError, String(error));
        assert.match(error.message, /n’est pas à jour.*Démarrez l’application une fois/s);
        return true;
      });

      await unknown.migrate();
      await unknown.db.execute(sql`create table notes_du_tresorier (id int)`);
      await assert.rejects(copyDatabase(unknown, target), /tables que la copie ne connaît pas : notes_du_tresorier/);
      const [tables] = rowsOf<{ n: number }>(
        await target.db.execute(
          sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
        ),
      );
      assert.equal(tables!.n, 0, 'a refused copy does not touch the target');
    } finally {
      await unknown.close();
      await outdated.close();
      await target.close();
      await scratch.drop();
    }
  });
});
