import { decisionRefusal, type Langue } from '@quartier/shared';
import type { Executor } from '../../db/client.js';
import type { Actor, AuthContext } from '../../context.js';
import { audit, type AuditEntry } from '../../lib/audit.js';
import { AppError, refuse } from '../../lib/errors.js';
import { languageOfMember } from '../associations/repository.js';
import { insertNotification } from '../notifications/repository.js';
import { NOTIFICATION_WORDS, type NotificationWords } from '../notifications/words.js';
import * as repo from './repository.js';

/*
 * What the three approval flows share (withdrawals, modification requests, corrections): the
 * four-eyes rule and the words of their notifications.
 */

export type SignedIn = Actor & { auth: AuthContext };

/** Nobody decides their own request; only the other officer (Président or Secrétaire) decides. */
export async function checkCounterpart(executor: Executor, auth: AuthContext, requesterId: number) {
  const requester = await repo.memberRole(executor, requesterId);
  refuse(decisionRefusal(auth, requester ? { id: requesterId, roleCode: requester.code } : null));
}

/** Who decided and when, and the refusal's reason when it is one (withdrawals, modification requests). */
export function decided(statut: 'Valide' | 'Rejetee', motif: string | undefined, auth: AuthContext, now: Date) {
  return {
    statut,
    motifRefus: statut === 'Rejetee' ? motif || null : null,
    validatorId: auth.memberId,
    validatedAt: now,
  };
}

/** A live edit window serves once: spent in the correction's transaction, or the correction stops. */
export async function spendEditWindow(tx: Executor, windowId: number, now: Date) {
  if (!(await repo.spendEditWindow(tx, windowId, now))) throw new AppError('EDIT_WINDOW_SPENT');
}

/**
 * A decision on a request, in its transaction: the requester is told (a notification whose title
 * says which request and which way, in the requester's language: issue 25) and the decision is
 * audited as `<entity>.validate` or `<entity>.reject`.
 */
export async function recordDecision(
  tx: Executor,
  actor: SignedIn,
  now: Date,
  decision: {
    kind: keyof NotificationWords['requestTitles'];
    statut: 'Valide' | 'Rejetee';
    requesterId: number;
    /** The notification's text in the requester's language. */
    contenu: (words: NotificationWords, langue: Langue) => string;
  } & Required<Pick<AuditEntry, 'entity' | 'entityId' | 'before' | 'after' | 'memberId' | 'caisseId'>>,
) {
  const { kind, statut, requesterId, contenu, ...entry } = decision;
  const langue = await languageOfMember(tx, requesterId);
  const words = NOTIFICATION_WORDS[langue];
  await insertNotification(tx, {
    recipientId: requesterId,
    type: 'request',
    titre: words.requestTitles[kind][statut],
    contenu: contenu(words, langue),
    createdBy: actor.auth.memberId,
    createdAt: now,
  });
  await audit(tx, {
    actorId: actor.auth.memberId,
    action: `${entry.entity}.${statut === 'Valide' ? 'validate' : 'reject'}`,
    ...entry,
    ip: actor.ip,
  });
}
