import { CAISSE_NAMES, SOLIDARITY_TYPES, type CaisseId, type ModificationRequestView } from '@quartier/shared';

/** Data values of a request or withdrawal status (rulings R8). */
export type RequestStatus = ModificationRequestView['statut'];

/**
 * How a status is written and coloured on screen (spec section 4, rulings R8): En cours yellow,
 * Validée green, Rejetée red, Expirée blue. Dark text on a light tint keeps a 4.5:1 contrast.
 */
export const STATUS_LOOK: Record<RequestStatus, { label: string; background: string; color: string }> = {
  'En cours': { label: 'En cours', background: 'var(--mantine-color-yellow-2)', color: '#5c4300' },
  Valide: { label: 'Validée', background: 'var(--mantine-color-green-1)', color: '#1b5e20' },
  Rejetee: { label: 'Rejetée', background: 'var(--mantine-color-red-1)', color: '#9b1111' },
  Expiree: { label: 'Expirée', background: 'var(--mantine-color-blue-1)', color: '#0b4a8b' },
};

export const MODIFICATION_TYPE_LABELS: Record<ModificationRequestView['type'], string> = {
  entree: 'Entrée',
  sortie: 'Sortie',
};

export function caisseLabel(id: number): string {
  return CAISSE_NAMES[id as CaisseId] ?? `Caisse ${id}`;
}

/** Solidarity withdrawals carry a type code '1' | '2' | '3' (spec section 5); monthly ones a word. */
export function withdrawalTypeLabel(cotisation: number, type: string): string {
  if (cotisation === 1 && type in SOLIDARITY_TYPES) return SOLIDARITY_TYPES[type as keyof typeof SOLIDARITY_TYPES];
  return type;
}

/** '2026-07-14' (a calendar day, no time) as '14/07/2026'. */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}
