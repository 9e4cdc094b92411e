import { CAISSE_NAMES, MESSAGES, plural, ROLE_NAMES, type MemberStatus } from '@quartier/shared';
import type { CatalogueShape } from './catalogue-shape';

/**
 * The French catalogue (issue 25, ADR 0029): every word of the converted screens, in the spec's
 * wording. French is the default and ships with the entry; English (en.ts) is a lazy chunk of
 * the same shape. A text with values is a function of them (plurals through `plural`).
 * Add a message here and in en.ts, under the screen's key (CONTRIBUTING, 'Ajouter un texte').
 */
export const fr = {
  /** The server's texts both sides show (packages/shared messages.ts). */
  shared: MESSAGES,
  common: {
    retry: 'Réessayer',
    confirm: 'Confirmer',
    cancel: 'Annuler',
    close: 'Fermer',
    error: 'Erreur',
    serverError: 'Erreur du serveur',
    unexpected: 'Une erreur inattendue est survenue. Réessayez.',
    unavailable: 'Indisponible',
    codeSent: 'Code envoyé',
    modal: { confirmation: 'Confirmation', success: 'Succès', failure: 'Échec' },
    languageLabel: 'Langue',
    languages: { fr: 'Français', en: 'English' },
    trend: { stable: 'stable', up: 'en hausse', down: 'en baisse', of: 'de', none: 'Pas d’évolution calculable' },
    toast: {
      success: 'Succès',
      failure: 'Erreur',
      warning: 'Attention',
      info: 'Information',
      close: 'Fermer la notification',
    },
    loading: 'Chargement…',
    /** The page's description and its line without JavaScript (index.html, written by the server). */
    page: {
      description: "Espace des membres de l'association de quartier : cotisations, sorties et informations.",
      noscript: "Activez JavaScript pour utiliser l'espace des membres.",
    },
    crash: {
      title: 'Une erreur est survenue',
      chunk: "La page n'a pas pu être chargée. Vérifiez votre connexion puis rechargez la page.",
      other: 'Rechargez la page. Si le problème continue, contactez le bureau de l’association.',
      reload: 'Recharger la page',
    },
    offlineTitle: 'Hors ligne.',
    offline:
      'Vous voyez les dernières données enregistrées sur cet appareil. Aucun enregistrement n’est possible avant le retour de la connexion.',
    showHide: 'Afficher ou masquer la saisie',
    /** The tab's title under /a/<slug>/ when no association has that address (issue 21). */
    unknownAssociation: 'Association introuvable',
  },
  /** Roles by their stable code (rulings R4): the display, never the data. */
  roles: ROLE_NAMES,
  /** A member's status as written on screen; the data keep their values. */
  memberStatus: {
    Actif: 'Actif',
    Suspendu: 'Suspendu',
    'En Attente': 'En Attente',
    Inactif: 'Inactif',
  } satisfies Record<MemberStatus, string>,
  /** The funds by their number (rulings R7); the data keep their French names. */
  funds: CAISSE_NAMES,
  /** The shared parts of every screen (components/: pagination, year selector, form foot…). */
  parts: {
    year: 'Année',
    pagination: {
      label: 'Pagination',
      page: (page: number) => `Page ${page}`,
      first: 'Première page',
      previous: 'Page précédente',
      next: 'Page suivante',
      last: 'Dernière page',
    },
    comingSoon: {
      title: 'Bientôt disponible',
      text: (page: string) =>
        `La page « ${page} » est en cours de préparation. Elle affichera les chiffres réels de l'association dès qu'elle sera prête.`,
    },
    /** An amount field's last resort, when its rule gives no reason (the reasons are the shared package's). */
    invalidAmount: 'Montant invalide.',
    /** A change field by field (components/FieldChanges): read out before each value. */
    fieldChanges: { before: 'Avant : ', after: 'Après : ', nothing: '—' },
  },
  /** Page titles: the top bar, the side menu and the browser tab. */
  pages: {
    dashboard: 'Tableau de bord',
    notifications: 'Notifications',
    stats: 'Statistiques',
    myContributions: 'Mes contributions',
    aboutUs: 'À propos de nous',
    fondSolidarite: 'Fond de solidarité',
    cotisationMensuelles: 'Cotisations Mensuelles',
    inscriptions: 'Inscriptions',
    journal: 'Journal',
    profile: 'Mon profil',
    passwordReset: 'Mot de passe',
  },
  searchPlaceholders: {
    cotisationMensuelles: 'Nom, prénom, bloc, sortie…',
    fondSolidarite: 'Nom, prénom, bloc, sortie…',
    inscriptions: 'Nom, prénom, bloc, statut…',
  },
  login: {
    documentTitle: 'Connexion',
    title: 'Bienvenue',
    intro: 'Espace des membres de',
    introFallback: 'votre association de quartier',
    introEnd: '. Connectez-vous pour suivre vos cotisations.',
    suspended: 'Association suspendue',
    expiredTitle: 'Session terminée',
    expired: 'Votre session a expiré. Reconnectez-vous.',
    passwordChangedTitle: 'Mot de passe modifié',
    passwordChanged: 'Connectez-vous avec votre nouveau mot de passe.',
    pendingTitle: 'Compte à confirmer',
    resend: 'Renvoyer le code',
    form: 'Connexion',
    password: 'Mot de passe',
    rememberMe: 'Se souvenir de moi',
    forgot: 'Mot de passe oublié ?',
    submit: 'Se connecter',
    loadFailed: "La page n'a pas pu être chargée entièrement. Vérifiez votre connexion.",
    successTitle: 'Connexion réussie',
    welcome: (prenom: string, nom: string) => `Bienvenue ${prenom} ${nom} !`,
    contact: 'Contactez-nous',
    contactMissing: "Le contact de l'association n'est pas encore renseigné",
    phoneLabel: 'Téléphone',
  },
  shell: {
    sideMenu: 'Menu latéral',
    mainMenu: 'Menu principal',
    cotisations: 'Cotisations',
    general: 'Général',
    home: (name: string) => `${name} — accueil`,
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    openMenuPending: (label: string) => `Ouvrir le menu : ${label}`,
    pending: (count: number) =>
      count === 1 ? '1 demande attend votre décision' : `${count} demandes attendent votre décision`,
    withPending: (label: string, pending: string) => `${label} : ${pending}`,
    search: 'Rechercher dans la page',
    accountMenu: (initials: string, name: string) => `${initials} — Menu du compte de ${name}`,
    association: 'Association',
    switchAssociation: 'Changer d’association',
    switching: 'Changement en cours',
    profile: 'Profil',
    help: 'Aide',
    logout: 'Déconnexion',
    menuUnavailable: 'Le menu n’a pas pu être chargé. Vérifiez votre connexion puis réessayez.',
  },
  dashboard: {
    hello: (prenom: string) => `Bonjour ${prenom}`,
    intro: (association: string | undefined, member: boolean) =>
      `Voici les chiffres de l’association${association ? ` ${association}` : ''}${member ? ' et vos cotisations.' : '.'}`,
    headError: 'Certains chiffres de l’association n’ont pas pu être chargés',
    solidarity: 'Fond de solidarité',
    monthly: 'Cotisations mensuelles',
    registrations: 'Inscriptions',
    balance: 'Solde de la caisse',
    registrationsDetail: (count: number, countText: string, fee: string) =>
      `${countText} ${plural(count, 'fr', { one: 'membre', other: 'membres' })} × ${fee}`,
    members: 'Membres',
    women: (count: number, countText: string) =>
      `${countText} ${plural(count, 'fr', { one: 'femme', other: 'femmes' })}`,
    men: (count: number, countText: string) => `${countText} ${plural(count, 'fr', { one: 'homme', other: 'hommes' })}`,
    /** `women` and `men` as the two lines above write them. */
    genderSplit: (women: string, men: string) => `Répartition des membres : ${women} et ${men}`,
    womenLegend: 'Femmes',
    menLegend: 'Hommes',
    monthContributions: 'Cotisations du mois',
    monthSolidarity: 'Solidarité du mois',
    figuresUnavailable: (title: string) => `${title} : chiffres indisponibles`,
    collectedIn: (period: string) => `Encaissé en ${period}`,
    comparedTo: (period: string, amount: string) => `par rapport à ${period} (${amount})`,
    myContributionsTitle: 'Mes Contributions',
    myContributionsText: 'Mes totaux, mes mois et mes années de cotisation',
    mySummary: 'Mes cotisations',
    mySummaryFailed: 'Vos cotisations n’ont pas pu être chargées',
    thisMonth: (period: string) => `Ce mois-ci (${period})`,
    year: (year: number) => `Année ${year}`,
    registrationFee: 'Frais d’inscription (une fois)',
    mySummaryLoading: 'Chargement de vos cotisations',
    myWithdrawals: 'Mes sorties',
    myWithdrawalsText: 'Votre part des sorties validées, partagées entre les membres inscrits à chaque caisse.',
    myWithdrawalsFailed: 'Vos sorties n’ont pas pu être chargées',
    fund: 'Caisse',
    overall: 'Au total',
    myWithdrawalsLoading: 'Chargement de vos sorties',
    funds: 'Caisses',
    fundsText: 'Solde de chaque caisse aujourd’hui',
    fundsFailed: 'Les soldes des caisses n’ont pas pu être chargés',
    fundsLoading: 'Chargement des caisses',
    fundsSummary: (summary: string) => `Soldes des caisses : ${summary}.`,
    fundsLegend: 'Solde des caisses',
    fundsTotal: (amount: string) => `Total des trois caisses : ${amount}`,
    notifications: 'Notifications',
    seeAll: 'Tout voir',
    seeAllLabel: 'Tout voir : toutes les notifications',
    notificationsLoading: 'Chargement des notifications',
    noNotification: 'Aucune notification',
    noNotificationText: 'Les rappels et les réponses à vos demandes apparaîtront ici.',
    firstSteps: 'Premiers pas',
    firstStepsLeft: (left: number, total: number) =>
      `Encore ${left} étape${left > 1 ? 's' : ''} sur ${total} pour bien démarrer.`,
    firstStepsClose: 'Fermer les premiers pas',
    done: ' — fait',
    toDo: ' — à faire',
    steps: {
      reglages: {
        title: 'Réglages de l’association',
        text: 'Présentation, téléphone de contact, montant mensuel et objectif de solidarité.',
      },
      secretaire: {
        title: 'Inscrire la Secrétaire',
        text: 'Elle reçoit un SMS pour confirmer son compte ; avec vous, elle valide les sorties d’argent.',
      },
      blocs: {
        title: 'Les blocs',
        text: 'Inscrivez vos premiers membres, chacun avec son bloc (ou secteur) du quartier : les blocs s’écrivent ainsi.',
      },
    },
  },
  profile: {
    personal: 'Informations personnelles',
    loading: 'Chargement du profil',
    unavailable: 'Profil indisponible',
    nom: 'Nom',
    prenom: 'Prénom',
    sexe: 'Sexe',
    male: 'Mâle',
    female: 'Femelle',
    telephone: 'Téléphone',
    bloc: 'Bloc',
    statut: 'Statut',
    password: 'Mot de passe',
    changePassword: 'Modifier le mot de passe',
    passwordHidden: 'Mot de passe masqué',
    codeWillBeSent: 'Un code vous sera envoyé par SMS.',
    receiptsTitle: 'Reçus par SMS',
    receiptsUnavailable: 'Préférence indisponible',
    receiptsSwitch: 'Recevoir un reçu par SMS pour chaque cotisation enregistrée',
    receiptsSaved: 'Préférence enregistrée',
    receiptsNote: 'Vos reçus restent toujours visibles dans « Mes contributions », avec leur numéro.',
    languageTitle: 'Langue',
    languageNote: 'Les écrans et vos SMS (codes, rappels, reçus) sont dans cette langue.',
    languageSaved: 'Langue enregistrée',
    /** The password change page (/passwordReset). */
    reset: {
      back: 'Retour au profil',
      title: 'Nouveau mot de passe',
      intro: (digits: number, phone: string | null) =>
        `Saisissez le code à ${digits} chiffres reçu par SMS${phone ? ` au ${phone}` : ''}, puis votre nouveau mot de passe.`,
      submit: 'Valider',
      next: 'Pour votre sécurité, vous allez vous reconnecter avec votre nouveau mot de passe.',
    },
  },
  /** The small shared forms of codes, phones and passwords (OtpInput, PhoneInput, PasswordPairFields, CodePasswordForm). */
  authForms: {
    code: 'Code reçu par SMS',
    digits: (count: number) => `${count} chiffres`,
    phone: 'Téléphone',
    password: 'Mot de passe',
    passwordHelp: (min: number) => `${min} caractères au moins ; évitez les mots de passe trop courants.`,
    confirmPassword: 'Confirmer le mot de passe',
    passwordsMatch: 'Les deux mots de passe correspondent.',
    resend: 'Renvoyer le code',
    resending: 'Envoi du code…',
  },
};

/** The shape every language's catalogue has: the French one's, each text a string or a function of its values. */
export type Messages = CatalogueShape<typeof fr>;
