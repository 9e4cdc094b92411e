import { AMOUNT_MESSAGES } from './messages.js';
import { englishValidation } from './validation-language.js';

/*
 * Field validation messages (issue 25, ADR 0029 "Field validation messages"): every message the
 * shared schemas, parseAmount and passwordProblem raise, in French here (the spec's wording, byte
 * for byte what the server and the tests have always said) and in English in validation-en.ts,
 * typed by this one. A schema gives zod a function (`{ error: say('phoneRequired') }`), so the
 * text is chosen when the issue is raised, in the language of validation-language.ts.
 */

/**
 * The fields messages name, in French: the labels of textSchema, of the amount fields
 * (parseAmount, the settings' amounts) and of the journal's filters. English gives each its own
 * (VALIDATION_EN.labels); a label not listed here is shown as written.
 */
export const FIELD_LABELS = [
  'Le montant',
  'Le transport',
  'Le montant mensuel',
  'L’objectif de solidarité',
  'Le motif',
  'Le libellé',
  'Le motif de refus',
  'Le titre',
  'Le contenu',
  'Le nom de l’association',
  'La présentation',
  'La ville',
  'Le quartier',
  'Le nom',
  'Le prénom',
  'Le code d’invitation',
  'Le bloc',
  'La recherche',
  'La caisse',
  'Du',
  'Au',
  'Membre',
  'Auteur',
] as const;
export type FieldLabel = (typeof FIELD_LABELS)[number];

export const VALIDATION_MESSAGES = {
  // Phone, SMS code, passwords, language (common.ts, auth.ts, password.ts)
  phoneRequired: 'Le numéro de téléphone est obligatoire.',
  phoneInvalid: 'Numéro de téléphone invalide.',
  otpRequired: 'Le code reçu par SMS est obligatoire.',
  otpDigits: (length: number) => `Le code doit contenir exactement ${length} chiffres.`,
  passwordRequired: 'Le mot de passe est obligatoire.',
  loginPasswordTooLong: 'Mot de passe trop long.',
  passwordTooShort: (min: number) => `Le mot de passe doit contenir au moins ${min} caractères.`,
  passwordTooLong: (max: number) => `Le mot de passe doit contenir au plus ${max} caractères.`,
  passwordCommon: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
  /** The same words as MESSAGES.passwordsDiffer (the password pair's live check). */
  passwordsDiffer: 'Les deux mots de passe ne correspondent pas.',
  confirmPasswordRequired: 'La confirmation du mot de passe est obligatoire.',
  confirmPasswordTooLong: 'Confirmation trop longue.',
  confirmationLinkInvalid: 'Lien de confirmation invalide.',
  rememberMe: 'rememberMe doit être vrai ou faux.',
  codePurpose: "L'objet du code doit être 'confirmation' ou 'reinitialisation'.",
  langue: "La langue doit être 'fr' (français) ou 'en' (anglais).",
  idInvalid: 'Identifiant invalide.',

  // Texts a person types (textSchema); label: 'Le nom', 'Le motif'…
  textRequired: (label: string) => `${label} est obligatoire.`,
  textTooLong: (label: string, max: number) => `${label} ne doit pas dépasser ${max} caractères.`,
  textHiddenCharacter: (label: string, codePoint: string) =>
    `${label} contient un caractère invisible ou de contrôle interdit (${codePoint}). Retapez-le sans copier-coller.`,

  // Amounts, months, years, funds (ledger.ts, receipts.ts, stats.ts)
  /** amountMax: the ceiling already written in the language ('100 000 000 XAF'). */
  amountMax: (max: string) => `Le montant ne peut pas dépasser ${max}.`,
  transportTooHigh: 'Transport trop élevé.',
  month: 'Le mois doit être un nombre de 1 à 12.',
  yearNumber: (first: number) => `L’année doit être un nombre à partir de ${first}.`,
  yearMin: (first: number) => `L’année doit être ${first} ou après.`,
  yearInvalid: 'Année invalide.',
  contributionFund: 'Caisse invalide : 1 (Fond de solidarité) ou 3 (Cotisation Mensuelle).',
  memberRequired: 'Le membre est obligatoire.',
  memberUnknown: 'Membre inconnu.',
  monthAndYearTogether: 'Indiquez le mois et l’année ensemble, ou aucun des deux.',
  fundInvalid: 'Caisse invalide.',
  fundOneOrThree: 'Caisse invalide : 1 ou 3.',
  fundOneTwoThree: 'Caisse invalide : 1, 2 ou 3.',
  fundName: "Caisse inconnue : 'Fond de solidarité' ou 'Cotisation Mensuelle'.",
  pageInvalid: 'Page invalide.',
  pageSizeInvalid: 'Taille de page invalide.',
  pageSizeMax: (max: number) => `Au plus ${max} lignes par page.`,
  exportScope: "Export 'all' (cotisations) ou 'sorties'.",
  exportFormat: "Seul le format 'excel' existe.",
  category: 'Catégorie invalide.',
  categoryOneOrThree: 'Catégorie invalide : 1 ou 3.',
  receiptsBySms: 'Indiquez si vous voulez recevoir vos reçus par SMS (true ou false).',

  // Withdrawals, requests, reminders (approvals.ts, bureau.ts)
  recoveryDateRequired: 'Le délai de recouvrement est obligatoire.',
  dateFormat: 'Date invalide : format AAAA-MM-JJ.',
  dateInvalid: 'Date invalide.',
  solidarityRequest: 'Cette demande concerne le Fond de solidarité (1).',
  solidarityType: 'Type inconnu : 1, 2 ou 3.',
  monthlyRequest: 'Cette demande concerne la Cotisation Mensuelle (3).',
  monthlyType: 'Type inconnu : Travaux, Sport, Membres ou Chaises.',
  decision: "La décision doit être 'Valide' ou 'Rejetee'.",
  requestType: "Le type doit être 'entree' ou 'sortie'.",
  monthAndYearForEntry: 'Le mois et l’année sont obligatoires pour une entrée.',
  ongoingFilter: "Filtre : 'entree', 'sortie' ou 'full'.",
  withdrawalFilter: "Filtre : 'mensuel' ou 'fond'.",
  reminderOnly: "Seuls les rappels ('rappel') s’envoient ici.",
  reminderTargets: "Destinataires : 'tous', 'membre' ou 'en_retard'.",
  reminderMember: 'Choisissez le membre à qui envoyer ce rappel (et seulement pour un rappel à un membre).',
  reminderFund: 'Choisissez la caisse sur laquelle les membres sont en retard.',

  // Members (members.ts)
  sexe: "Le sexe doit être 'M' ou 'F'.",
  fundUnknown: 'Caisse inconnue.',
  fundChoice: 'Caisse inconnue : choisissez 1 (Fond de solidarité), 2 (Inscriptions) ou 3 (Cotisation Mensuelle).',
  roleRequired: 'Le rôle est obligatoire.',
  roleUnknown: 'Rôle inconnu.',
  fundsList: 'Les caisses doivent être une liste (ex. [1, 3]).',
  fundsMax: 'Trois caisses au plus.',
  fundTwice: 'Une caisse est citée deux fois.',
  memberStatus: "Le statut doit être 'Actif', 'Suspendu' ou 'Inactif'.",
  actif: 'actif doit être vrai ou faux.',

  // The association, its creation, its documents (association.ts, creation.ts)
  documentKind: 'Document inconnu : statuts, legalisation, reglement ou assistance.',
  slugRequired: 'L’adresse de l’association est obligatoire.',
  slugInvalid: 'Adresse d’association invalide : lettres minuscules, chiffres et tirets.',
  associationId: 'associationId doit être un nombre entier.',
  creationNotFound: 'Demande de création introuvable ou expirée.',

  // The journal's filters (journal.ts); label: 'Du', 'Au', 'Membre', 'Auteur'
  day: (label: string) => `${label} : une date AAAA-MM-JJ.`,
  dayExists: (label: string) => `${label} : une date AAAA-MM-JJ qui existe (par exemple 2026-03-31).`,
  labelledId: (label: string) => `${label} : identifiant invalide.`,
  journalType: (kinds: string) => `Type inconnu : ${kinds}.`,
  periodOrder: 'La date de fin (au) précède la date de début (du).',
  journalPageSizeMax: (max: number) => `Au plus ${max} écritures par page.`,
} as const;

