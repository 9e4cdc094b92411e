import { decisionRefusal, POLICY_MESSAGES } from '@quartier/shared';
import type { Executor } from '../../db/client.js';
import type { Actor, AuthContext } from '../../context.js';
import { refuse } from '../../lib/errors.js';
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

export const NO_EDIT_WINDOW = POLICY_MESSAGES.noEditWindow;

/** Nobody decides their own request; only the other officer (Président or Secrétaire) decides. */
export async function checkCounterpart(executor: Executor, auth: AuthContext, requesterId: number) {
  const requester = await repo.memberRole(executor, requesterId);
  refuse(decisionRefusal(auth, requester ? { id: requesterId, roleCode: requester.code } : null));
}
