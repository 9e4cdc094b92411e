import type { Database } from '../../db/client.js';
import { findAssociationBySlug, findDefaultAssociation, type AssociationRow } from './repository.js';

/** Slugs and the default association change rarely; every anonymous request asks. */
const KEEP_MS = 30_000;

/**
 * Which association an address names, kept a few seconds per process. Only found associations
 * are kept: a slug created a moment ago is found at once.
 */
export class AssociationDirectory {
  private readonly kept = new Map<string, { row: AssociationRow; until: number }>();

  constructor(private readonly db: Database) {}

  bySlug(slug: string): Promise<AssociationRow | undefined> {
    return this.remember(`slug:${slug}`, () => findAssociationBySlug(this.db, slug));
  }

  default(): Promise<AssociationRow | undefined> {
    return this.remember('default', () => findDefaultAssociation(this.db));
  }

  private async remember(key: string, load: () => Promise<AssociationRow | undefined>) {
    const now = Date.now();
    const kept = this.kept.get(key);
    if (kept && kept.until > now) return kept.row;
    const row = await load();
    if (row) {
      if (this.kept.size > 10_000) this.kept.clear();
      this.kept.set(key, { row, until: now + KEEP_MS });
    }
    return row;
  }
}
