import { JOURNAL_KIND_LABELS, type JournalKind, type Langue } from '@quartier/shared';

/**
 * The journal's Excel export in the requester's language (issue 25): file and sheet names,
 * headers, the kinds' names. The entries' sentences (`resume`, `changements`) are still the
 * presenter's French (presenter.ts).
 */
const fr = {
  /** « Journal 2026-01-01 au 2026-03-31.xlsx », « Journal 2026-11-27.xlsx ». */
  file: (period: string) => `Journal ${period}.xlsx`,
  period: (du: string | undefined, au: string | undefined) => `${du ?? 'début'} au ${au ?? 'aujourd’hui'}`,
  sheet: 'Journal',
  date: 'Date',
  auteur: 'Auteur',
  type: 'Type',
  membre: 'Membre concerné',
  caisse: 'Caisse',
  resume: 'Écriture',
  changements: 'Avant → après',
  /** The author of what a scheduled job or the administrator's command line wrote. */
  server: 'Le serveur',
  kinds: { ...JOURNAL_KIND_LABELS } as Record<JournalKind, string>,
};

export type JournalWords = typeof fr;

const en: JournalWords = {
  file: (period) => `Log ${period}.xlsx`,
  period: (du, au) => `${du ?? 'start'} to ${au ?? 'today'}`,
  sheet: 'Log',
  date: 'Date',
  auteur: 'Author',
  type: 'Type',
  membre: 'Member concerned',
  caisse: 'Fund',
  resume: 'Entry',
  changements: 'Before → after',
  server: 'The server',
  kinds: {
    cotisation: 'Contributions',
    correction: 'Corrections',
    sortie: 'Withdrawals',
    demande: 'Modification requests',
    membre: 'Members',
    bureau: 'Bureau changes',
    association: 'Association settings',
  },
};

export const JOURNAL_WORDS: Record<Langue, JournalWords> = { fr, en };
