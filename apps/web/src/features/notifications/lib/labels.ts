import { FRENCH_MONTHS, withdrawalTypeName, type CaisseId, type ModificationRequestView } from '@quartier/shared';
import { monthTitle } from '@/components/period';
import { currentLanguage, currentMessages } from '@/lib/i18n';
import { messages } from '../i18n';

/** Data values of a request or withdrawal status (rulings R8). */
export type RequestStatus = ModificationRequestView['statut'];

/**
 * How a status is written and coloured on screen (spec section 4, rulings R8): En cours yellow,
 * Validée green, Rejetée red, Expirée blue. Dark text on a light tint keeps a 4.5:1 contrast.
 * The label is the reader's language (the data keep their value).
 */
function look(status: RequestStatus, background: string, color: string) {
  return {
    get label() {
      return messages().status[status];
    },
    background,
    color,
  };
}
export const STATUS_LOOK: Record<RequestStatus, { readonly label: string; background: string; color: string }> = {
  'En cours': look('En cours', 'var(--mantine-color-yellow-2)', '#5c4300'),
  Valide: look('Valide', 'var(--mantine-color-green-1)', '#1b5e20'),
  Rejetee: look('Rejetee', 'var(--mantine-color-red-1)', '#9b1111'),
  Expiree: look('Expiree', 'var(--mantine-color-blue-1)', '#0b4a8b'),
};

/** 'Entrée' or 'Sortie' in the reader's language. */
export const MODIFICATION_TYPE_LABELS: Record<ModificationRequestView['type'], string> = {
  get entree() {
    return messages().modificationTypes.entree;
  },
  get sortie() {
    return messages().modificationTypes.sortie;
  },
};

export function caisseLabel(id: number): string {
  return currentMessages().funds[id as CaisseId] ?? messages().unknownFund(id);
}

/** A fund named by the server (its French name): the data in French, the catalogue's name otherwise. */
export function fundName(id: number, serverName: string): string {
  return currentLanguage() === 'fr' ? serverName : (currentMessages().funds[id as CaisseId] ?? serverName);
}

/** Solidarity withdrawals carry a type code '1' | '2' | '3' (spec section 5); monthly ones a word. */
export function withdrawalTypeLabel(cotisation: number, type: string): string {
  return withdrawalTypeName(cotisation, type, currentLanguage());
}

/** A month the API writes in French ('Mars') in the reader's language. */
export function monthLabel(mois: string): string {
  const index = (FRENCH_MONTHS as readonly string[]).indexOf(mois);
  return index >= 0 ? monthTitle(index + 1) : mois;
}

/** '2026-07-14' (a calendar day, no time) as '14/07/2026'. */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}
