import type { JournalKind } from '@quartier/shared';

/** An entry's kind on its card (the filter lists the kinds with JOURNAL_KIND_LABELS, plural). */
export const KIND_BADGES: Record<JournalKind, string> = {
  cotisation: 'Cotisation',
  correction: 'Correction',
  sortie: 'Sortie',
  demande: 'Demande',
  membre: 'Membre',
  bureau: 'Bureau',
  association: 'Réglages',
};

/** Every word the journal page shows, in one place (the English translation comes later). */
export const JOURNAL_TEXTS = {
  intro:
    'Chaque écriture qui a touché l’argent ou les membres : qui, quand, quoi, avant et après. Le journal ne se modifie pas et ne s’efface pas.',
  refusedTitle: 'Journal réservé au bureau',
  refused:
    'Le journal des écritures est consulté par les membres du bureau (Commissaire aux comptes, Censeur et les autres responsables).',
  filters: 'Filtres',
  clearFilters: 'Effacer les filtres',
  from: 'Du',
  to: 'Au',
  fund: 'Caisse',
  kind: 'Type d’écriture',
  member: 'Membre concerné',
  author: 'Auteur',
  all: 'Toutes',
  allKinds: 'Tous',
  anyone: 'Tout le monde',
  memberPlaceholder: 'Tapez un nom, un prénom ou un bloc',
  searching: 'Recherche…',
  noMemberFound: 'Aucun membre ne correspond.',
  export: 'Exporter (Excel)',
  exportFailed: 'L’export du journal a échoué',
  loading: 'Chargement du journal',
  loadFailed: 'Journal indisponible',
  emptyTitle: 'Aucune écriture',
  emptyFiltered: 'Aucune écriture ne correspond à ces filtres.',
  empty: 'Les cotisations, sorties et changements de membres apparaîtront ici.',
  server: 'Le serveur',
  by: 'Par',
  before: 'Avant',
  after: 'Après',
  nothing: '—',
  pages: 'Pages du journal',
  updating: 'Mise à jour du journal',
  count: (total: number, page: number, pages: number) =>
    `${total} ${total > 1 ? 'écritures' : 'écriture'}${pages > 1 ? ` · page ${page} sur ${pages}` : ''}`,
} as const;
