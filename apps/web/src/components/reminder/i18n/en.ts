import { reminderSent } from '@quartier/shared';
import type { Messages } from './fr';

/** The 'New reminder' modal in English (words of docs/glossaire.md), loaded only in English. */
export const en: Messages = {
  title: 'New reminder',
  defaultTitle: 'Contribution reminder',
  defaultText: 'Hello, please complete your contribution as soon as possible.',
  sendFailed: 'Error while sending the reminder',
  to: 'Reminder to',
  recipients: 'Recipients',
  late: 'Members behind',
  everyone: 'All members',
  fund: 'Fund',
  titleLabel: 'Title',
  messageLabel: 'Message',
  infoMember: 'The member will receive it in their notifications and by SMS.',
  infoLate:
    'Each member who is behind will receive this message in their notifications, with what they still have to pay. The SMS only gives that amount: for an announcement to everyone, choose “All members”.',
  infoEveryone: 'All members will see it in their notifications (no SMS).',
  submit: 'Send the reminder',
  sent: (reached) => reminderSent(reached, 'en'),
};