/** A catalogue's shape: the French one with every text widened to string. */
type Widen<T> = { [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string };

export type ValidationMessages = Widen<typeof VALIDATION_MESSAGES>;
export type AmountMessages = Widen<typeof AMOUNT_MESSAGES>;

/** One language's field messages: VALIDATION_EN (validation-en.ts) for English. */
export interface ValidationCatalogue {
  messages: ValidationMessages;
  /** parseAmount's messages and the amount fields' range messages (AMOUNT_MESSAGES in French). */
  amount: AmountMessages;
  labels: Record<FieldLabel, string>;
}

/** The messages of the current language (validation-language.ts). */
export function validationMessages(): ValidationMessages {
  return englishValidation()?.messages ?? VALIDATION_MESSAGES;
}

export function amountMessages(): AmountMessages {
  return englishValidation()?.amount ?? AMOUNT_MESSAGES;
}

/** A field's label in the current language: the French label is the key; one not listed stays as written. */
export function fieldLabel(label: string): string {
  const labels: Partial<Record<string, string>> | undefined = englishValidation()?.labels;
  return labels?.[label] ?? label;
}

type TextKey = {
  [K in keyof ValidationMessages]: ValidationMessages[K] extends string ? K : never;
}[keyof ValidationMessages];

/** A zod `error` that says `key` in the language of the moment: `z.string({ error: say('phoneRequired') })`. */
export function say(key: TextKey): () => string {
  return () => validationMessages()[key];
}
