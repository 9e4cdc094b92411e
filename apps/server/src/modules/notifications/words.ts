import { formatXaf, type Langue } from '@quartier/shared';

/**
 * The in-app notifications the server writes itself (issue 25), stored in the recipient's
 * language at the time they are written (a notification is data: its title and text are read
 * back as stored). The Secrétaire's own reminders stay as she wrote them; only the line the
 * server adds to them (what each member still owes) follows the recipient. French is unchanged
 * word for word.
 */
const fr = {
  /** The monthly job's reminder (reminders.ts). */
  monthlyReminderTitle: 'Rappel de cotisation mensuelle',
  monthlyReminderText: (prenom: string, due: number, year: number, perMonth: number) =>
    `Bonjour ${prenom}, il vous reste ${formatXaf(due)} à verser sur la cotisation mensuelle de ${year} (${formatXaf(perMonth)} par mois).`,
  /** Added under the Secrétaire's text, for each member behind on a fund. */
  stillDue: (due: number, fund: string) => `\nReste à verser : ${formatXaf(due)} (${fund}).`,
  /** The answer to a request: which request, which way. */
  requestTitles: {
    modification: {
      Valide: 'Validation d’une demande de modification',
      Rejetee: 'Rejet d’une demande de modification',
    },
    sortie: { Valide: 'Validation d’une demande de sortie', Rejetee: 'Rejet d’une demande de sortie' },
  },
  modificationValidated: (libelle: string) =>
    `Votre demande « ${libelle} » est validée : vous avez 30 minutes pour faire la modification.`,
  modificationRejected: (libelle: string, motif: string | null) =>
    `Votre demande « ${libelle} » a été rejetée${motif ? ` : ${motif}` : '.'}`,
  withdrawalValidated: (libelle: string, montant: number) =>
    `Votre demande de sortie « ${libelle} » (${formatXaf(montant)}) a été validée.`,
  withdrawalRejected: (libelle: string, motif: string | null) =>
    `Votre demande de sortie « ${libelle} » a été rejetée${motif ? ` : ${motif}` : '.'}`,
  /** To the other officer, when a change to the bureau waits for them. */
  officeToDecideTitle: 'Changement du bureau à valider',
  officeToDecideText: (prenom: string, nom: string) =>
    `Un changement concernant ${prenom} ${nom} attend votre validation (Notifications, « Changements du bureau »).`,
  officeDecidedTitle: { Valide: 'Changement du bureau validé', Rejetee: 'Changement du bureau rejeté' },
  officeValidatedText: 'Votre demande de changement du bureau a été validée et appliquée.',
  officeRejectedText: (motif: string | null) =>
    `Votre demande de changement du bureau a été rejetée${motif ? ` : ${motif}` : '.'}`,
};

export type NotificationWords = typeof fr;

const en: NotificationWords = {
  monthlyReminderTitle: 'Monthly contribution reminder',
  monthlyReminderText: (prenom, due, year, perMonth) =>
    `Hello ${prenom}, you still have ${formatXaf(due, 'en')} to pay towards your ${year} monthly contributions (${formatXaf(perMonth, 'en')} per month).`,
  stillDue: (due, fund) => `\nStill to pay: ${formatXaf(due, 'en')} (${fund}).`,
  requestTitles: {
    modification: { Valide: 'Modification request validated', Rejetee: 'Modification request rejected' },
    sortie: { Valide: 'Withdrawal request validated', Rejetee: 'Withdrawal request rejected' },
  },
  modificationValidated: (libelle) => `Your request “${libelle}” is validated: you have 30 minutes to make the change.`,
  modificationRejected: (libelle, motif) => `Your request “${libelle}” was rejected${motif ? `: ${motif}` : '.'}`,
  withdrawalValidated: (libelle, montant) =>
    `Your withdrawal request “${libelle}” (${formatXaf(montant, 'en')}) was validated.`,
  withdrawalRejected: (libelle, motif) =>
    `Your withdrawal request “${libelle}” was rejected${motif ? `: ${motif}` : '.'}`,
  officeToDecideTitle: 'Change to the officers to validate',
  officeToDecideText: (prenom, nom) =>
    `A change concerning ${prenom} ${nom} awaits your validation (Notifications, “Officers”).`,
  officeDecidedTitle: { Valide: 'Change to the officers validated', Rejetee: 'Change to the officers rejected' },
  officeValidatedText: 'Your request for a change to the officers was validated and applied.',
  officeRejectedText: (motif) => `Your request for a change to the officers was rejected${motif ? `: ${motif}` : '.'}`,
};

export const NOTIFICATION_WORDS: Record<Langue, NotificationWords> = { fr, en };
