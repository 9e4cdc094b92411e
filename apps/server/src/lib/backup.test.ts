import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import { createTestDatabase } from '../test/database.js';
import { ensureAssociationsReady } from '../modules/associations/service.js';
import { build, DEMO_LOGINS, type Harness, suiteCleanup } from '../test/helpers.js';
import { freePort, startProcess, stop, waitHealthy, api } from '../test/processes.js';
import { BACKUPS_KEPT, dailyBackup, exportDatabase, importDatabase, RestoreError } from './backup.js';

async function totals(db: Database) {
  const result = await db.execute(sql`
    select (select count(*) from membres)::int as membres,
           (select coalesce(sum(montant), 0) from transactions where cotisation_id = 1)::int as solidarite,
           (select coalesce(sum(montant), 0) from transactions where cotisation_id = 3)::int as mensuelle,
           (select coalesce(sum(montant + transport), 0) from sorties where statut = 'Valide')::int as sorties,
           (select count(*) from sortie_parts)::int as parts,
           (select count(*) from demandes_modification)::int as demandes,
           (select count(*) from audit_log)::int as audit,
           (select string_agg(concat_ws(':', association_id, cotisation_id, annee, mois, montant), ',' order by association_id, cotisation_id, annee, mois)
              from totaux_mensuels) as totaux,
           (select string_agg(concat_ws(':', association_id, cotisation_id, annee, montant), ',' order by association_id, cotisation_id, annee)
              from totaux_parts) as totaux_parts,
           (select string_agg(sha256, ',' order by id) from documents) as documents`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

const cleanup = suiteCleanup();
let h: Harness;
before(async () => {
  h = await build(cleanup);
});

describe('backups (issue 8)', () => {
  it('a backup restores into a fresh database with the same totals, and its members can log in', async () => {
    await h.login(DEMO_LOGINS.secretaire);
    const file = await exportDatabase(h.db);
    const target = await createTestDatabase();
    try {
      // As after a first start: sample documents already written.
      await ensureAssociationsReady(target.db);
      const counts = await importDatabase(target.db, file);
      assert.ok(counts.transactions! > 0 && counts.membres! > 0);
      assert.deepEqual(await totals(target.db), await totals(h.db));
      // New rows after a restore get fresh ids (sequences follow the restored rows).
      const [maxId] = (
        (await target.db.execute(sql`select max(id)::int as m from membres`)) as unknown as {
          rows: Array<{ m: number }>;
        }
      ).rows;
      await target.db.execute(sql`insert into personnes (telephone) values ('+237655000999')`);
      const inserted = await target.db.execute(
        sql`insert into membres (association_id, personne_id, nom, prenom, sexe, telephone, bloc, role_id, statut)
            select 1, id, 'N', 'P', 'F', telephone, 'Bloc A', 7, 'En Attente' from personnes where telephone = '+237655000999'
            returning id`,
      );
      assert.equal((inserted as unknown as { rows: Array<{ id: number }> }).rows[0]!.id, maxId!.m + 1);
      await assert.rejects(importDatabase(target.db, file), RestoreError, 'never over an existing association');
      await assert.rejects(importDatabase(target.db, Buffer.from('pas une sauvegarde')), RestoreError);
    } finally {
      await target.close();
    }
  });

  it('writes one automatic backup a day and keeps the newest 14', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-backups-'));
    fs.mkdirSync(path.join(dir, 'backups'));
    for (let day = 1; day <= 20; day++)
      fs.writeFileSync(path.join(dir, 'backups', `quartier-2026-01-${String(day).padStart(2, '0')}.json.gz`), 'x');
    const first = await dailyBackup(h.db, dir, new Date('2026-02-01T10:00:00Z'));
    assert.ok(first?.endsWith('quartier-2026-02-01.json.gz'));
    assert.equal(await dailyBackup(h.db, dir, new Date('2026-02-01T18:00:00Z')), null, 'once a day');
    const kept = fs.readdirSync(path.join(dir, 'backups')).sort();
    assert.equal(kept.length, BACKUPS_KEPT);
    assert.equal(kept.at(-1), 'quartier-2026-02-01.json.gz');
  });

  it('npm run db:backup and db:restore move an association into a fresh directory (command line)', async () => {
    const source = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-src-'));
    const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-dst-'));
    const file = path.join(os.tmpdir(), `quartier-cli-${Date.now()}.json.gz`);
    const port = await freePort();
    const server = startProcess('src/server.ts', {
      DATA_DIR: source,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'true',
    });
    await waitHealthy(port, server);
    assert.equal(await stop(server), 0);

    const backup = startProcess('src/cli.ts', { DATA_DIR: source }, ['backup', '--out', file]);
    assert.equal(await backup.exited, 0, backup.output());
    const restore = startProcess('src/cli.ts', { DATA_DIR: restored, DEMO_DATA: 'false' }, ['restore', '--from', file]);
    assert.equal(await restore.exited, 0, restore.output());
    assert.match(restore.output(), /Restauré dans .* membres/);

    const a = await openDatabase({ kind: 'pglite', dataDir: source });
    const before = await totals(a.db);
    await a.close();
    const b = await openDatabase({ kind: 'pglite', dataDir: restored });
    const afterRestore = await totals(b.db);
    await b.close();
    assert.deepEqual(afterRestore, before);

    const again = startProcess('src/server.ts', {
      DATA_DIR: restored,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
    });
    try {
      await waitHealthy(port, again);
      const login = await api(port, 'POST', '/auth/login', {
        body: { telephone: '690000002', password: 'demo-quartier' },
      });
      assert.equal(login.status, 200, 'the restored association serves its members');
    } finally {
      await stop(again);
    }
  });
});
