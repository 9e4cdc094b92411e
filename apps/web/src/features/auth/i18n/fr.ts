/**
 * The words of the welcome page and of the unknown association (issue 25, ADR 0029 'Catalogues
 * by feature'). Both are in the entry with the login page, so these French words travel with it;
 * the English (en.ts) is a chunk of its own. The lazily loaded pages before sign-in keep theirs in
 * pages/; the login page's are in the app-wide catalogue (lib/i18n).
 */
export const fr = {
  welcome: {
    documentTitle: 'Bienvenue',
    title: 'Les comptes de votre association de quartier, clairs pour tous',
    intro: (app: string) =>
      `${app} tient les comptes des associations de quartier du Cameroun : chaque membre voit les mêmes chiffres que le bureau.`,
    points: [
      'Cotisations mensuelles, fonds de solidarité et inscriptions, au franc CFA près.',
      'Chaque membre suit ses versements depuis son téléphone.',
      'Le bureau enregistre les paiements, décide des sorties et envoie les rappels.',
    ],
    signIn: 'Se connecter',
    signInNote: 'Vous retrouvez l’association de votre dernière connexion.',
    create: 'Créer une association',
    createNote:
      'Votre association n’est pas encore ici ? Créez-la depuis votre téléphone : vous en serez le Président.',
    or: 'ou',
    goForm: 'Aller à mon association',
    addressLabel: 'Adresse de votre association',
    addressDescription: 'Son nom court, donné par le bureau, ou l’adresse reçue par SMS.',
    addressPlaceholder: 'ex. amicale-bonaberi',
    addressInvalid:
      'Adresse d’association invalide : lettres minuscules, chiffres et tirets (par exemple amicale-bonaberi).',
    addressMissing: 'Saisissez l’adresse de votre association.',
  },
  unknown: {
    title: 'Association introuvable',
    before: 'Aucune association n’utilise l’adresse',
    after: '. Vérifiez le lien reçu, ou demandez l’adresse exacte au bureau de votre association.',
    back: 'Retour à l’accueil',
  },
};

/** The shape of the English catalogue: the French one's. */
export type Messages = typeof fr;
