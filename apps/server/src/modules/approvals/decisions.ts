import { isCounterpart, type RoleCode } from '@quartier/shared';
import type { Executor } from '../../db/client.js';
import type { Actor, AuthContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
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

export const NO_EDIT_WINDOW =
  'Modification refusée : il faut une demande de modification validée par le Président depuis moins de 30 minutes.';

/** Nobody decides their own request; only the other officer (Président or Secrétaire) decides. */
export async function checkCounterpart(executor: Executor, auth: AuthContext, requesterId: number) {
  if (requesterId === auth.memberId)
    throw new AppError('FORBIDDEN', 'Vous ne pouvez pas valider ou rejeter votre propre demande.');
  const requester = await repo.memberRole(executor, requesterId);
  if (!requester || !isCounterpart(auth.role, requester.code as RoleCode))
    throw new AppError(
      'FORBIDDEN',
      'Seul l’autre officier (Président ou Secrétaire) peut valider ou rejeter cette demande.',
    );
}
