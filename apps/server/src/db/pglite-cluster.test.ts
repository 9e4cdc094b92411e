import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client.js';
import {
  PGLITE_SETTINGS,
  findPreparedCluster,
  pgliteVersion,
  prepareCluster,
  preparedClusterName,
} from './pglite-cluster.js';
import { asService } from './scope.js';
import { seedDemo } from './seed/demo.js';

type Handle = Awaited<ReturnType<typeof openDatabase>>;

/** Members of every association (the service scope: RLS shows the others none). */
async function countMembers(database: Handle): Promise<number> {
  const result = await asService(() => database.db.execute(sql`select count(*)::int as n from membres`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

// The embedded database only: PostgreSQL has no prepared cluster.
const embedded = process.env.TEST_DB !== 'postgres';

describe('prepared PGlite cluster (ADR 0028)', { skip: !embedded && 'base intégrée seulement' }, () => {
  let root: string;
  let clusters: string;
  const stale = `pglite-0.0.1-${'0'.repeat(16)}.tar.gz`;

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'quartier-cluster-'));
    clusters = path.join(root, 'clusters');
    fs.mkdirSync(clusters);
    // A cluster built for another PGlite: replaced by the build, never loaded.
    fs.writeFileSync(path.join(clusters, stale), 'stale');
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is named after the PGlite version and the settings, so an upgrade or a setting change names another file', () => {
    const current = { version: pgliteVersion(), settings: PGLITE_SETTINGS };
    assert.match(
      preparedClusterName(current),
      new RegExp(`^pglite-${pgliteVersion().replaceAll('.', '\\.')}-[0-9a-f]{16}\\.tar\\.gz$`),
    );
    assert.equal(preparedClusterName(current), preparedClusterName());
    assert.notEqual(preparedClusterName({ ...current, version: '9.9.9' }), preparedClusterName(current));
    assert.notEqual(
      preparedClusterName({ ...current, settings: { ...PGLITE_SETTINGS, shared_buffers: '32MB' } }),
      preparedClusterName(current),
    );
  });

  it('the build makes the current cluster, removes the stale one, and does nothing the second time', async () => {
    assert.equal(findPreparedCluster(clusters), null, 'a stale cluster is not found');
    const first = await prepareCluster(clusters);
    assert.equal(first.created, true);
    assert.equal(first.file, path.join(clusters, preparedClusterName()));
    assert.deepEqual(fs.readdirSync(clusters), [preparedClusterName()]);
    assert.equal(findPreparedCluster(clusters), first.file);
    const { mtimeMs } = fs.statSync(first.file);
    const second = await prepareCluster(clusters);
    assert.deepEqual(second, { file: first.file, created: false });
    assert.equal(fs.statSync(first.file).mtimeMs, mtimeMs);
  });

  it('a new DATA_DIR opened from it migrates, takes the demo, answers, and reopens as it was left', async () => {
    const dataDir = path.join(root, 'from-prepared');
    fs.mkdirSync(dataDir);
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) };
    const database = await openDatabase({ kind: 'pglite', dataDir }, { log, preparedClusterDir: clusters });
    let members: number;
    try {
      assert.deepEqual(warnings, [], 'no initdb');
      await database.migrate();
      assert.equal(await seedDemo(database.db), true);
      members = await countMembers(database);
      assert.ok(members > 0);
      // initdb was given PGLITE_SETTINGS when the cluster was made: they are in its postgresql.conf.
      const conf = fs.readFileSync(path.join(dataDir, 'pglite', 'postgresql.conf'), 'utf8');
      for (const [name, value] of Object.entries(PGLITE_SETTINGS))
        assert.match(conf, new RegExp(`^${name} = ${value}`, 'm'), `${name} dans postgresql.conf`);
    } finally {
      await database.close();
    }
    const reopened = await openDatabase({ kind: 'pglite', dataDir }, { log, preparedClusterDir: clusters });
    try {
      assert.equal(await countMembers(reopened), members);
      assert.equal((await reopened.migrate()).applied.length, 0);
      assert.equal(await seedDemo(reopened.db), false, 'demo already there');
    } finally {
      await reopened.close();
    }
  });

  it('without a current cluster (not built, or built for another PGlite), initdb creates the database and says so', async () => {
    const staleOnly = path.join(root, 'stale-only');
    fs.mkdirSync(staleOnly);
    fs.copyFileSync(path.join(clusters, preparedClusterName()), path.join(staleOnly, stale));
    const dataDir = path.join(root, 'through-initdb');
    fs.mkdirSync(dataDir);
    const warnings: string[] = [];
    const database = await openDatabase(
      { kind: 'pglite', dataDir },
      { log: { warn: (message) => warnings.push(message) }, preparedClusterDir: staleOnly },
    );
    try {
      assert.equal(warnings.length, 1);
      assert.match(warnings[0]!, /Cluster PGlite préparé introuvable.*initdb/);
      await database.migrate();
      const result = await database.db.execute(sql`select current_setting('shared_buffers') as v`);
      assert.equal((result as unknown as { rows: { v: string }[] }).rows[0]!.v, PGLITE_SETTINGS.shared_buffers);
    } finally {
      await database.close();
    }
  });
});
