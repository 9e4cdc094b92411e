import type { Messages } from './fr';

/** The English of the pages before sign-in (fr.ts), words from docs/glossaire.md. */
export const en: Messages = {
  welcome: {
    documentTitle: 'Welcome',
    title: 'Your neighbourhood association’s accounts, clear for everyone',
    intro: (app) =>
      `${app} keeps the accounts of Cameroon’s neighbourhood associations: every member sees the same figures as the officers.`,
    points: [
      'Monthly contributions, solidarity fund and registrations, to the last CFA franc.',
      'Every member follows their payments from their phone.',
      'The officers record the payments, decide the withdrawals and send the reminders.',
    ],
    signIn: 'Sign in',
    signInNote: 'You get back to the association you last signed in to.',
    create: 'Create an association',
    createNote: 'Your association is not here yet? Create it from your phone: you will be its President.',
    or: 'or',
    goForm: 'Go to my association',
    addressLabel: 'Your association’s address',
    addressDescription: 'Its short name, given by the officers, or the address received by SMS.',
    addressPlaceholder: 'e.g. amicale-bonaberi',
    addressInvalid:
      'Invalid association address: lower-case letters, digits and hyphens (for example amicale-bonaberi).',
    addressMissing: 'Enter your association’s address.',
  },
  unknown: {
    title: 'Association not found',
    before: 'No association uses the address',
    after: '. Check the link you received, or ask your association’s officers for the exact address.',
    back: 'Back to the home page',
  },
};
