import { plural } from '@quartier/shared';
import type { CatalogueShape } from '@/lib/i18n/catalogue-shape';
/** 'de mars', 'd’avril', 'd’août', 'd’octobre' (as components/period.ts's ofMonth). */
const ofMonth = (month: string) => (/^[aeiouyéè]/.test(month) ? `d’${month}` : `de ${month}`);

/** French counts: 0 and 1 take the singular ('1 membre', '0 femme'). */
const count = (n: number, one: string, other: string) => plural(n, 'fr', { one, other });

/**
 * The statistics' own words (/stats, ADR 0029 'Catalogues by feature'): they travel in the
 * page's lazy chunk; en.ts is typed by this one. Amounts, shares and month names come formatted
 * in the reader's language (lib/format, components/period, components/period-format).
 */
export const fr = {
  filters: {
    category: 'Catégorie',
    /** The categories of the selector, by fund number (spec 'Statistics'). */
    categories: { 1: 'Fond de solidarité', 2: 'Inscriptions', 3: 'Cotisation mensuelle' },
    yearNotApplies: 'L’année ne s’applique pas aux inscriptions : les chiffres portent sur tous les membres.',
  },
  report: {
    title: 'Rapport annuel (PDF)',
    description: 'Pour l’assemblée générale : soldes, cotisations par mois, sorties, blocs et membres en retard.',
    yearLabel: 'Année du rapport',
    button: (year: number) => `Télécharger le rapport ${year}`,
    done: (fileName: string) => `« ${fileName} » téléchargé.`,
    failed: 'Le rapport annuel n’a pas pu être téléchargé',
  },
  fund: {
    currentBalance: (amount: string) => `Solde actuel : ${amount}`,
    figuresFailed: 'Les chiffres de la caisse n’ont pas pu être chargés',
    figuresLoading: 'Chargement des chiffres',
    totalIn: 'Total des cotisations',
    totalOut: 'Total des sorties',
    yearIn: (year: number) => `Cotisations ${year}`,
    yearOut: (year: number) => `Sorties ${year}`,
    /** `month`: its name in a sentence ('mars'). */
    monthIn: (month: string, year: number) => `Cotisations ${ofMonth(month)} ${year}`,
    monthOut: (month: string, year: number) => `Sorties ${ofMonth(month)} ${year}`,
    sinceJanuary: (amount: string, lastYear: number) => `depuis le 1er janvier (${amount} fin ${lastYear})`,
    allYears: 'toutes années confondues',
    comparedTo: (period: string, amount: string) => `par rapport à ${period} (${amount})`,
  },
  inOut: {
    title: (year: number) => `Entrées et sorties par mois en ${year}`,
    failed: 'Le graphique n’a pas pu être chargé',
    in: 'Entrées',
    out: 'Sorties',
    month: 'Mois',
    totals: (totalIn: string, totalOut: string) => `Entrées : ${totalIn} · Sorties : ${totalOut}`,
    /** What a screen reader says in place of the chart; `best`: the strongest month, if any came in. */
    summary: (title: string, totalIn: string, totalOut: string, best: { month: string; amount: string } | null) =>
      `${title} : ${totalIn} d’entrées et ${totalOut} de sorties sur l’année` +
      (best ? ` ; le mois le plus fort en entrées est ${best.month} (${best.amount}).` : '.'),
  },
  perBloc: {
    title: (year: number) => `Cotisations ${year} par bloc`,
    loading: 'Chargement des cotisations par bloc',
    failed: 'Les cotisations par bloc n’ont pas pu être chargées',
    emptyTitle: 'Aucune cotisation',
    emptyText: (year: number) => `Aucune cotisation n’a été enregistrée en ${year} dans cette caisse.`,
    total: (amount: string) => `Total : ${amount}`,
    /** `parts`: each block with its amount and share, already joined. */
    summary: (title: string, parts: string) => `${title} : ${parts}.`,
  },
  running: {
    title: (year: number) => `Cumul de l’année ${year}`,
    description: 'Totaux cumulés depuis le 1er janvier, en XAF',
    loading: 'Chargement des cumuls',
    failed: 'Les cumuls n’ont pas pu être chargés',
    tableLabel: (title: string) => `${title}, montants en XAF`,
    month: 'Mois',
    in: 'Entrées',
    out: 'Sorties',
    balance: 'Solde',
  },
  inscriptions: {
    loading: 'Chargement des inscriptions',
    failed: 'Erreur lors de la collection des utilisateurs par blocs',
    heading: 'Inscriptions · tous les membres',
    members: 'Membres',
    women: 'Femmes',
    men: 'Hommes',
    fees: 'Droits d’inscription',
    shareOfMembers: (share: string) => `${share} des membres`,
  },
  blocMembers: {
    title: 'Membres par bloc',
    /** The counts come as numbers (for the plural) and as written ('1 250'). */
    description: (members: number, membersText: string, blocs: number, blocsText: string) =>
      `${membersText} ${count(members, 'membre', 'membres')} dans ${blocsText} ${count(blocs, 'bloc', 'blocs')}`,
    summary: (parts: string) => `Membres par bloc : ${parts}.`,
    count: (members: number, membersText: string) => `${membersText} ${count(members, 'membre', 'membres')}`,
    tableLabel: 'Membres par bloc, du plus grand au plus petit',
    bloc: 'Bloc',
    members: 'Membres',
    share: 'Part',
    largest: 'le plus grand',
    smallest: 'le plus petit',
  },
  gender: {
    title: 'Hommes et femmes par bloc',
    women: 'Femmes',
    men: 'Hommes',
    /** One block in the summary: 'Bloc A 3 femmes et 2 hommes'. */
    blocLine: (bloc: string, women: number, womenText: string, men: number, menText: string) =>
      `${bloc} ${womenText} ${count(women, 'femme', 'femmes')} et ${menText} ${count(men, 'homme', 'hommes')}`,
    summary: (parts: string) => `Hommes et femmes par bloc : ${parts}.`,
    bloc: 'Bloc',
    total: 'Total',
  },
};

export type StatsMessages = CatalogueShape<typeof fr>;
