import { JOURNAL_KIND_LABELS } from '@quartier/shared';
import type { CatalogueShape } from '@/lib/i18n/catalogue-shape';

/**
 * The journal page's words (ADR 0029, 'Catalogues by feature'). The entries' sentences and field
 * names are written by the server, in French (modules/journal/presenter.ts): they are shown as sent.
 */
export const fr = {
  intro:
    'Chaque écriture qui a touché l’argent ou les membres : qui, quand, quoi, avant et après. Le journal ne se modifie pas et ne s’efface pas.',
  refusedTitle: 'Journal réservé au bureau',
  refused:
    'Le journal des écritures est consulté par les membres du bureau (Commissaire aux comptes, Censeur et les autres responsables).',
  filters: 'Filtres',
  activeFilters: (count: number) => `${count} filtres actifs`,
  clearFilters: 'Effacer les filtres',
  from: 'Du',
  to: 'Au',
  fund: 'Caisse',
  kind: 'Type d’écriture',
  member: 'Membre concerné',
  author: 'Auteur',
  all: 'Toutes',
  allKinds: 'Tous',
  memberPlaceholder: 'Tapez un nom, un prénom ou un bloc',
  memberNumber: (id: number) => `Membre n°${id}`,
  removeMember: (label: string, name: string) => `${label} : retirer ${name}`,
  membersFound: (label: string) => `${label} : membres trouvés`,
  searching: 'Recherche…',
  noMemberFound: 'Aucun membre ne correspond.',
  export: 'Exporter (Excel)',
  exportFailed: 'L’export du journal a échoué',
  /** The export's file name, without '.xlsx'. */
  fileName: (from: string, to: string) =>
    from || to ? `Journal ${from || 'début'} au ${to || 'aujourd’hui'}` : 'Journal',
  loading: 'Chargement du journal',
  loadFailed: 'Journal indisponible',
  emptyTitle: 'Aucune écriture',
  emptyFiltered: 'Aucune écriture ne correspond à ces filtres.',
  empty: 'Les cotisations, sorties et changements de membres apparaîtront ici.',
  entries: 'Écritures',
  server: 'Le serveur',
  by: 'Par',
  pages: 'Pages du journal',
  updating: 'Mise à jour du journal',
  count: (total: number, page: number, pages: number) =>
    `${total} ${total > 1 ? 'écritures' : 'écriture'}${pages > 1 ? ` · page ${page} sur ${pages}` : ''}`,
  /** An entry's kind on its card. */
  kindBadges: {
    cotisation: 'Cotisation',
    correction: 'Correction',
    sortie: 'Sortie',
    demande: 'Demande',
    membre: 'Membre',
    bureau: 'Bureau',
    association: 'Réglages',
  },
  /** The kinds in the filter (plural). */
  kinds: JOURNAL_KIND_LABELS,
};

/** The shape of every language's catalogue: each text a string or a function of its values. */
export type Messages = CatalogueShape<typeof fr>;
