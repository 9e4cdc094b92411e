import { MESSAGES } from './messages.js';

/**
 * Every failure the API can answer: one code, one HTTP status, one French message (rulings R2).
 * The server's services throw AppError (apps/server/src/lib/errors.ts); its error handler turns it into { status: 'error', code, msg }:
 * clients branch on the stable `code`, people read the French `msg`.
 */
export const ERRORS = {
  VALIDATION: { status: 400, msg: 'Données invalides.' },
  MALFORMED_JSON: { status: 400, msg: 'Le corps de la requête n’est pas un JSON valide.' },
  BAD_URL: { status: 400, msg: 'Adresse invalide : elle contient des caractères mal encodés.' },
  BAD_FORWARDED_FOR: { status: 400, msg: 'En-tête X-Forwarded-For invalide : une adresse IP est attendue.' },
  EMPTY_BODY: { status: 400, msg: 'Le corps de la requête est vide.' },
  INVALID_CODE: { status: 400, msg: 'Code invalide ou expiré. Demandez un nouveau code.' },
  ACCOUNT_ALREADY_ACTIVE: { status: 400, msg: MESSAGES.accountAlreadyActive },
  INVALID_CONFIRMATION_LINK: {
    status: 400,
    msg: 'Ce lien de confirmation est invalide ou a expiré. Demandez un nouveau code.',
  },
  // Creating an association from a phone (issue 22, ADR 0016).
  CREATION_NOT_FOUND: {
    status: 404,
    msg: 'Demande de création introuvable ou expirée. Recommencez depuis la page d’accueil.',
  },
  CREATION_ALREADY_DONE: {
    status: 409,
    msg: 'Cette association est déjà créée : connectez-vous avec votre numéro et votre mot de passe.',
  },
  INVITATION_REQUIRED: {
    status: 403,
    msg: 'La création d’une association se fait pour le moment sur invitation : saisissez le code d’invitation reçu.',
  },
  INVITATION_INVALID: {
    status: 403,
    msg: 'Ce code d’invitation est inconnu, expiré ou a déjà servi. Vérifiez-le ou demandez-en un autre.',
  },
  EXISTING_ACCOUNT_PASSWORD: {
    status: 401,
    msg: 'Ce numéro a déjà un compte : saisissez le mot de passe de ce compte, ou utilisez « Mot de passe oublié » sur la page de connexion.',
  },
  NOT_AUTHENTICATED: { status: 401, msg: 'Session absente ou expirée. Reconnectez-vous.' },
  LOGIN_FAILED: { status: 401, msg: 'Mot de passe ou Numéro de téléphone incorrect' },
  FORBIDDEN: { status: 403, msg: 'Vous n’avez pas le droit de faire cette action.' },
  NOT_A_MEMBER_THERE: { status: 403, msg: 'Vous n’êtes pas membre actif de cette association.' },
  XSRF: { status: 403, msg: 'Jeton de sécurité (XSRF) manquant ou invalide. Rechargez la page.' },
  ACCOUNT_SUSPENDED: {
    status: 403,
    msg: 'Votre compte est suspendu. Contactez le bureau de l’association.',
  },
  ACCOUNT_INACTIVE: {
    status: 403,
    msg: 'Votre compte est inactif. Contactez le bureau de l’association.',
  },
  // Issue 22: the operator suspended the association; the answer carries the operator's words when given.
  ASSOCIATION_SUSPENDED: {
    status: 403,
    msg: 'Cette association est suspendue par l’équipe du service. Ses données sont conservées. Contactez le bureau de votre association ou l’équipe du service.',
  },
  NOT_FOUND: { status: 404, msg: 'Ressource introuvable.' },
  MEMBER_NOT_FOUND: { status: 404, msg: 'Membre introuvable.' },
  ASSOCIATION_NOT_FOUND: { status: 404, msg: 'Association introuvable : vérifiez l’adresse de votre association.' },
  ROUTE_NOT_FOUND: { status: 404, msg: 'Cette adresse n’existe pas.' },
  METHOD_NOT_ALLOWED: { status: 405, msg: 'Méthode non autorisée.' },
  CONFLICT: { status: 409, msg: 'Conflit avec des données existantes.' },
  // Object-level rules (policies.ts): each refusal its own code, so that screens can tell them apart.
  STAFF_ONLY: { status: 403, msg: 'Réservé aux membres du bureau.' },
  OWN_RECORD_ONLY: { status: 403, msg: 'Vous ne pouvez consulter que vos propres informations.' },
  OFFICE_ROLE_BY_OFFICERS: {
    status: 403,
    msg: 'Seuls le Président et la Secrétaire peuvent attribuer un rôle du bureau.',
  },
  OWN_STATUS: { status: 403, msg: 'Vous ne pouvez pas changer votre propre statut.' },
  OWN_ROLE: { status: 403, msg: 'Vous ne pouvez pas changer votre propre rôle.' },
  OFFICE_ROLE_AT_REGISTRATION: {
    status: 403,
    msg: 'Le rôle de Président ou de Secrétaire ne se donne pas à l’inscription : inscrivez le membre, puis changez son rôle (l’autre officier valide).',
  },
  STATUS_AWAITS_CONFIRMATION: {
    status: 400,
    msg: 'Ce membre n’a pas encore confirmé son compte : son statut changera à la confirmation.',
  },
  OFFICER_STATUS_BY_OFFICERS: {
    status: 403,
    msg: 'Seuls le Président et la Secrétaire peuvent changer le statut d’un membre du bureau.',
  },
  OWN_REQUEST: { status: 403, msg: 'Vous ne pouvez pas valider ou rejeter votre propre demande.' },
  COUNTERPART_ONLY: {
    status: 403,
    msg: 'Seul l’autre officier (Président ou Secrétaire) peut valider ou rejeter cette demande.',
  },
  EDIT_WINDOW_CLOSED: {
    status: 403,
    msg: 'Modification refusée : il faut une demande de modification validée par le Président depuis moins de 30 minutes.',
  },
  // Requests to the bureau (withdrawals, modification requests, office changes) and their decisions.
  WITHDRAWAL_NOT_FOUND: { status: 404, msg: 'Demande de sortie introuvable.' },
  MODIFICATION_REQUEST_NOT_FOUND: { status: 404, msg: 'Demande de modification introuvable.' },
  OFFICE_REQUEST_NOT_FOUND: { status: 404, msg: 'Demande du bureau introuvable.' },
  ALREADY_DECIDED: { status: 409, msg: 'Cette demande a déjà été traitée.' },
  REQUEST_ALREADY_OPEN: {
    status: 409,
    msg: 'Une demande de modification est déjà en cours ou ouverte pour cette ligne.',
  },
  EDIT_WINDOW_SPENT: { status: 409, msg: 'Cette autorisation de modification a déjà servi.' },
  EDIT_WINDOW_MISMATCH: {
    status: 409,
    msg: 'La caisse ou l’année envoyée ne correspond pas à la demande de modification validée pour ce mois : rien n’a été modifié.',
  },
  EDIT_WINDOW_AMBIGUOUS: {
    status: 409,
    msg: 'Plusieurs demandes de modification validées portent sur ce mois : précisez la caisse (cotisation) et l’année (annee).',
  },
  INSUFFICIENT_BALANCE: { status: 409, msg: 'Solde insuffisant : la caisse ne couvre pas ce montant.' },
  NO_SUBSCRIBERS: { status: 409, msg: 'Aucun membre actif n’est souscrit à cette caisse.' },
  // Recording a contribution (ledger/service.ts): 400, as when they were plain VALIDATION failures.
  CONTRIBUTION_MEMBER_INACTIVE: {
    status: 400,
    msg: 'Ce membre est inactif : réactivez-le avant d’enregistrer une cotisation.',
  },
  // The server names the member in its msg; the catalogue's text is what another language shows.
  NOT_SUBSCRIBED: { status: 400, msg: 'Ce membre n’est pas souscrit à cette caisse.' },
  FUTURE_MONTH: { status: 400, msg: 'Impossible d’enregistrer une cotisation pour un mois à venir.' },
  // A solidarity withdrawal's deadline set or changed to a day gone (shared recoveryDatePast).
  RECOVERY_DATE_PAST: { status: 400, msg: 'Le délai de recouvrement ne peut pas être une date passée.' },
  NO_COUNTERPART_OFFICER: {
    status: 409,
    msg: 'Aucun officier actif ne peut valider ce changement : l’opérateur du service peut nommer un membre actif à cette fonction (npm run cli -- bureau), après quoi le changement se demande de nouveau.',
  },
  ROLE_ALREADY_HELD: {
    status: 409,
    msg: 'Ce rôle est déjà tenu par un autre membre : changez d’abord le rôle de l’un des deux.',
  },
  REMINDER_MEMBER_INACTIVE: { status: 409, msg: 'Ce membre n’est pas actif : il ne peut pas recevoir de rappel.' },
  NOBODY_LATE: { status: 409, msg: 'Aucun membre n’est en retard sur cette caisse.' },
  NO_FREE_ADDRESS: { status: 409, msg: 'Aucune adresse libre pour ce nom : choisissez un autre nom.' },
  DOCUMENT_NOT_PUBLISHED: { status: 404, msg: 'Ce document n’a pas encore été publié.' },
  IDEMPOTENCY_KEY_OTHER_ROUTE: {
    status: 409,
    msg: 'Cette clé Idempotency-Key a déjà servi pour une autre opération.',
  },
  REQUEST_IN_PROGRESS: { status: 409, msg: 'Requête déjà en cours de traitement. Réessayez.' },
  PHONE_TAKEN: { status: 409, msg: 'Ce numéro de téléphone est déjà utilisé par un autre membre.' },
  OFFICE_CHANGE_PENDING: {
    status: 409,
    msg: 'Un changement du bureau attend déjà la validation pour ce membre : attendez la décision avant d’en demander un autre.',
  },
  BUSY: {
    status: 409,
    msg: 'Trop d’opérations sur la caisse en même temps : rien n’a été enregistré, réessayez dans un instant.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, msg: 'La requête est trop volumineuse.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    msg: 'Type de contenu non pris en charge : envoyez du JSON (application/json).',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    msg: 'Cette clé Idempotency-Key a déjà servi pour une autre requête (autre contenu) : rien n’a été enregistré. Utilisez une nouvelle clé.',
  },
  FUND_TOTAL_EXCEEDED: {
    status: 422,
    msg: 'Montant refusé : le total d’une caisse ne peut pas dépasser la limite fixée.',
  },
  RATE_LIMITED: { status: 429, msg: 'Trop de tentatives. Réessayez plus tard.' },
  // Refused by Node's HTTP parser before any route (app.ts clientErrorHandler).
  BAD_HTTP_REQUEST: { status: 400, msg: 'Requête HTTP invalide.' },
  HEADERS_TOO_LARGE: { status: 431, msg: 'Adresse ou en-têtes trop longs.' },
  INTERNAL: { status: 500, msg: 'Erreur interne du serveur. Réessayez dans un instant.' },
  UNAVAILABLE: { status: 503, msg: 'Service momentanément indisponible.' },
  // The service's daily SMS budget (SMS_DAILY_BUDGET): no code is written that could not leave.
  SMS_BUDGET_EXHAUSTED: {
    status: 503,
    msg: 'Le service a envoyé aujourd’hui tous les SMS prévus pour la journée : rien n’a été enregistré. Réessayez demain.',
  },
  // Heavy work (lib/heavy-work.ts, ADR 0017): the association's share, or the whole process, is full.
  HEAVY_WORK_BUSY: {
    status: 429,
    msg: 'Un export est déjà en cours pour votre association. Réessayez dans quelques secondes.',
  },
  DOCUMENTS_BUSY: {
    status: 429,
    msg: 'Des documents sont déjà en cours de transfert pour votre association. Réessayez dans quelques secondes.',
  },
  SERVICE_BUSY: {
    status: 503,
    msg: 'Le serveur prépare déjà beaucoup de fichiers pour d’autres associations. Réessayez dans quelques secondes.',
  },
} as const satisfies Record<string, { status: number; msg: string }>;

export type ErrorCode = keyof typeof ERRORS;
