import { reminderSent } from '@quartier/shared';
import type { CatalogueShape } from '@/lib/i18n/catalogue-shape';
/**
 * The words of the 'Nouveau rappel' modal (components/ReminderModal.tsx), a shared component loaded
 * lazily by the notifications and the fund pages: its words travel with it (ADR 0029).
 */
export const fr = {
  title: 'Nouveau rappel',
  defaultTitle: 'Rappel de cotisation',
  defaultText: 'Bonjour, merci de compléter votre cotisation dès que possible.',
  sendFailed: 'Erreur lors de l’envoi du rappel',
  /** Followed by the member's name, in bold. */
  to: 'Rappel à',
  recipients: 'Destinataires',
  late: 'Membres en retard',
  everyone: 'Tous les membres',
  fund: 'Caisse',
  titleLabel: 'Titre',
  messageLabel: 'Message',
  infoMember: 'Le membre le recevra dans ses notifications et par SMS.',
  infoLate:
    'Chaque membre en retard recevra ce message dans ses notifications, avec ce qu’il lui reste à verser. Le SMS, lui, dit seulement ce montant : pour une annonce à tous, choisissez « Tous les membres ».',
  infoEveryone: 'Tous les membres le verront dans leurs notifications (pas de SMS).',
  submit: 'Envoyer le rappel',
  /** Sent (`reached` null for a reminder to all): the shared words the server answers as its `msg`. */
  sent: (reached: number | null) => reminderSent(reached, 'fr'),
};

/** The shape of every language's catalogue: each text a string or a function of its values. */
export type Messages = CatalogueShape<typeof fr>;
