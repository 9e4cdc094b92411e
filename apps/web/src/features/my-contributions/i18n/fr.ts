import type { CatalogueShape } from '@/lib/i18n/catalogue-shape';
/**
 * The words of 'Mes contributions' (ADR 0029, 'Catalogues by feature'), in the spec's French.
 * Amounts, months and dates come formatted (lib/format, components/period) in the reader's language.
 */
export const fr = {
  category: 'Catégorie',
  categories: { 1: 'Fond de solidarité', 3: 'Cotisation mensuelle' },
  loadFailed: 'Vos contributions n’ont pas pu être chargées',
  receiptsLoadFailed: 'Vos reçus n’ont pas pu être chargés',
  total: 'Total Cotisations',
  ofYear: (year: number) => `Cotisations ${year}`,
  /** `month`: its name as written inside a sentence ('mars', 'avril'). */
  ofMonth: (month: string, year: number) =>
    `Cotisations ${/^[aeiouyéè]/.test(month) ? `d’${month}` : `de ${month}`} ${year}`,
  best: 'Plus grosse cotisation',
  loading: 'Chargement de vos contributions',
  monthlyTitle: (year: number) => `Contributions sur l’année ${year}`,
  yearlyTitle: 'Contributions par années de fonctionnement',
  noneSummary: (title: string) => `${title} : aucune contribution.`,
  monthlySummary: (title: string, total: string, months: number, list: string) =>
    `${title} : ${total} en ${months} mois ; ${list}.`,
  yearlySummary: (title: string, list: string) => `${title} : ${list}.`,
  yearTotal: (amount: string) => `Total de l’année : ${amount}`,
  noneInYear: (year: number) => `Aucune contribution enregistrée en ${year} dans cette caisse.`,
  amount: 'Montant',
  month: 'Mois',
  yearColumn: 'Année',
  contributions: 'Contributions',
  caption: (title: string) => `${title} (XAF)`,
  noneYet: 'Aucune contribution pour le moment',
  noneYetText: 'Vos cotisations à cette caisse apparaîtront ici, année après année.',
  since: (year: string, amount: string) => `Depuis ${year} : ${amount}`,
  receipts: {
    title: 'Mes reçus',
    text: 'Chaque cotisation enregistrée vous est confirmée par SMS avec ce numéro.',
    profileLink: 'Reçus par SMS : votre profil',
    emptyTitle: 'Aucun reçu',
    emptyText: (year: number) => `Aucune cotisation enregistrée avec reçu en ${year} dans cette caisse.`,
    less: 'Voir moins',
    all: (count: number) => `Voir les ${count} reçus`,
    correction: 'Correction',
    recordedOn: (date: string) => `Enregistré le ${date}`,
    loading: 'Chargement de vos reçus',
  },
};

/** The shape of every language's catalogue: each text a string or a function of its values. */
export type Messages = CatalogueShape<typeof fr>;
