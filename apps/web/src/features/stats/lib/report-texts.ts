/** The words of the annual report's card, in one place (an English version comes later). */
export const REPORT_TEXTS = {
  title: 'Rapport annuel (PDF)',
  description: 'Pour l’assemblée générale : soldes, cotisations par mois, sorties, blocs et membres en retard.',
  yearLabel: 'Année du rapport',
  button: (year: number) => `Télécharger le rapport ${year}`,
  done: (fileName: string) => `« ${fileName} » téléchargé.`,
  failed: 'Le rapport annuel n’a pas pu être téléchargé',
} as const;
