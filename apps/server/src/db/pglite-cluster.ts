import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * PostgreSQL's settings for the embedded database (ADR 0026). PGlite runs postgres inside a
 * WebAssembly heap that grows and never shrinks: whatever postgres allocates once stays in the
 * process. Its defaults are a server's (shared_buffers 128 MB, maintenance_work_mem 64 MB);
 * an association's database is a few tens of MB and its files stay in the system's page cache,
 * so a small buffer pool costs no disk reads worth measuring.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
};

/** PGLITE_SETTINGS as postgres's command-line arguments. */
export const PGLITE_SETTING_ARGS = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => [
  '-c',
  `${name}=${value}`,
]);

/**
 * The prepared empty cluster (ADR 0028): what PGlite's initdb makes, made once at build time
 * (`dist/prepare-cluster.js`, run by the server's build) and loaded into a new database with
 * PGlite's `loadDataDir`. initdb in the process that opens a new database peaks at ~750 MiB
 * (a second postgres instance and a copy of its 128 MiB heap); loading the tar does not.
 * Built files stay out of git: `apps/server/dist/pglite-cluster/`, the same place from
 * `src/db` (tests, `npm run dev`) and from `dist/db` (the built server).
 */
export const PREPARED_CLUSTER_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/pglite-cluster',
);

/** The version of PGlite installed: postgres refuses a cluster made by another catalog version. */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export interface ClusterRecipe {
  version: string;
  settings: Readonly<Record<string, string>>;
}

const currentRecipe = (): ClusterRecipe => ({ version: pgliteVersion(), settings: PGLITE_SETTINGS });

/**
 * The prepared cluster's file name: PGlite's version and a hash of what initdb was given, so an
 * upgrade of PGlite or a change of PGLITE_SETTINGS names another file, and a stale one is never
 * loaded (the build makes the new one; a server started before that runs initdb).
 */
export function preparedClusterName(recipe: ClusterRecipe = currentRecipe()): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ pglite: recipe.version, settings: recipe.settings }))
    .digest('hex')
    .slice(0, 16);
  return `pglite-${recipe.version}-${hash}.tar.gz`;
}

/** The prepared cluster matching the installed PGlite and PGLITE_SETTINGS, or null when not built. */
export function findPreparedCluster(dir = PREPARED_CLUSTER_DIR, recipe?: ClusterRecipe): string | null {
  const file = path.join(dir, preparedClusterName(recipe));
  return fs.existsSync(file) ? file : null;
}

/**
 * Makes the prepared cluster in `dir` unless the current one is there, and removes the stale
 * ones. Runs initdb (~750 MiB): meant for its own short-lived process at build time.
 */
export async function prepareCluster(dir = PREPARED_CLUSTER_DIR): Promise<{ file: string; created: boolean }> {
  const name = preparedClusterName();
  const file = path.join(dir, name);
  const created = !fs.existsSync(file);
  if (created) {
    const { PGlite } = await import('@electric-sql/pglite');
    // initDbStartParams: initdb writes the settings in the cluster's postgresql.conf.
    const pg = await PGlite.create({ initDbStartParams: PGLITE_SETTING_ARGS });
    const tar = await pg.dumpDataDir('gzip');
    await pg.close();
    fs.mkdirSync(dir, { recursive: true });
    // Written under another name first: a build stopped halfway leaves no truncated cluster.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await tar.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  for (const other of fs.readdirSync(dir))
    if (other !== name && other.startsWith('pglite-')) fs.rmSync(path.join(dir, other), { force: true });
  return { file, created };
}
