/**
 * The words of the help modal (HelpModal.tsx, 'Aide' of the top bar), loaded with it: many words
 * that only a click shows, kept out of the entry (ADR 0029, 'Catalogues by feature').
 */
export const fr = {
  title: 'Aide',
  close: "Fermer l'aide",
  signInTitle: 'Se connecter',
  signIn:
    'Saisissez votre numéro de téléphone (par exemple 6 90 00 00 01) et votre mot de passe. Cochez « Se souvenir de moi » seulement sur votre propre téléphone.',
  confirmTitle: 'Confirmer votre compte',
  confirm:
    'Après votre inscription, vous recevez par SMS un lien et un code à 6 chiffres. Ouvrez le lien, saisissez le code puis choisissez votre mot de passe (8 caractères au moins). Le code est valable 48 heures ; vous pouvez en demander un nouveau.',
  passwordTitle: 'Mot de passe oublié ou à changer',
  password: [
    "Depuis l'écran de connexion : « Mot de passe oublié ? », puis votre numéro.",
    "Une fois connecté : Profil, puis l'icône de modification du mot de passe.",
    'Saisissez le code reçu par SMS (valable 10 minutes) et votre nouveau mot de passe.',
  ],
  contactTitle: 'Contact',
  contact: 'Pour toute question sur vos cotisations ou votre compte, contactez le bureau',
  ofAssociation: (name: string) => ` de ${name}`,
  ofTheAssociation: " de l'association",
  at: 'au',
  orOn: 'ou sur',
};

export type Messages = typeof fr;
