import type { notifications } from '../../db/schema.js';

export function presentNotification(row: typeof notifications.$inferSelect) {
  return {
    id: row.id,
    type: row.type as 'rappel' | 'request',
    titre: row.titre,
    contenu: row.contenu,
    createdAt: row.createdAt.toISOString(),
    pourTous: row.recipientId === null,
  };
}
