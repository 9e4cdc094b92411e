import { createScratchPostgresDatabase } from '@quartier/testing';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { DEMO_ASSOCIATIONS, seedDemo } from '../db/seed/demo.js';
import { ensureAssociationsReady } from '../modules/associations/service.js';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres (npm test runs both).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    return handle;
  }
  const scratch = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** An empty database on the TEST_DATABASE_URL server, for tests that start server processes. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('TEST_DB=postgres demande TEST_DATABASE_URL (ex. postgres://postgres@127.0.0.1:5432/test)');
  return createScratchPostgresDatabase(adminUrl, 'quartier_test');
}

/** The ids of the demo's two associations (seedDemo), read as the service: A the main one, B the second. */
export async function demoAssociationIds(db: Database): Promise<{ A: number; B: number }> {
  const { rows } = (await db.execute(sql`select id, slug from associations`)) as unknown as {
    rows: Array<{ id: number; slug: string }>;
  };
  const idOf = (slug: string) => rows.find((row) => row.slug === slug)!.id;
  return { A: idOf(DEMO_ASSOCIATIONS.main.slug), B: idOf(DEMO_ASSOCIATIONS.second.slug) };
}

/** A fresh database with the demo's two associations, ready as at a start, and their ids. */
export async function createDemoDatabase(): Promise<{ handle: DatabaseHandle; A: number; B: number }> {
  const handle = await createTestDatabase();
  await seedDemo(handle.db);
  await ensureAssociationsReady(handle.db);
  return { handle, ...(await demoAssociationIds(handle.db)) };
}
