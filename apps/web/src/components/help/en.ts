import type { Messages } from './fr';

/** The English of the help modal (fr.ts). */
export const en: Messages = {
  title: 'Help',
  close: 'Close the help',
  signInTitle: 'Sign in',
  signIn:
    'Enter your phone number (for example 6 90 00 00 01) and your password. Tick “Remember me” only on your own phone.',
  confirmTitle: 'Confirm your account',
  confirm:
    'After your registration, you receive a link and a 6-digit code by SMS. Open the link, enter the code, then choose your password (at least 8 characters). The code is valid for 48 hours; you can ask for a new one.',
  passwordTitle: 'Forgotten password, or one to change',
  password: [
    'From the sign-in page: “Forgot your password?”, then your number.',
    'Once signed in: Profile, then the password’s edit icon.',
    'Enter the code received by SMS (valid for 10 minutes) and your new password.',
  ],
  contactTitle: 'Contact',
  contact: 'For any question about your contributions or your account, contact the officers',
  ofAssociation: (name) => ` of ${name}`,
  ofTheAssociation: ' of the association',
  at: 'on',
  orOn: 'or on',
};
