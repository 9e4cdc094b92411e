import type { Langue } from './i18n.js';

/**
 * French texts both sides show (spec section 8, corrected by rulings R9), their English in
 * errors-en.ts (MESSAGES_EN); a text with values is a function holding both languages
 * (reminderSent). Error messages live with their error codes in errors.ts.
 */
export const MESSAGES = {
  loginOngoing: 'Allez confirmer la création de votre compte sur le lien reçu par SMS',
  forgotPasswordSent: 'Si ce numéro est enregistré, un code de réinitialisation vient de lui être envoyé par SMS.',
  /** The same request made from one's own profile: the member is known, the wording can say so. */
  ownResetCodeSent: 'Un code vient d’être envoyé par SMS à votre numéro.',
  resendSent: 'Si ce numéro attend un code, un nouveau code vient de lui être envoyé par SMS.',
  accountConfirmed: 'Votre compte est confirmé. Bienvenue !',
  accountAlreadyActive:
    'Votre compte est déjà activé. Connectez-vous avec votre numéro de téléphone et votre mot de passe.',
  resetSucceeded: 'Vous avez réinitialisé votre mot de passe avec succès',
  resetFailed: 'Erreur lors de la réinitialisation de votre mot de passe',
  logoutQuestion: 'Voulez-vous vraiment vous déconnecter?',
  logoutNo: 'Non, Je reste',
  logoutYes: 'Oui, je me déconnecte',
  changePasswordQuestion: 'Voulez vous modifier votre mot de passe ?',
  notificationsLoadFailed: 'Erreur lors de la collecte des notifications',
  requestsLoadFailed: 'Erreur lors de la collecte des demandes de modification',
  withdrawalsLoadFailed: 'Erreur lors de la collecte des demandes de sortie',
  rejectFailed: 'Erreur lors du refus de la requête',
  validateFailed: 'Erreur lors de la validation de la requête',
  rejectSucceeded: 'La requête a été refusée',
  validateSucceeded: 'La requête a été validée et expire dans 30 min',
  // The server's `msg` of a success, which the web app shows in the reader's language.
  withdrawalFiled: 'Demande de sortie d’argent effectuée',
  withdrawalEdited: 'La demande de sortie a bien été modifiée',
  withdrawalValidated: 'La demande de sortie a été validée',
  modificationRequestSent: 'Votre requête de modification a bien été envoyée',
  modificationRequestPending: 'La Validation de votre requête de modification est en cours',
  transactionUpdated: 'Mise à jour de la transaction effectuée',
  officeChangeValidated: 'Le changement du bureau a été validé et appliqué',
  officeChangeRejected: 'Le changement du bureau a été rejeté',
  documentDownloading: 'Document en cours de téléchargement',
  passwordsDiffer: 'Les deux mots de passe ne correspondent pas.',
  networkError: 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
} as const;

/** REMINDER_SENT's words in one language: to all, to the one member, to several. */
interface ReminderSentWords {
  all: string;
  one: string;
  other: (count: number) => string;
}

const REMINDER_SENT: Record<Langue, ReminderSentWords> = {
  fr: {
    all: 'Rappel envoyé à tous les membres',
    one: 'Rappel envoyé au membre (notification et SMS)',
    other: (count) => `Rappel envoyé à ${count} membres (notification et SMS)`,
  },
  en: {
    all: 'Reminder sent to all members',
    one: 'Reminder sent to the member (notification and SMS)',
    other: (count) => `Reminder sent to ${count} members (notification and SMS)`,
  },
};

/**
 * What the Secrétaire reads once a reminder is sent: the server's `msg` (French, rulings R2) and the
 * web app's toast (in her language). `reached`: the members it reached by SMS, null for a reminder
 * to all (in-app only). One member is 'the member' (a reminder to her, or the only one behind); the
 * server never answers 0 (nobody behind is a refusal, NOBODY_LATE).
 */
export function reminderSent(reached: number | null, langue: Langue = 'fr'): string {
  const words = REMINDER_SENT[langue];
  if (reached === null) return words.all;
  return reached === 1 ? words.one : words.other(reached);
}

// --- Amount fields (parseAmount in money.ts) -------------------------------------------------
/**
 * What an amount field says when the text is not a whole number of francs, and the range rules of
 * the amount schemas; label: 'Le montant', 'Le transport'… English: AMOUNT_MESSAGES_EN
 * (validation-en.ts), chosen by amountMessages() (validation-messages.ts).
 */
export const AMOUNT_MESSAGES = {
  required: (label: string) => `${label} est obligatoire.`,
  whole: (label: string) => `${label} doit être un nombre entier de francs CFA.`,
  positive: (label: string) => `${label} doit être supérieur à 0.`,
  negative: (label: string) => `${label} ne peut pas être négatif.`,
  centimes: (label: string) => `${label} doit être un nombre entier de francs CFA (pas de centimes).`,
  invalid: (label: string) => `${label} doit être écrit en chiffres, par exemple 2 500.`,
  commaGrouping: (label: string) =>
    `${label} : la virgule sépare les centimes. Écrivez les milliers avec un espace ou un point (2 500 ou 2.500).`,
  tooLarge: (label: string) => `${label} est trop élevé.`,
} as const;
// --- end of amount fields --------------------------------------------------------------------
