import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { serviceSettings } from '../db/schema.js';
import { asService } from '../db/scope.js';

/**
 * Settings of the whole hosted service (issue 22, table parametres_service), changed by the
 * operator only. The table is closed to the role requests run as: every read and write here is
 * service scope, named.
 */

/** Who may create an association: anyone with a phone, or only a founder holding an invitation code. */
export const CREATION_MODES = ['ouverte', 'invitation'] as const;
export type CreationMode = (typeof CREATION_MODES)[number];

export async function readCreationMode(db: Executor): Promise<CreationMode> {
  const [row] = await asService(
    async () =>
      await db
        .select({ value: serviceSettings.value })
        .from(serviceSettings)
        .where(eq(serviceSettings.key, 'creation.mode')),
  );
  return row?.value === 'invitation' ? 'invitation' : 'ouverte';
}

export async function writeCreationMode(db: Executor, mode: CreationMode): Promise<void> {
  await asService(
    async () =>
      await db
        .insert(serviceSettings)
        .values({ key: 'creation.mode', value: mode })
        .onConflictDoUpdate({ target: serviceSettings.key, set: { value: mode, updatedAt: sql`now()` } }),
  );
}

/**
 * Invitation codes are typed by a founder from an SMS or a paper: case and spaces do not matter.
 * Only their sha-256 is stored (codes_invitation.code_hash).
 */
export function hashInvitationCode(code: string): string {
  return createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toUpperCase())
    .digest('hex');
}
