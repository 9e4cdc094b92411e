import { decisionRefusal } from '@quartier/shared';
import type { Executor } from '../../db/client.js';
import type { Actor, AuthContext } from '../../context.js';
import { audit, type AuditEntry } from '../../lib/audit.js';
import { AppError, refuse } from '../../lib/errors.js';
import { insertNotification } from '../notifications/repository.js';
import * as repo from './repository.js';

/*
 * What the three approval flows share (withdrawals, modification requests, corrections): the
 * four-eyes rule and the words of their notifications.
 */

export type SignedIn = Actor & { auth: AuthContext };
export const REQUEST_TITLES = {
  modification: { Valide: 'Validation d’une demande de modification', Rejetee: 'Rejet d’une demande de modification' },
  sortie: { Valide: 'Validation d’une demande de sortie', Rejetee: 'Rejet d’une demande de sortie' },
} as const;

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

/** The end of a refusal's notification: its reason when the officer gave one. */
export const refusalReason = (motif: string | null | undefined) => (motif ? ` : ${motif}` : '.');

/** A live edit window serves once: spent in the correction's transaction, or the correction stops. */
export async function spendEditWindow(tx: Executor, windowId: number, now: Date) {
  if (!(await repo.spendEditWindow(tx, windowId, now))) throw new AppError('EDIT_WINDOW_SPENT');
}

/**
 * A decision on a request, in its transaction: the requester is told (a notification whose title
 * says which request and which way) and the decision is audited as `<entity>.validate` or
 * `<entity>.reject`.
 */
export async function recordDecision(
  tx: Executor,
  actor: SignedIn,
  now: Date,
  decision: {
    kind: keyof typeof REQUEST_TITLES;
    statut: 'Valide' | 'Rejetee';
    requesterId: number;
    contenu: string;
  } & Required<Pick<AuditEntry, 'entity' | 'entityId' | 'before' | 'after' | 'memberId' | 'caisseId'>>,
) {
  const { kind, statut, requesterId, contenu, ...entry } = decision;
  await insertNotification(tx, {
    recipientId: requesterId,
    type: 'request',
    titre: REQUEST_TITLES[kind][statut],
    contenu,
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
