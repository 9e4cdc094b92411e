import { desc, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

export async function insertNotification(
  executor: Executor,
  values: {
    recipientId: number | null;
    type: 'rappel' | 'request';
    titre: string;
    contenu: string;
    createdBy: number | null;
    createdAt?: Date;
  },
) {
  const [row] = await executor.insert(notifications).values(values).returning();
  return row!;
}

/** What a member reads: messages to everyone and messages to her. */
export async function notificationsFor(executor: Executor, memberId: number, limit = 200) {
  return executor
    .select()
    .from(notifications)
    .where(or(isNull(notifications.recipientId), eq(notifications.recipientId, memberId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}
