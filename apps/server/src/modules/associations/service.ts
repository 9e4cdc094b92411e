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
