import { CAISSE, CAISSE_NAMES, type CaisseId, type Member, type Sexe } from '@quartier/shared';

/** The solidarity toggle is on when the member has CotisationId 1 with statut 'Actif' (spec 'Inscriptions page'). */
export function hasSolidarity(member: Pick<Member, 'membre_cotisations'>): boolean {
  return member.membre_cotisations.some((s) => s.CotisationId === CAISSE.solidarite && s.statut === 'Actif');
}

/** Funds the member is subscribed to (active subscriptions only), in fund order. */
export function activeCaisses(member: Pick<Member, 'membre_cotisations'>): CaisseId[] {
  return member.membre_cotisations
    .filter((s) => s.statut === 'Actif')
    .map((s) => s.CotisationId)
    .sort((a, b) => a - b);
}

export function caisseName(id: CaisseId): string {
  return CAISSE_NAMES[id];
}

export const SEX_LABELS: Record<Sexe, string> = { M: 'Homme', F: 'Femme' };

/** French quotes with non-breaking spaces inside: « Bloc A » never breaks after «. */
export function quote(text: string): string {
  return `\u00ab\u00a0${text}\u00a0\u00bb`;
}

/** A non-breaking space, e.g. before ':' in French. */
export const NBSP = '\u00a0';
