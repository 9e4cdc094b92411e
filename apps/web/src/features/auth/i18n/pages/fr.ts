/**
 * The words of the lazily loaded pages before sign-in (issue 25, ADR 0029 'Catalogues by
 * feature'): the creation of an association, the forgotten password, the account confirmation
 * and the not-found page. Apart from ../fr.ts (the welcome page's, in the entry), so that the
 * login page's budget does not carry them.
 */
export const fr = {
  create: {
    title: 'Créer une association',
    confirmTitle: 'Confirmez votre numéro',
    lastStep: 'Dernière étape pour créer',
    intro: (app: string) =>
      `L’espace de votre association sur ${app}, en deux étapes : vos informations, puis le code reçu par SMS.`,
    /** The server's answer, word for word (creation.ts). */
    codeSent: (phone: string) =>
      `Un code vous a été envoyé par SMS au ${phone}. Saisissez-le pour créer l’association.`,
    welcome: (prenom: string, nom: string, role: string) => `Bienvenue ${prenom} ${nom} : vous êtes ${role}.`,
    created: (name: string) => `${name} est créée`,
    theAssociation: 'L’association',
    requestFailed: 'La demande n’a pas abouti',
    home: 'Accueil',
    haveAccount: 'J’ai déjà un compte : me connecter',
  },
  requestForm: {
    form: 'Créer une association',
    association: 'L’association',
    associationName: 'Nom de l’association',
    associationNameHelp: 'Tel que les membres le connaissent, par exemple Amicale de Bonabéri.',
    city: 'Ville',
    neighbourhood: 'Quartier',
    founder: 'Vous, le Président',
    founderNote:
      'La personne qui crée l’association en devient le Président. Elle inscrira ensuite la Secrétaire et les membres.',
    nom: 'Nom',
    prenom: 'Prénom',
    sexe: 'Sexe',
    female: 'Femme',
    male: 'Homme',
    phoneHelp: 'Le code de confirmation arrive par SMS sur ce numéro.',
    bloc: 'Votre bloc',
    blocHelp:
      'Le bloc (ou secteur) du quartier où vous habitez, par exemple Bloc A. Les autres blocs s’ajoutent en inscrivant les membres.',
    invitation: 'Code d’invitation',
    invitationHelp: 'Le code reçu de l’équipe du service, si la création se fait sur invitation.',
    haveInvitation: 'J’ai un code d’invitation',
    submit: 'Recevoir le code par SMS',
  },
  confirmForm: {
    enterCode: 'Entrez le code reçu par SMS au',
    validUntil: (time: string) => `. Il reste valable jusqu’à ${time}.`,
    notCreated: 'L’association n’est pas encore créée',
    form: 'Confirmer la création',
    submit: 'Créer l’association',
    edit: 'Modifier mes informations',
    passwordNote:
      'Choisissez le mot de passe de votre compte. Déjà membre d’une autre association sur ce service ? Saisissez votre mot de passe actuel dans les deux champs : il reste le même pour toutes vos associations.',
  },
  forgot: {
    title: 'Mot de passe oublié',
    back: 'Retour à la connexion',
    introCode: 'Saisissez le code reçu par SMS et choisissez votre nouveau mot de passe.',
    introPhone:
      'Saisissez le numéro de téléphone de votre compte : nous vous enverrons un code par SMS pour choisir un nouveau mot de passe.',
    requestForm: 'Demande de code',
    request: 'Recevoir un code',
    number: 'Numéro :',
    change: '(changer)',
    form: 'Nouveau mot de passe',
    submit: 'Valider',
  },
  confirm: {
    title: 'Confirmer mon compte',
    intro: (digits: number) =>
      `Saisissez le code à ${digits} chiffres reçu par SMS, puis choisissez le mot de passe de votre compte.`,
    confirmedTitle: 'Compte confirmé',
    alreadyActiveTitle: 'Compte déjà activé',
    goToLogin: 'Aller à la connexion',
    incompleteTitle: 'Lien incomplet',
    incomplete:
      'Ce lien de confirmation semble incomplet. Ouvrez le lien exact reçu par SMS, ou contactez le bureau de l’association.',
    failed: 'Échec de la confirmation',
    form: 'Confirmation du compte',
    submit: 'Valider',
    alreadyActiveLink: 'J’ai déjà un compte actif',
  },
  resend: {
    title: 'Renvoyer le code',
    intro: 'Saisissez le numéro de téléphone de votre compte : un nouveau code vous sera envoyé par SMS.',
    submit: 'Envoyer le code',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'L’adresse demandée n’existe pas ou n’est plus disponible. Vérifiez le lien ou revenez à l’accueil.',
    dashboard: 'Retour au tableau de bord',
    login: 'Aller à la connexion',
  },
};

/** The shape of the English catalogue: the French one's. */
export type Messages = typeof fr;
