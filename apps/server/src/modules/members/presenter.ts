import {
  phoneVisible,
  type CaisseId,
  type Member,
  type MemberStatus,
  type RoleCode,
  type Sexe,
} from '@quartier/shared';
import type { MemberRow, SubscriptionRow } from './repository.js';

/**
 * The API's member shape (spec section 3), never a raw row: no password hash ever leaves, and
 * a Membre never reads another member's phone number (rulings R4).
 */
export function presentMember(
  row: MemberRow,
  subscriptions: SubscriptionRow[],
  viewer?: { memberId: number; role: RoleCode },
): Member {
  const showPhone = phoneVisible(viewer, row.id);
  return {
    id: row.id,
    nom: row.nom,
    prenom: row.prenom,
    sexe: row.sexe as Sexe,
    telephone: showPhone ? row.telephone : null,
    bloc: row.bloc,
    RoleId: row.roleId,
    Role: { id: row.roleId, code: row.roleCode as RoleCode, nom: row.roleNom },
    statut: row.statut as MemberStatus,
    createdAt: row.createdAt.toISOString(),
    membre_cotisations: subscriptions
      .filter((s) => s.memberId === row.id)
      .map((s) => ({ CotisationId: s.caisseId as CaisseId, statut: s.statut, Cotisation: { nom: s.caisseNom } })),
  };
}

export function presentSessionMember(row: MemberRow) {
  return {
    id: row.id,
    telephone: row.telephone,
    nom: row.nom,
    prenom: row.prenom,
    Role: { code: row.roleCode as RoleCode, nom: row.roleNom },
  };
}
