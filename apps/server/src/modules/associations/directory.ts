import type { Database } from '../../db/client.js';
import { findAssociationBySlug, findDefaultAssociation, type AssociationRow } from './repository.js';

/** Slugs and the default association change rarely; every anonymous request asks. */
const KEEP_MS = 30_000;

/**
 * What tells the directory that an association's row may have changed (its status, issue 22):
 * the read cache's generations, which move on every change the database announces, across
 * processes (db/changes.ts). While announcements could be missed (READ_CACHE=false, a lost
 * listener) nothing is kept, as for sessions; a directory built without it keeps rows KEEP_MS.
 */
export interface DirectoryFreshness {
  live(): boolean;
  generationOf(associationId: number): number;
  readonly generation: number;
}

/**
 * Which association an address names, kept a few seconds per process. Only found associations
 * are kept: a slug created a moment ago is found at once.
 */
export class AssociationDirectory {
  private readonly kept = new Map<string, { row: AssociationRow; until: number; generation: number }>();

  constructor(
    private readonly db: Database,
    private readonly freshness?: DirectoryFreshness,
  ) {}

  bySlug(slug: string): Promise<AssociationRow | undefined> {
    return this.remember(`slug:${slug}`, () => findAssociationBySlug(this.db, slug));
  }

  default(): Promise<AssociationRow | undefined> {
    return this.remember('default', () => findDefaultAssociation(this.db));
  }

  private async remember(key: string, load: () => Promise<AssociationRow | undefined>) {
    const now = Date.now();
    const kept = this.kept.get(key);
    if (kept && kept.until > now && !this.changedSince(kept.row.id, kept.generation)) return kept.row;
    const generation = this.freshness?.generation ?? 0;
    const row = await load();
    if (row) {
      if (this.kept.size > 10_000) this.kept.clear();
      this.kept.set(key, { row, until: now + KEEP_MS, generation });
    }
    return row;
  }

  private changedSince(associationId: number, generation: number) {
    const freshness = this.freshness;
    if (!freshness) return false;
    // Announcements may have been missed: kept rows are not trusted beyond the current read.
    if (!freshness.live()) return true;
    return freshness.generationOf(associationId) > generation;
  }
}
