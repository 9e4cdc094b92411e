import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { withAssociation } from '../../db/scope.js';
import { ensureSampleDocuments } from '../documents/service.js';
import { findDefaultAssociation, insertAssociation, listAssociationIds } from './repository.js';

/** What a fresh installation without demo data starts with: one association to run, as before issue 21. */
export const DEFAULT_ASSOCIATION = { slug: 'association', nom: 'Association de quartier' } as const;

export async function ensureDefaultAssociation(db: Database): Promise<void> {
  if (await findDefaultAssociation(db)) return;
  await insertAssociation(db, DEFAULT_ASSOCIATION);
}

/** Every association has its four documents, examples until the officers upload theirs. */
export async function ensureAssociationsReady(db: Database): Promise<void> {
  await ensureDefaultAssociation(db);
  for (const id of await listAssociationIds(db)) await withAssociation(id, () => ensureSampleDocuments(db));
}

/**
 * The work that crosses associations (SMS worker, monthly job, a person's memberships) runs as
 * the connecting user, which must bypass Row-Level Security (ADR 0015, docs/deploy.md): checked
 * at start, so that a misconfigured server says so instead of silently seeing nothing.
 */
export async function serviceRoleProblem(db: Database): Promise<string | null> {
  const result = (await db.execute(
    sql`select current_user as name, (rolsuper or rolbypassrls) as bypasses from pg_roles where rolname = current_user`,
  )) as unknown as { rows: Array<{ name: string; bypasses: boolean }> };
  const role = result.rows[0];
  if (!role || role.bypasses) return null;
  return (
    `Le rôle PostgreSQL « ${role.name} » doit pouvoir contourner la sécurité par ligne pour les travaux ` +
    `communs à toutes les associations. En administrateur : ALTER ROLE ${role.name} BYPASSRLS; (docs/deploy.md)`
  );
}
