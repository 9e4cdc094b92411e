import type { Executor } from '../db/client.js';
import { auditLog } from '../db/schema.js';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  /**
   * The member the entry concerns, for the journal's member filter (ADR 0020). An entry about a
   * member (entity 'membre') concerns that member without saying so.
   */
  memberId?: number | null;
  /** The fund the entry concerns, for the journal's fund filter. */
  caisseId?: number | null;
}

/** Written inside the caller's transaction: the change and its trace commit together. */
export async function audit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    memberId: entry.memberId ?? (entry.entity === 'membre' && entry.entityId != null ? Number(entry.entityId) : null),
    caisseId: entry.caisseId ?? null,
  });
}
